import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle; `autoComplete` says whether it is the current or a new password. */
export function PasswordField(props: TextFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button type="button" className={styles.reveal} aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {visible ? t('input.password.hide') : t('input.password.show')}
        </button>
      }
    />
  );
}
