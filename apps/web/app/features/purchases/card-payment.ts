import { ApiError, ErrorCode, type PaymentNotification } from '@efir/contract';
import { browserApi } from '../../api/browser';
import type { AcquirerCard } from './card-rules';

/** A ticket the acquirer has not settled yet is asked about again each second (docs/acquirer-browser-api.md) … */
export const TICKET_RETRY_MS = 1000;
/** … for this long, then the viewer is told. */
export const TICKET_WAIT_MS = 20_000;

/** Answers that mean "ask again with the same key": not settled yet (1000406), or the press's first request still runs (1000408). */
const NOT_YET: ReadonlySet<number> = new Set([ErrorCode.PAYMENT_PENDING, ErrorCode.IDEMPOTENCY_IN_PROGRESS]);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Makes a call until it is no longer "not yet", once a second for up to 20 s; the last answer or refusal stands. */
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

/** A charge's first answer (buy.content, certificates.buy): paid, or a ticket to confirm. */
interface ChargeAnswer {
  status: 'success' | 'wait_payment';
  ticket_id: string | null;
  challenge_url: string | null;
  notification: PaymentNotification;
}

/** What a modal does at each turn of a card charge. */
export interface ChargeSteps {
  /** The bank asks for 3-D Secure at `url`; without one the ticket is confirmed at once. */
  waiting: (ticketId: string, url: string | null) => void;
  paid: (notification: PaymentNotification) => void;
  refused: (error: unknown) => void;
  /** After every outcome, paid or not: what the charge may have changed is fetched again. */
  settled: () => void;
}

/** spec 2 §4 step 4: the ticket of a payment the bank wanted confirmed, under one key sent again until settled. */
export function confirmTicket(ticketId: string, steps: Omit<ChargeSteps, 'waiting'>): void {
  const key = crypto.randomUUID();
  untilSettled(() => browserApi().call('tickets.confirm', { body: { ticket_id: ticketId, idempotency_key: key } }))
    .then(({ notification }) => steps.paid(notification), steps.refused)
    .finally(steps.settled);
}

/** A charge under one key per press, sent again while the first answer is not in, so nothing is paid twice. */
export function charge(call: (idempotencyKey: string) => Promise<ChargeAnswer>, steps: ChargeSteps): void {
  const key = crypto.randomUUID();
  untilSettled(() => call(key))
    .then((answer) => {
      if (answer.status === 'wait_payment' && answer.ticket_id) {
        steps.waiting(answer.ticket_id, answer.challenge_url);
        if (!answer.challenge_url) confirmTicket(answer.ticket_id, steps);
      } else steps.paid(answer.notification);
    }, steps.refused)
    .finally(steps.settled);
}

/** The acquirer's answer to bindCard: bound, a 3-D Secure page to show first, or refused (any reqStatus but 0). */
export type BindOutcome = { kind: 'bound' } | { kind: 'challenge'; url: string } | { kind: 'refused' };

const REFUSED: BindOutcome = { kind: 'refused' };

/** A POST to the acquirer's origin; no answer, or no JSON, counts as a refusal. */
async function post(url: string, body: object, fetcher: typeof fetch): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
    const answer: unknown = await response.json();
    return answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * spec 2 §4 Card entry, at the acquirer (docs/acquirer-browser-api.md): card create, then bindCard with the order's
 * req_id. The card goes from the browser to the acquirer's origin only, never to our API.
 */
export async function bindAtAcquirer(
  paymentUrl: string,
  reqId: string,
  card: AcquirerCard,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<BindOutcome> {
  const created = await post(`${paymentUrl}/card/create`, card, fetcher);
  if (created?.reqStatus !== 0 || typeof created.card_token !== 'string') return REFUSED;
  const bound = await post(`${paymentUrl}/card/bind`, { req_id: reqId, card_token: created.card_token }, fetcher);
  if (bound?.reqStatus !== 0) return REFUSED;
  if (bound.status === 'challenge' && typeof bound.challenge_url === 'string') return { kind: 'challenge', url: bound.challenge_url };
  return bound.status === 'bound' ? { kind: 'bound' } : REFUSED;
}

/**
 * What the 3-D Secure page tells the page that framed it, or null for any other message. Only the page's own origin
 * is believed: anything may post to a window.
 */
export function challengeOutcome(message: { origin: string; data: unknown }, challengeUrl: string): 'passed' | 'failed' | null {
  if (message.origin !== new URL(challengeUrl).origin) return null;
  const data = message.data as { source?: unknown; type?: unknown; status?: unknown } | null;
  if (data?.source !== 'efir-sandbox-acquirer' || data.type !== '3ds-result') return null;
  return data.status === 'passed' ? 'passed' : 'failed';
}
