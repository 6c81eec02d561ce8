import { DEFAULT_PIN, ErrorCode, SMS_CODE_LENGTH } from '@efir/contract';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { ClientError, errorText } from '../../api/client';
import { useShellInfo, useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { CodeStep } from '../../ui/form/code-step';
import styles from '../../ui/form/form.module.css';
import { displayPhone } from '../../ui/form/phone';
import { StepLayout } from '../../ui/form/step-layout';
import { showErrorModal } from '../../ui/modal/error-modal';
import { openModal } from '../../ui/modal/modal-store';
import { initialPinStep, nextPinStep, type PinEvent, type PinMode, type PinOutcome, type PinStep } from './pin-flow';
import { NewPinStep, PasswordValidationStep, PinPadStep } from './pin-steps';

/** A refused call as the flow sees it: a message on the field, or the end of the flow. */
export function refusalOf(error: unknown, t: TFunction): PinEvent {
  if (error instanceof ClientError) {
    const code = error.body?.error_code;
    if (code === ErrorCode.PIN_0000_FORBIDDEN) return { type: 'refused', error: 'modal.pin_change.error_0000' };
    if (code === ErrorCode.PIN_WRONG) return { type: 'refused', error: 'input.pin.validate' };
  }
  const description = errorText(error, t);
  return description ? { type: 'refused', error: { description } } : { type: 'failed' };
}

export interface PinFlowProps {
  mode: PinMode;
  onDone(outcome: PinOutcome): void;
  /** cancel: the profile whose age limits go to the fixed default (the maximum: nothing above it asks for the PIN). */
  cancelProfileId?: string;
  /** set: keep 0000 for now. */
  onSkip?: () => void;
  onBack?: () => void;
}

/** spec 2 §4 PIN modal steps (pin, auto, cancel, reset, change) and the set step, rendered from pin-flow. */
export function PinFlow({ mode, onDone, cancelProfileId, onSkip, onBack }: PinFlowProps) {
  const { t } = useTranslation();
  const user = useUser();
  const countries = useShellInfo()?.countries ?? [];
  const [state, setState] = useState<PinStep>(() => initialPinStep(mode));
  const [version, setVersion] = useState(0);
  const finished = useRef(false);
  const dispatch = (event: PinEvent) => {
    setState((current) => nextPinStep(current, event));
    setVersion((v) => v + 1);
  };
  const api = browserApi();

  useEffect(() => {
    if (finished.current) return;
    if (state.step === 'done') {
      finished.current = true;
      onDone(state.outcome);
    }
    if (state.step === 'error') {
      finished.current = true;
      showErrorModal();
    }
    if (state.step === 'auto') {
      api.call('profiles.pinValidate', { body: { pin_code: DEFAULT_PIN } }).then(
        ({ valid }) => dispatch({ type: 'checked', pin: DEFAULT_PIN, valid }),
        () => dispatch({ type: 'failed' }),
      );
    }
  });

  const check = async (pin: string) => {
    try {
      const { valid } = await api.call('profiles.pinValidate', { body: { pin_code: pin } });
      if (valid && state.step === 'pin' && state.purpose === 'cancel' && cancelProfileId) {
        const maximum = (await api.call('ageLimits.list')).items.at(-1)?.id;
        if (maximum !== undefined) {
          await api.call('profiles.edit', {
            params: { id: cancelProfileId },
            body: { default_age_limit_id: maximum, max_age_limit_id: maximum },
          });
        }
        dispatch({ type: 'cancelled' });
        return;
      }
      dispatch({ type: 'checked', pin, valid });
    } catch (error) {
      dispatch(refusalOf(error, t));
    }
  };
  const deletePin = async (body: { password: string } | { confirmation_code: string }) => {
    try {
      await api.call('profiles.pinDelete', { body });
      dispatch({ type: 'pinDeleted' });
    } catch (error) {
      dispatch(refusalOf(error, t));
    }
  };

  switch (state.step) {
    case 'auto':
    case 'done':
    case 'error':
      return null;
    case 'pin':
      return (
        <PinPadStep
          key={version}
          title={t(state.purpose === 'cancel' ? 'modal.pin_cancel.title' : 'modal.pin.title')}
          subtitle={t(state.purpose === 'cancel' ? 'modal.pin_cancel.subtitle' : 'modal.pin.subtitle')}
          error={state.error}
          submit={check}
          onForgot={() => dispatch({ type: 'forgot' })}
          onBack={onBack}
        />
      );
    case 'resetChoice':
      return (
        <StepLayout title={t('modal.pin_reset.title')} subtitle={t('modal.pin_reset.subtitle')} onBack={onBack}>
          <div className={styles.form}>
            {user?.account_settings?.auth_mode === 'email' && (
              <button
                type="button"
                className={buttonClass('secondary', 'lg')}
                onClick={() => dispatch({ type: 'resetBy', method: 'password' })}
              >
                {t('modal.pin_reset.by_password')}
              </button>
            )}
            {user?.phone && (
              <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => dispatch({ type: 'resetBy', method: 'sms' })}>
                {t('modal.pin_reset.by_sms')}
              </button>
            )}
          </div>
        </StepLayout>
      );
    case 'resetPassword':
      return (
        <PasswordValidationStep
          key={version}
          error={state.error}
          submit={(password) => deletePin({ password })}
          onBack={() => dispatch({ type: 'back' })}
        />
      );
    case 'resetSms': {
      const phone = user?.phone ?? '';
      return (
        <CodeStep
          title={t('modal.pin_reset.title')}
          subtitle={t('modal.pin_reset.sms_subtitle', { phone: displayPhone(phone, countries) })}
          length={SMS_CODE_LENGTH}
          send={async () => (await api.call('auth.smsCodeSend', { body: { phone, action: 'reset_password' } })).resend_after_seconds}
          submit={async (code) => {
            const { confirmation_code } = await api.call('auth.smsCodeValidate', { body: { phone, code, action: 'reset_password' } });
            await deletePin({ confirmation_code });
          }}
          onBack={() => dispatch({ type: 'back' })}
        />
      );
    }
    case 'change':
    case 'set':
      return (
        <NewPinStep
          key={version}
          withOld={state.step === 'change'}
          error={state.error}
          onSkip={state.step === 'set' ? onSkip : undefined}
          onForgot={state.step === 'change' ? () => dispatch({ type: 'forgot' }) : undefined}
          submit={async (pins) => {
            try {
              await api.call('profiles.pinChange', { body: pins });
              dispatch({ type: 'changed' });
            } catch (error) {
              dispatch(refusalOf(error, t));
            }
          }}
        />
      );
  }
}

export type PinOpenOptions = Omit<PinFlowProps, 'mode' | 'onDone'> & { onDone?: (outcome: PinOutcome) => void };

/** Opens a PIN modal of one mode; `onDone` runs with the outcome once the flow ends well. Callers use open-pin.ts. */
export function openPinModal(mode: PinMode, options: PinOpenOptions) {
  openModal(<PinFlow mode={mode} {...options} onDone={(outcome) => options.onDone?.(outcome)} />, { cancellable: true });
}
