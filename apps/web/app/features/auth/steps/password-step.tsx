import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button';
import styles from '../../../ui/form/form.module.css';
import { PasswordField } from '../../../ui/form/password-field';
import { StepLayout } from '../../../ui/form/step-layout';
import { useFieldError } from '../../../ui/form/use-field-error';

/**
 * A password for an e-mail account (emailPassword, migratedPhonePassword). The e-mail rides along in a hidden
 * username field so password managers file the password under the right account.
 */
export function PasswordStep({
  title,
  subtitle,
  email,
  submit,
  onBack,
  onForgot,
}: {
  title: string;
  subtitle: string;
  email: string;
  submit(password: string): Promise<void>;
  onBack(): void;
  onForgot?: () => void;
}) {
  const { t } = useTranslation();
  const describe = useFieldError();
  const [password, setPassword] = useState('');
  const send = useMutation({ mutationFn: submit });

  return (
    <StepLayout title={title} subtitle={subtitle} onBack={onBack}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (password && !send.isPending) send.mutate(password);
        }}
      >
        <input
          className={styles.hidden}
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
        />
        <PasswordField
          label={t('input.password.label')}
          name="password"
          autoComplete="current-password"
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
        {onForgot && (
          <button type="button" className={styles.link} onClick={onForgot}>
            {t('modal.email_password.forgot')}
          </button>
        )}
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={!password || send.isPending} aria-busy={send.isPending}>
            {t('button.sign_in')}
          </button>
        </div>
      </form>
    </StepLayout>
  );
}
