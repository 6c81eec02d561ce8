import { PIN_LENGTH } from '@efir/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/button';
import { CodeField } from '../../ui/form/code-field';
import styles from '../../ui/form/form.module.css';
import { PasswordField } from '../../ui/form/password-field';
import { StepLayout } from '../../ui/form/step-layout';
import { canConfirmPassword, isPinComplete, type PinFieldError, pinInput } from './pin-flow';

export function usePinErrorText() {
  const { t } = useTranslation();
  return (error: PinFieldError | null) => (error === null ? null : typeof error === 'string' ? t(error) : error.description);
}

/** The PIN pad: 4 digits, confirm disabled until all are in (spec 1 §5). */
export function PinPadStep({
  title,
  subtitle,
  error,
  submit,
  onForgot,
  onBack,
}: {
  title: string;
  subtitle?: string;
  error: PinFieldError | null;
  submit(pin: string): Promise<void>;
  onForgot?: () => void;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = usePinErrorText();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (value: string) => {
    setBusy(true);
    await submit(value).finally(() => setBusy(false));
    setPin('');
  };
  return (
    <StepLayout title={title} subtitle={subtitle} onBack={onBack}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isPinComplete(pin)) void send(pin);
        }}
      >
        <CodeField
          label={t('input.pin.label')}
          value={pin}
          onChange={(value) => setPin(pinInput(value))}
          onComplete={(value) => void send(value)}
          length={PIN_LENGTH}
          error={errorText(error)}
          disabled={busy}
        />
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy || !isPinComplete(pin)}>
          {t('modal.pin.confirm')}
        </button>
        {onForgot && (
          <button type="button" className={styles.link} onClick={onForgot}>
            {t('modal.pin.forgot')}
          </button>
        )}
      </form>
    </StepLayout>
  );
}

/** Change (old and new PIN) and set (new PIN only; the button needs exactly 4 digits). */
export function NewPinStep({
  withOld,
  error,
  submit,
  onSkip,
  onForgot,
}: {
  withOld: boolean;
  error: PinFieldError | null;
  submit(pins: { old_pin: string; new_pin: string }): Promise<void>;
  onSkip?: () => void;
  onForgot?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = usePinErrorText();
  const [oldPin, setOldPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = (!withOld || isPinComplete(oldPin)) && isPinComplete(newPin);
  return (
    <StepLayout
      title={t(withOld ? 'modal.pin_change.title' : 'modal.pin_set.title')}
      subtitle={withOld ? undefined : t('modal.pin_set.subtitle')}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          setBusy(true);
          void submit({ old_pin: withOld ? oldPin : '0000', new_pin: newPin }).finally(() => setBusy(false));
        }}
      >
        {withOld && (
          <CodeField
            label={t('modal.pin_change.old')}
            value={oldPin}
            onChange={(v) => setOldPin(pinInput(v))}
            onComplete={() => undefined}
          />
        )}
        <CodeField
          label={t('modal.pin_change.new')}
          value={newPin}
          onChange={(v) => setNewPin(pinInput(v))}
          onComplete={() => undefined}
          error={errorText(error)}
          disabled={busy}
        />
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy || !ready}>
          {t(withOld ? 'button.save' : 'modal.pin_set.submit')}
        </button>
        {onSkip && (
          <button type="button" className={buttonClass('ghost', 'lg')} onClick={onSkip}>
            {t('modal.pin_set.skip')}
          </button>
        )}
        {onForgot && (
          <button type="button" className={styles.link} onClick={onForgot}>
            {t('modal.pin.forgot')}
          </button>
        )}
      </form>
    </StepLayout>
  );
}

/** spec 1 §2 password validation modal: confirm needs at least 4 characters. */
export function PasswordValidationStep({
  error,
  submit,
  onBack,
}: {
  error: PinFieldError | null;
  submit(password: string): Promise<void>;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const errorText = usePinErrorText();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <StepLayout title={t('modal.password_validation.title')} subtitle={t('modal.password_validation.subtitle')} onBack={onBack}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!canConfirmPassword(password)) return;
          setBusy(true);
          void submit(password).finally(() => setBusy(false));
        }}
      >
        <PasswordField
          label={t('input.password.label')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={errorText(error)}
          errorNow
        />
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy || !canConfirmPassword(password)}>
          {t('button.continue')}
        </button>
      </form>
    </StepLayout>
  );
}
