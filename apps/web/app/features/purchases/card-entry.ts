import type { BankCardOrder } from '@efir/contract';

/**
 * spec 2 §4 Card entry: an order is opened first (bankCards.add; the submit waits for its payment URL), then the card
 * goes to the acquirer (create, bind), through the bank's 3-D Secure page when it asks, and the ticket is confirmed.
 * A refusal opens a new order, since the acquirer's binding is spent; its message stays on the form until the next try.
 */
export type CardEntryStep =
  /** key: the order's idempotency key, sent again if bankCards.add is retried. */
  | { step: 'ordering'; key: string; error: string | null }
  /** bankCards.add itself failed: nothing can be bound. */
  | { step: 'unavailable'; error: string }
  | { step: 'form'; order: BankCardOrder; error: string | null }
  | { step: 'binding'; order: BankCardOrder }
  | { step: 'challenge'; order: BankCardOrder; url: string }
  | { step: 'confirming'; order: BankCardOrder };

export type CardEntryEvent =
  | { type: 'ordered'; order: BankCardOrder }
  | { type: 'orderFailed'; error: string }
  | { type: 'submit' }
  | { type: 'challenge'; url: string }
  | { type: 'bound' }
  | { type: 'refused'; error: string; key: string };

export const initialCardEntry = (key: string): CardEntryStep => ({ step: 'ordering', key, error: null });

export function nextCardEntry(state: CardEntryStep, event: CardEntryEvent): CardEntryStep {
  switch (event.type) {
    case 'ordered':
      return state.step === 'ordering' ? { step: 'form', order: event.order, error: state.error } : state;
    case 'orderFailed':
      return state.step === 'ordering' ? { step: 'unavailable', error: event.error } : state;
    case 'submit':
      return state.step === 'form' ? { step: 'binding', order: state.order } : state;
    case 'challenge':
      return state.step === 'binding' ? { step: 'challenge', order: state.order, url: event.url } : state;
    case 'bound':
      return state.step === 'binding' || state.step === 'challenge' ? { step: 'confirming', order: state.order } : state;
    case 'refused':
      return state.step === 'binding' || state.step === 'challenge' || state.step === 'confirming'
        ? { step: 'ordering', key: event.key, error: event.error }
        : state;
  }
}
