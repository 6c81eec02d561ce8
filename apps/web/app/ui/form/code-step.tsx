import { ErrorCode } from '@efir/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientError } from '../../api/client';
import { CodeField } from './code-field';
import { useCountdown } from './countdown';
import styles from './form.module.css';
import { StepLayout } from './step-layout';
import { useFieldError } from './use-field-error';

const RESEND_LIMITS: readonly number[] = [ErrorCode.CODE_RESEND_TOO_SOON, ErrorCode.CODE_DAILY_LIMIT, ErrorCode.RATE_LIMITED];

/** What a limit refusal says to wait, in seconds. */
const waitOf = (error: unknown): number | undefined => {
  if (!(error instanceof ClientError) || !RESEND_LIMITS.includes(error.body?.error_code ?? 0)) return undefined;
  const seconds = (error.body as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds;
  return typeof seconds === 'number' ? seconds : undefined;
};

/**
 * A step that sends a one-time code when it opens and takes it back (phonePassword, emailCode,
 * migratedPhonePasswordReset): the code field, the resend countdown and the server's answer on the field.
 */
export function CodeStep({
  title,
  subtitle,
  length,
  send,
  submit,
  onBack,
}: {
  title: string;
  subtitle: ReactNode;
  length: number;
  /** Sends the code; resolves to the seconds before the next send may go. */
  send(): Promise<number>;
  /** Uses the complete code; a rejection is shown on the field. */
  submit(code: string): Promise<void>;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const describe = useFieldError();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [seconds, startCountdown] = useCountdown();
  // The first send starts on arrival: until it answers, there is nothing to resend.
  const [sending, setSending] = useState(true);
  const sent = useRef(false);

  const sendCode = async () => {
    setError(null);
    setSending(true);
    try {
      startCountdown(await send());
    } catch (caught) {
      const wait = waitOf(caught);
      // A code sent moments ago (the viewer came back to this step) is still good: wait for the timer.
      if (wait !== undefined) startCountdown(wait);
      if (!(caught instanceof ClientError && caught.body?.error_code === ErrorCode.CODE_RESEND_TOO_SOON))
        setError(describe(caught, 'other'));
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void sendCode();
  });

  const complete = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      await submit(value);
    } catch (caught) {
      setError(describe(caught, 'password'));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepLayout title={title} subtitle={subtitle} onBack={onBack}>
      <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <CodeField
          label={t('input.code.label')}
          value={code}
          onChange={setCode}
          onComplete={complete}
          length={length}
          error={error}
          disabled={busy}
        />
        <button type="button" className={styles.link} disabled={sending || seconds > 0} onClick={() => void sendCode()}>
          {seconds > 0 ? t('modal.phone_password.resend_in', { seconds }) : t('modal.phone_password.resend')}
        </button>
      </form>
    </StepLayout>
  );
}
