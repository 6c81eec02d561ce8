import { ErrorCode } from '@efir/contract';
import { useMutation } from '@tanstack/react-query';
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
  const [seconds, startCountdown] = useCountdown();
  const sending = useMutation({
    mutationFn: send,
    onSuccess: startCountdown,
    // A code sent moments ago (the viewer came back to this step) is still good: wait for the timer.
    onError: (caught) => {
      const wait = waitOf(caught);
      if (wait !== undefined) startCountdown(wait);
    },
  });
  const checking = useMutation({ mutationFn: submit, onError: () => setCode('') });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sending.mutate();
  });

  // The field shows the last action's failure: the code's check once one started, else the send's.
  const sendFailed =
    sending.error && !(sending.error instanceof ClientError && sending.error.body?.error_code === ErrorCode.CODE_RESEND_TOO_SOON);
  const error = !checking.isIdle
    ? checking.error && describe(checking.error, 'password')
    : sendFailed
      ? describe(sending.error, 'other')
      : null;

  return (
    <StepLayout title={title} subtitle={subtitle} onBack={onBack}>
      <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <CodeField
          label={t('input.code.label')}
          value={code}
          onChange={setCode}
          onComplete={(value) => checking.mutate(value)}
          length={length}
          error={error}
          disabled={checking.isPending}
        />
        {/* The first send starts on arrival: until it answers, there is nothing to resend. */}
        <button
          type="button"
          className={styles.link}
          disabled={sending.isIdle || sending.isPending || seconds > 0}
          onClick={() => {
            checking.reset();
            sending.mutate();
          }}
        >
          {seconds > 0 ? t('modal.phone_password.resend_in', { seconds }) : t('modal.phone_password.resend')}
        </button>
      </form>
    </StepLayout>
  );
}
