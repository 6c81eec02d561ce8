import { PIN_LENGTH } from '@efir/contract';
import { useMutation } from '@tanstack/react-query';
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
  const check = useMutation({ mutationFn: submit, onSuccess: () => setPin('') });
  return (
    <StepLayout title={title} subtitle={subtitle} onBack={onBack}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isPinComplete(pin) && !check.isPending) check.mutate(pin);
        }}
      >
        <CodeField
          label={t('input.pin.label')}
          value={pin}
          onChange={(value) => setPin(pinInput(value))}
          onComplete={(value) => check.mutate(value)}
          length={PIN_LENGTH}
          error={errorText(error)}
          disabled={check.isPending}
        />
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={check.isPending || !isPinComplete(pin)}>
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
  const save = useMutation({ mutationFn: submit });
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
          if (ready && !save.isPending) save.mutate({ old_pin: withOld ? oldPin : '0000', new_pin: newPin });
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
          disabled={save.isPending}
        />
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={save.isPending || !ready}>
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
  const confirm = useMutation({ mutationFn: submit });
  return (
    <StepLayout title={t('modal.password_validation.title')} subtitle={t('modal.password_validation.subtitle')} onBack={onBack}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canConfirmPassword(password) && !confirm.isPending) confirm.mutate(password);
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
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={confirm.isPending || !canConfirmPassword(password)}>
          {t('button.continue')}
        </button>
      </form>
    </StepLayout>
  );
}
