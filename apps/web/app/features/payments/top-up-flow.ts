import { REFILL_LIMITS, type RefillResult } from '@efir/contract';

/** Why an entered top-up amount cannot be sent: none, or outside REFILL_LIMITS (whole units of the balance's currency). */
export type AmountError = 'required' | 'min' | 'max';

export function amountError(value: string): AmountError | null {
  if (value === '') return 'required';
  const amount = Number(value);
  if (amount < REFILL_LIMITS.min) return 'min';
  if (amount > REFILL_LIMITS.max) return 'max';
  return null;
}

/**
 * Topping up the balance (account.refill by a linked card): the form, the request, the bank's 3-D Secure page when it
 * asks for one, the ticket's confirmation, then the result.
 */
export type TopUpStep =
  | { step: 'form' }
  | { step: 'paying' }
  | { step: 'challenge'; url: string; ticketId: string }
  | { step: 'confirming'; ticketId: string }
  | { step: 'done'; message: string; submessage?: string }
  | { step: 'failed'; description: string | null };

export type TopUpEvent =
  | { type: 'submit' }
  | { type: 'answered'; result: RefillResult }
  | { type: 'challengeAnswered' }
  | { type: 'confirmed'; message: string; submessage?: string }
  | { type: 'refused'; description: string | null }
  | { type: 'retry' };

export const initialTopUp: TopUpStep = { step: 'form' };

function afterAnswer({ status, ticket_id, challenge_url, notification }: RefillResult): TopUpStep {
  const { message, submessage } = notification.display;
  if (status === 'success') return { step: 'done', message, submessage };
  if (ticket_id && challenge_url) return { step: 'challenge', url: challenge_url, ticketId: ticket_id };
  if (ticket_id) return { step: 'confirming', ticketId: ticket_id };
  return { step: 'failed', description: null };
}

export function nextTopUp(state: TopUpStep, event: TopUpEvent): TopUpStep {
  switch (event.type) {
    case 'submit':
      return state.step === 'form' ? { step: 'paying' } : state;
    case 'answered':
      return state.step === 'paying' ? afterAnswer(event.result) : state;
    // Passed or failed, the ticket tells the outcome: the bank's page only says the viewer answered.
    case 'challengeAnswered':
      return state.step === 'challenge' ? { step: 'confirming', ticketId: state.ticketId } : state;
    case 'confirmed':
      return state.step === 'confirming' ? { step: 'done', message: event.message, submessage: event.submessage } : state;
    case 'refused':
      return state.step === 'paying' || state.step === 'confirming' ? { step: 'failed', description: event.description } : state;
    case 'retry':
      return state.step === 'failed' ? initialTopUp : state;
  }
}
