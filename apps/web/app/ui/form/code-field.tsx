import { useId } from 'react';
import { CODE_ENTRY_DEFAULT_LENGTH, isCodeComplete } from './fields';
import styles from './form.module.css';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Called once the value reaches the segment count. */
  onComplete(value: string): void;
  length?: number;
  error?: string | null;
  disabled?: boolean;
}

/**
 * spec 1 §5 code-entry field: a fixed number of segments (4 by default, 6 for e-mail codes), digits only, complete at
 * full length. One real input under the segments, so one-time-code autofill and screen readers see one field.
 */
export function CodeField({ label, value, onChange, onComplete, length = CODE_ENTRY_DEFAULT_LENGTH, error, disabled }: CodeFieldProps) {
  const id = useId();
  const segments = Array.from({ length }, (_, index) => value[index] ?? '');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.code} ${error ? styles.invalid : ''}`} data-length={length}>
        <input
          id={id}
          className={styles.codeInput}
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={length}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: the step exists to take this code
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const next = event.target.value.replace(/\D/g, '').slice(0, length);
            onChange(next);
            if (isCodeComplete(next, length)) onComplete(next);
          }}
        />
        {segments.map((digit, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positions, not items
            key={index}
            className={styles.segment}
            data-filled={digit !== '' || undefined}
            data-active={index === Math.min(value.length, length - 1) || undefined}
            aria-hidden="true"
          >
            {digit}
          </span>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
