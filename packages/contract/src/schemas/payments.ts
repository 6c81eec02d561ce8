import { z } from 'zod';
import { NotificationTarget } from './promo-codes.js';

/**
 * One press of «Оплатить» or «Привязать карту»: a UUID the client makes per press and sends again on retries, so a
 * repeated request replays the first answer instead of charging twice (docs/decisions/0014).
 */
export const IdempotencyKey = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[\w-]+$/);

/** Card brands as card-validator (the acquirer's and the API's) names them, written as their owners write them. */
export const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  mir: 'Мир',
  maestro: 'Maestro',
  'american-express': 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
};

/** A linked card as the viewer recognises it; the number and CVC never reach the API. */
export const BankCard = z.object({
  id: z.uuid(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type BankCard = z.infer<typeof BankCard>;

export const BankCards = z.object({ bank_cards: z.array(BankCard) });
export type BankCards = z.infer<typeof BankCards>;

export const BankCardAddBody = z.strictObject({ idempotency_key: IdempotencyKey });

/**
 * spec 2 §7 bankCards.add: a binding order. The browser then posts the card to `<payment_url>/card/create` and
 * `/card/bind` with `req_id` (docs/acquirer-browser-api.md), and confirms the ticket.
 */
export const BankCardOrder = z.object({
  order_id: z.string(),
  pay_amount: z.number(),
  currency: z.string(),
  req_id: z.string(),
  ticket_id: z.string(),
  payment_url: z.string(),
});
export type BankCardOrder = z.infer<typeof BankCardOrder>;

/** What to tell the viewer after a payment (spec 2 §3 Notification, display part). */
export const PaymentNotification = z.object({
  display: z.object({ message: z.string(), submessage: z.string().optional(), target: NotificationTarget.optional() }),
  /**
   * When the access the payment opened ends (a rental, a subscription's period), for a client that writes the date
   * itself in its own format; the submessage says the same in words. Absent for access for ever and for top-ups.
   */
  access_until: z.iso.datetime().optional(),
});
export type PaymentNotification = z.infer<typeof PaymentNotification>;

export const TicketConfirmBody = z.strictObject({ ticket_id: z.uuid(), idempotency_key: IdempotencyKey });

/** spec 2 §7 tickets.confirm: the settled ticket; a card binding answers the new card. */
export const TicketConfirmResult = z.object({
  status: z.literal('success'),
  notification: PaymentNotification,
  bank_card: BankCard.nullable(),
});
export type TicketConfirmResult = z.infer<typeof TicketConfirmResult>;

/**
 * One payment of the account (/my/payments_and_services/payments): a purchase — what was bought, for how much, how,
 * and its state — or a top-up of the balance by card (no item, no usage model).
 */
export const PaymentRecord = z.object({
  order_id: z.uuid(),
  kind: z.enum(['purchase', 'refill']),
  date: z.iso.datetime(),
  /** What was bought: the film, series or service; null for a top-up. */
  item: z.object({ type: z.enum(['media_item', 'service']), id: z.number().int(), name: z.string() }).nullable(),
  usage_model: z.enum(['SERVICE', 'EST', 'TVOD']).nullable(),
  amount: z.number(),
  currency: z.string(),
  method: z.enum(['account_prepaid', 'card', 'bonus']),
  /** The card that paid, as the viewer recognises it. */
  bank_card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  status: z.enum(['paid', 'refunded']),
  renewal: z.boolean(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

export const PaymentHistory = z.object({ payments: z.array(PaymentRecord) });

/** A payment's receipt: the record, and for a purchase the access it bought (until null: for ever; ended early when refunded). */
/** Who sold it, as the operator's `seller` setting names its legal entity; a receipt without it names the brand only. */
export const ReceiptSeller = z.object({
  name: z.string().min(1).max(200),
  tax_id: z.string().max(32).nullable(),
  address: z.string().max(500).nullable(),
  email: z.email().max(254).nullable(),
});
export type ReceiptSeller = z.infer<typeof ReceiptSeller>;

export const PaymentReceipt = PaymentRecord.extend({
  access: z.object({ from: z.iso.datetime(), until: z.iso.datetime().nullable() }).nullable(),
  seller: ReceiptSeller.nullable(),
});
export type PaymentReceipt = z.infer<typeof PaymentReceipt>;

export const PaymentParams = z.strictObject({ order_id: z.uuid() });
export type PaymentHistory = z.infer<typeof PaymentHistory>;

export const RefundParams = z.strictObject({ order_id: z.uuid() });

/** An operator's refund: the order, now refunded, and what went back where. */
export const RefundResult = z.object({
  order_id: z.uuid(),
  status: z.literal('refunded'),
  amount: z.number(),
  currency: z.string(),
  method: z.enum(['account_prepaid', 'card', 'bonus']),
});
export type RefundResult = z.infer<typeof RefundResult>;

/** Top-up limits per payment, in the balance's currency (the server refuses others). */
export const REFILL_LIMITS = { min: 10, max: 50_000 } as const;

/** Tops the prepaid balance up by a card (spec 2 §3 account_refill): new viewers fund their account this way. */
export const RefillBody = z.strictObject({
  amount: z.number().int().min(REFILL_LIMITS.min).max(REFILL_LIMITS.max),
  bank_card_id: z.uuid(),
  idempotency_key: IdempotencyKey,
});
export type RefillBody = z.infer<typeof RefillBody>;

/** As buy.content answers: done, or waiting for 3-D Secure at challenge_url, then tickets.confirm. */
export const RefillResult = z.object({
  status: z.enum(['success', 'wait_payment']),
  order_id: z.string(),
  ticket_id: z.string().nullable(),
  challenge_url: z.string().nullable(),
  notification: PaymentNotification,
});
export type RefillResult = z.infer<typeof RefillResult>;
