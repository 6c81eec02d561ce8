import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { elementMaxLength, maxLengthError } from './fields';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'maxLength'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** An error to show once the field has been touched (or always, for an answer from the server). */
  error?: string | null;
  /** Errors from the server show at once; rule errors wait until the field is touched (spec 1 §5). */
  errorNow?: boolean;
  maxLength?: number;
  digitsOnly?: boolean;
  uppercase?: boolean;
  /** Something inside the field on the right: a show-password button … */
  trailing?: ReactNode;
  /** Something inside the field on the left: the country code … */
  leading?: ReactNode;
  /** Marked invalid by a message shown elsewhere (the card form says one message for its three fields). */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** spec 1 §5 generic text input: digits-only and uppercase options, max length, errors only after touch. */
export function TextField({
  label,
  value,
  onChange,
  error,
  errorNow,
  maxLength,
  digitsOnly,
  uppercase,
  trailing,
  leading,
  invalid,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const tooLong = maxLengthError(value, maxLength);
  const shown = error && (errorNow || touched) ? error : tooLong && touched ? t(tooLong.key, { length: tooLong.length }) : null;
  const clean = (raw: string) => {
    let next = digitsOnly ? raw.replace(/\D/g, '') : raw;
    if (uppercase) next = next.toUpperCase();
    return next;
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${shown || invalid ? styles.invalid : ''}`}>
        {leading}
        <input
          id={id}
          className={styles.input}
          value={value}
          maxLength={elementMaxLength(maxLength)}
          inputMode={digitsOnly ? 'numeric' : input.inputMode}
          aria-invalid={shown || invalid ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => onChange(clean(event.target.value))}
          onBlur={(event) => {
            setTouched(true);
            input.onBlur?.(event);
          }}
          {...input}
        />
        {trailing}
      </div>
      {shown && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
