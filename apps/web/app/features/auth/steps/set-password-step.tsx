import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button';
import { canSetPassword, setPasswordError } from '../../../ui/form/fields';
import styles from '../../../ui/form/form.module.css';
import { PasswordField } from '../../../ui/form/password-field';
import { StepLayout } from '../../../ui/form/step-layout';
import { useFieldError } from '../../../ui/form/use-field-error';

/** spec 1 §4 set password: a new password and its confirmation; a mismatch is input.password_confirm.validate. */
export function SetPasswordStep({ login, submit, onBack }: { login: string; submit(password: string): Promise<void>; onBack(): void }) {
  const { t } = useTranslation();
  const describe = useFieldError();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const mismatch = setPasswordError(password, confirmation);
  const send = useMutation({ mutationFn: submit });

  return (
    <StepLayout title={t('modal.set_password.title')} subtitle={t('modal.set_password.subtitle')} onBack={onBack}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSetPassword(password, confirmation) && !send.isPending) send.mutate(password);
        }}
      >
        <input className={styles.hidden} name="username" autoComplete="username" value={login} readOnly tabIndex={-1} aria-hidden="true" />
        <PasswordField
          label={t('input.new_password.label')}
          name="new-password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={(value) => {
            setPassword(value);
            send.reset();
          }}
          error={send.error && describe(send.error, 'password')}
          errorNow
          maxLength={256}
        />
        <PasswordField
          label={t('input.password_confirm.label')}
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          error={mismatch ? t(mismatch) : null}
          maxLength={256}
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass('primary', 'lg')}
            disabled={!canSetPassword(password, confirmation) || send.isPending}
            aria-busy={send.isPending}
          >
            {t('button.save')}
          </button>
        </div>
      </form>
    </StepLayout>
  );
}
