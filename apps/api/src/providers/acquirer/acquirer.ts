import type { z } from 'zod';
import type { AcquirerEvent, BindingState, CreatePayment, PaymentState } from './protocol.js';
import type { SignatureCheck } from './signature.js';

/**
 * The card acquirer as domain code sees it (docs/decisions/0012). Card data never passes through us: the browser
 * posts it to `paymentUrl`; we create bindings and charge the tokens they give, and learn outcomes from answers,
 * status reads and signed callbacks, whichever comes first.
 */
export interface Acquirer {
  /** spec 2 `card_bind/any_card` payment_url: the card form posts `<paymentUrl>/card/create` and `/card/bind`. */
  readonly paymentUrl: string;
  /** The origin of paymentUrl: our CSP lets pages connect to and frame exactly this one. */
  readonly origin: string;
  /** A binding the viewer completes in the browser; `amountMinor` is held and released at once to check the card. */
  createBinding(input: { orderRef: string; amountMinor: number; currency: string }): Promise<BindingState>;
  binding(reqId: string): Promise<BindingState>;
  /** Charges a saved card. One order_ref is charged at most once: asking again answers the first payment. */
  pay(input: z.infer<typeof CreatePayment>): Promise<PaymentState>;
  /** The payment made for an order_ref, if any: how an order whose answer was lost learns its outcome. */
  payment(orderRef: string): Promise<PaymentState | undefined>;
  /** Gives the whole payment back; refunding a refunded payment changes nothing. */
  refund(paymentId: string): Promise<PaymentState>;
  /** A callback's event when its signature holds (HMAC, ±300 s). */
  readCallback(
    rawBody: string,
    signature: string | undefined,
    now: Date,
  ): { check: 'valid'; event: AcquirerEvent } | { check: Exclude<SignatureCheck, 'valid'> };
}

/** The acquirer did not answer, or answered something we cannot use: the outcome is unknown, not a refusal. */
export class AcquirerUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`The acquirer is unavailable: ${reason}`);
    this.name = 'AcquirerUnavailable';
  }
}
