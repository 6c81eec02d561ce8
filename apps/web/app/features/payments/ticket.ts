import { ApiError, ErrorCode } from '@efir/contract';

/** A ticket the acquirer has not settled yet is asked about again each second (docs/acquirer-browser-api.md) … */
export const TICKET_RETRY_MS = 1000;
/** … for this long, then the viewer is told. */
export const TICKET_WAIT_MS = 20_000;

/** "Ask again with the same key": not settled yet (1000406), or the press's first request still runs (1000408). */
const NOT_YET: ReadonlySet<number> = new Set([ErrorCode.PAYMENT_PENDING, ErrorCode.IDEMPOTENCY_IN_PROGRESS]);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Makes a call until its answer is no longer "not yet", once a second for up to 20 s; the last answer or refusal stands. */
export async function untilSettled<T>(call: () => Promise<T>, sleep = pause, now = Date.now): Promise<T> {
  const giveUpAt = now() + TICKET_WAIT_MS;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      const notYet = error instanceof ApiError && NOT_YET.has(error.body?.error_code ?? 0);
      if (!notYet || now() + TICKET_RETRY_MS > giveUpAt) throw error;
      await sleep(TICKET_RETRY_MS);
    }
  }
}

/**
 * What the bank's 3-D Secure page tells the page that framed it, or null for any other message. Only the challenge
 * page's own origin is believed: any window may post to ours.
 */
export function challengeOutcome(message: { origin: string; data: unknown }, challengeUrl: string): 'passed' | 'failed' | null {
  if (message.origin !== new URL(challengeUrl).origin) return null;
  const data = message.data as { source?: unknown; type?: unknown; status?: unknown } | null;
  if (data?.source !== 'efir-sandbox-acquirer' || data.type !== '3ds-result') return null;
  return data.status === 'passed' ? 'passed' : 'failed';
}
