import { normaliseTvCode, OTT_TV_CODE_MAX_LENGTH, TV_CODE_LENGTH } from '@efir/contract';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { useSession } from '../../session/session';
import { buttonClass } from '../../ui/button';
import styles from '../../ui/form/form.module.css';
import { StepLayout } from '../../ui/form/step-layout';
import { TextField } from '../../ui/form/text-field';
import { openLogin } from '../auth/open-login';
import { usePendingIntent } from '../auth/pending-intent';
import { canConnect, initialTvCodeStep, next, type TvCodeEvent, type TvCodeMode, type TvCodeStep } from './tv-code-flow';

/** The call of the mode; a failure carries the words to show (spec 2 §8: the server's description, else error.default). */
async function send(code: string, mode: TvCodeMode, t: TFunction): Promise<TvCodeEvent> {
  try {
    const answer =
      mode === 'tv'
        ? await browserApi().call('tvcode.authorise', { body: { code } })
        : await browserApi().call('tvcode.ottSend', { body: { code } });
    return { type: 'succeeded', notification: answer.notification };
  } catch (error) {
    return { type: 'failed', description: errorText(error, t) ?? null };
  }
}

/**
 * spec 2 §2 TV-code page and §4 TV-code flow, on the page and in the modal: form, then success or error (with its way
 * back). A visitor's connect opens the login first and goes on once signed in (pending-intent.ts).
 */
export function TvCodeForm({
  mode,
  initialCode = '',
  successActions,
}: {
  mode: TvCodeMode;
  initialCode?: string;
  successActions: ReactNode;
}) {
  const { t } = useTranslation();
  const isAuth = useSession()?.is_auth === true;
  const [state, setState] = useState<TvCodeStep>(() => initialTvCodeStep(initialCode));
  const [pending, setPending] = useState(false);
  const dispatch = (event: TvCodeEvent) => setState((current) => next(current, event, mode));

  const connect = async (value: string) => {
    const code = normaliseTvCode(value);
    if (!canConnect(code, mode) || pending) return;
    if (!isAuth) return void openLogin({}, { kind: 'tv_code', code, mode });
    setPending(true);
    dispatch(await send(code, mode, t));
    setPending(false);
  };
  usePendingIntent(
    (intent) => intent.kind === 'tv_code' && intent.mode === mode,
    true,
    (intent) => {
      if (intent.kind !== 'tv_code') return;
      dispatch({ type: 'typed', code: intent.code });
      void connect(intent.code);
    },
  );

  if (state.step === 'success') {
    return (
      <StepLayout title={state.message} subtitle={state.submessage}>
        <div className={styles.actions}>{successActions}</div>
      </StepLayout>
    );
  }
  if (state.step === 'error') {
    return (
      <StepLayout title={t('component.tv_code.error.message')} subtitle={state.description ?? t('error.default')}>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('primary', 'lg')} onClick={() => dispatch({ type: 'back' })}>
            {t('component.tv_code.error.back')}
          </button>
        </div>
      </StepLayout>
    );
  }
  const fieldError = state.fieldError && (state.fieldError.description ?? t('error.default'));
  return (
    <StepLayout title={t('component.tv_code.title')} subtitle={t(`component.tv_code.subtitle_${mode}`)}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void connect(state.code);
        }}
      >
        <TextField
          label={t('component.tv_code.label')}
          name="tv_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          uppercase
          value={state.code}
          onChange={(code) => dispatch({ type: 'typed', code })}
          maxLength={mode === 'tv' ? TV_CODE_LENGTH : OTT_TV_CODE_MAX_LENGTH}
          error={fieldError}
          errorNow
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass('primary', 'lg')}
            disabled={!canConnect(state.code, mode) || pending}
            aria-busy={pending || undefined}
          >
            {t('component.tv_code.connect')}
          </button>
        </div>
      </form>
    </StepLayout>
  );
}
