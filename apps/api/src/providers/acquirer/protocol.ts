import { z } from 'zod';

/**
 * The acquirer's answers on every call (the spec's `reqStatus`): 0 is success, anything else a refusal. The numbers
 * are the ISO 8583 response codes banks send; 1001 (3-D Secure failed) has none there.
 */
export const REQ_STATUS = {
  approved: 0,
  do_not_honour: 5,
  invalid_card: 14,
  format_error: 30,
  lost_or_stolen: 43,
  insufficient_funds: 51,
  expired_card: 54,
  processing_error: 96,
  authentication_failed: 1001,
} as const;

export type DeclineReason = Exclude<keyof typeof REQ_STATUS, 'approved'>;
export const DeclineReason = z.enum([
  'do_not_honour',
  'invalid_card',
  'format_error',
  'lost_or_stolen',
  'insufficient_funds',
  'expired_card',
  'processing_error',
  'authentication_failed',
]);

/** What the API keeps of a card: the acquirer's token and what the viewer recognises it by. Never the number. */
export const SavedCard = z.object({
  token: z.string().min(1).max(200),
  brand: z.string().min(1).max(40),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
});
export type SavedCard = z.infer<typeof SavedCard>;

/** A card binding (spec 2 §4 Card entry): created by the merchant, completed by the viewer's browser at payment_url. */
export const BindingState = z.object({
  req_id: z.string(),
  order_ref: z.string(),
  status: z.enum(['created', 'challenge', 'bound', 'failed']),
  challenge_url: z.string().nullable(),
  card: SavedCard.nullable(),
  decline: DeclineReason.nullable(),
});
export type BindingState = z.infer<typeof BindingState>;

/** One payment by a saved card; `order_ref` is the merchant's, and one order_ref is charged at most once. */
export const PaymentState = z.object({
  payment_id: z.string(),
  order_ref: z.string(),
  status: z.enum(['challenge', 'captured', 'declined', 'refunded']),
  amount_minor: z.number().int(),
  currency: z.string(),
  challenge_url: z.string().nullable(),
  decline: DeclineReason.nullable(),
});
export type PaymentState = z.infer<typeof PaymentState>;

export const CreateBinding = z.strictObject({
  order_ref: z.string().min(1).max(100),
  amount_minor: z.number().int().min(0),
  currency: z.string().length(3),
});

export const CreatePayment = z.strictObject({
  order_ref: z.string().min(1).max(100),
  token: z.string().min(1).max(200),
  amount_minor: z.number().int().positive(),
  currency: z.string().length(3),
  /** A viewer paying now may be asked for 3-D Secure; the merchant's own charges (renewals) never are. */
  initiator: z.enum(['customer', 'merchant']),
  description: z.string().max(200),
});

/** A callback: the new state of a binding or a payment. Callbacks may repeat and arrive in any order. */
export const AcquirerEvent = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('binding.updated'), created: z.number().int(), data: BindingState }),
  z.object({ id: z.string(), type: z.literal('payment.updated'), created: z.number().int(), data: PaymentState }),
]);
export type AcquirerEvent = z.infer<typeof AcquirerEvent>;

/** The header a callback is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'x-acquirer-signature';

/** The browser's card fields (spec 2 §3 Card form fields), posted to `<payment_url>/card/create`. */
export const CardCreate = z.strictObject({
  cardnumber: z.string().max(32),
  /** MM/YY. */
  'cc-exp': z.string().max(7),
  cvc: z.string().max(4),
  cardholder_name: z.string().max(255).optional(),
  postal_code: z.string().max(16).optional(),
});

export const CardBind = z.strictObject({
  req_id: z.string().min(1).max(100),
  card_token: z.string().min(1).max(200),
});
