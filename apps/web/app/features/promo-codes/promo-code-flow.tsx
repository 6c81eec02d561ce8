import { ApiError, PROMO_CODE_MAX_LENGTH, type PromoCodeSent } from '@efir/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { invalidateEndpoint } from '../../api/queries';
import { useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { StepLayout } from '../../ui/form/step-layout';
import { TextField } from '../../ui/form/text-field';
import { refreshAfterCardAdded } from '../payments/add-card';
import { PinFlow } from '../profiles/pin-modal';
import { CardStep } from '../purchases/card-step';
import { countFailedPromoHere, promoAttemptLeftHere } from './promo-attempts';
import { canSubmit, countsAsFailure, initialPromoStep, nextPromoStep, type PromoEvent, type PromoStep, promoToSend } from './promo-flow';

/** What an activation changes: the services held, what items offer, the user's state and lists. */
const refreshAfterActivation = () =>
  invalidateEndpoint('accounts.user', 'purchases.variants', 'services.getById', 'subscriptions.list', 'mediaItems.getById');

export interface PromoCodeFlowProps {
  /** After success: the page shows the poster strip of what the code opened; the modal closes. */
  onSuccess?: (answer: PromoCodeSent) => void;
  /** The success step's own buttons (the page: another code; the modal: done). */
  successActions(reset: () => void): ReactNode;
}

/**
 * spec 2 §4 Promo-code flow, one for the /promocode page, the modal and /embed/promocode: the form, the PIN first
 * when the profile needs it, then success; 2000021 shows the info step, then card entry (the purchases' card flow),
 * and the code goes out again once the card is bound.
 */
export function PromoCodeFlow({ onSuccess, successActions }: PromoCodeFlowProps) {
  const { t } = useTranslation();
  const user = useUser();
  const [state, setState] = useState<PromoStep>(initialPromoStep);
  const after = (event: PromoEvent) => setState((current) => nextPromoStep(current, event));

  const send = (code: string, pin: string | undefined) => {
    browserApi()
      .call('promocodes.send', { body: { code: promoToSend(code), ...(pin ? { pin_code: pin } : {}) } })
      .then(
        (answer) => {
          after({ type: 'sent', answer });
          onSuccess?.(answer);
          void refreshAfterActivation();
        },
        (error: unknown) => {
          const errorCode = error instanceof ApiError ? (error.body?.error_code ?? null) : null;
          if (countsAsFailure(errorCode)) countFailedPromoHere();
          after({ type: 'refused', errorCode, description: errorText(error, t) ?? t('error.default') });
        },
      );
  };

  /** A viewer's event: the next step, and the code sent when that step is a send. */
  const dispatch = (event: PromoEvent) => {
    const next = nextPromoStep(state, event);
    setState(next);
    if (next === state) return;
    if ((next.step === 'form' && next.sending) || next.step === 'activating') send(next.code, next.pin);
  };
  const back = () => dispatch({ type: 'back' });

  switch (state.step) {
    case 'form': {
      const error = state.error && ('key' in state.error ? t(state.error.key) : state.error.text);
      return (
        <StepLayout title={t('promocode.form.title')} subtitle={t('promocode.form.subtitle')}>
          <form
            className={formStyles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              dispatch({
                type: 'submit',
                attemptsLeft: promoAttemptLeftHere(),
                pinRequired: user?.profile?.purchase_limits.is_pin_required ?? false,
              });
            }}
          >
            <TextField
              label={t('promocode.form.label')}
              name="promocode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              uppercase
              maxLength={PROMO_CODE_MAX_LENGTH}
              value={state.code}
              onChange={(value) => dispatch({ type: 'input', value })}
              error={error}
              errorNow
              readOnly={state.sending}
            />
            <div className={formStyles.actions}>
              <button type="submit" className={buttonClass('primary', 'lg')} disabled={!canSubmit(state)} aria-busy={state.sending}>
                {state.sending ? t('promocode.form.sending') : t('promocode.form.submit')}
              </button>
            </div>
          </form>
        </StepLayout>
      );
    }
    case 'pin':
      return (
        <PinFlow
          mode="pin"
          onBack={back}
          onDone={(outcome) => {
            if (outcome.kind === 'valid') dispatch({ type: 'pinChecked', pin: outcome.pin });
          }}
        />
      );
    case 'info':
      return (
        <StepLayout title={t('promocode.info.title')} subtitle={state.description} onBack={back}>
          <div className={formStyles.actions}>
            <button type="button" className={buttonClass('primary', 'lg')} onClick={() => dispatch({ type: 'continue' })}>
              {t('promocode.info.continue')}
            </button>
          </div>
        </StepLayout>
      );
    case 'card':
      return (
        <CardStep
          title={t('promocode.card.title')}
          subtitle={t('promocode.card.subtitle', { code: promoToSend(state.code) })}
          submitLabel={t('promocode.card.submit')}
          onBack={back}
          onBound={() => {
            void refreshAfterCardAdded();
            dispatch({ type: 'cardBound' });
          }}
        />
      );
    case 'activating':
      return (
        <StepLayout title={t('promocode.form.title')} subtitle={promoToSend(state.code)}>
          <p role="status">{t('promocode.form.sending')}</p>
        </StepLayout>
      );
    case 'success': {
      const { display } = state.answer.notification;
      return (
        <StepLayout title={display.message} subtitle={display.submessage}>
          <div className={formStyles.actions}>
            {display.target ? (
              display.target.type === 'screen' ? (
                <Link to={display.target.url} className={buttonClass('primary', 'lg')}>
                  {display.target.title}
                </Link>
              ) : (
                <a href={display.target.url} className={buttonClass('primary', 'lg')} target="_blank" rel="noreferrer">
                  {display.target.title}
                </a>
              )
            ) : null}
            {successActions(() => setState(initialPromoStep()))}
          </div>
        </StepLayout>
      );
    }
  }
}
