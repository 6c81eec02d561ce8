import { z } from 'zod';
import { MediaItemType, UsageModel } from './catalog.js';
import { RowId, RowIdParam } from './ids.js';
import { IdempotencyKey, PaymentNotification } from './payments.js';
import { DurationUnit, PriceType } from './prices.js';

export { DurationUnit, PriceType } from './prices.js';

/** spec 2 §3 Price. Amounts are in the currency's main unit (roubles), with at most two decimals. */
export const Price = z.object({
  price_id: z.number().int(),
  type: PriceType,
  amount: z.number(),
  original_amount: z.number().optional(),
  /** ISO 4217, e.g. RUB. */
  currency: z.string(),
  /** spec 2 §3 intro{duration, periods, unit}, on an intro price: it is charged for `periods` periods, then the regular one. */
  intro: z.object({ duration: z.number().int().positive(), periods: z.number().int().positive(), unit: DurationUnit }).optional(),
  /** spec 2 §3 bonus_program, on a bonus price: its amount is points of this program (currency BONUS_CURRENCY). */
  bonus_program: z.object({ id: z.number().int() }).optional(),
});
export type Price = z.infer<typeof Price>;

/** spec 2 §3 Purchase option period; a purchase for ever (EST) has neither duration nor unit. */
export const PurchasePeriod = z.object({
  duration: z.number().int().positive().nullable(),
  duration_unit: DurationUnit.nullable(),
  is_default: z.boolean(),
  prices: z.array(Price),
});
export type PurchasePeriod = z.infer<typeof PurchasePeriod>;

/** spec 2 §3 Purchase option: a subscription to a service, or the item itself bought (EST) or rented (TVOD). */
export const PurchaseOption = z.object({
  seq_id: z.number().int(),
  usage_model: UsageModel,
  service: z.object({ id: z.number().int(), alias: z.string(), name: z.string() }).nullable(),
  content: z.object({ quality: z.string(), name: z.string(), media_item_type: MediaItemType.nullable() }),
  periods: z.array(PurchasePeriod),
  is_quick_purchase: z.boolean(),
});
export type PurchaseOption = z.infer<typeof PurchaseOption>;

/**
 * What a purchase is made from: films and series (their seasons and episodes count as the series), channels, and a
 * service itself (its landing page: its own subscription and the bundles above it).
 */
export const PurchasableType = z.enum(['media_item', 'channel', 'service']);
export type PurchasableType = z.infer<typeof PurchasableType>;

export const PurchaseVariantsQuery = z.strictObject({
  item_type: PurchasableType,
  item_id: RowIdParam,
});

/**
 * What the viewer may buy for an item (spec 2 §4: purchase details load only for signed-in users). `purchased` says
 * what already opens it, and until when (null: for ever); then purchase_variants is empty.
 */
export const PurchaseVariants = z.object({
  purchase_variants: z.array(PurchaseOption),
  purchased: z.object({ usage_model: UsageModel, until: z.string().datetime().nullable() }).nullable(),
});
export type PurchaseVariants = z.infer<typeof PurchaseVariants>;

/** spec 2 §3 Payment method names and groups. */
export const PaymentMethodName = z.enum(['any_card', 'linked_card', 'account_prepaid', 'bonus', 'external_url']);
export type PaymentMethodName = z.infer<typeof PaymentMethodName>;
export const PaymentMethodGroup = z.enum(['purchase', 'card_bind', 'account_refill']);
export type PaymentMethodGroup = z.infer<typeof PaymentMethodGroup>;

export const PaymentMethod = z.object({
  id: z.number().int(),
  name: PaymentMethodName,
  description: z.string(),
  payment_url: z.string().nullable(),
  /** account_prepaid: what the account holds now. */
  balance: z.object({ amount: z.number(), currency: z.string() }).optional(),
  /** linked_card: which card pays (spec 2 §3 Payment method bank_card.id). */
  bank_card: z.object({ id: z.uuid() }).optional(),
  /** bonus: which program pays (each program is a method of its own, like linked cards) and how the account stands in it. */
  bonus_program: z
    .object({ id: z.number().int(), status: z.enum(['not_registered', 'need_confirm', 'registered']), balance: z.number().int() })
    .optional(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentMethodsQuery = z.strictObject({
  /** Comma-separated groups (spec 2 §7 paymentMethodsByTypes.get). */
  types: z
    .string()
    .transform((raw) => raw.split(',').map((type) => type.trim()))
    .pipe(z.array(PaymentMethodGroup).min(1)),
});

export const PaymentMethods = z.object({
  payment_methods: z.object({
    purchase: z.array(PaymentMethod).optional(),
    card_bind: z.array(PaymentMethod).optional(),
    account_refill: z.array(PaymentMethod).optional(),
  }),
});
export type PaymentMethods = z.infer<typeof PaymentMethods>;

/** spec 2 §7 buy.content: one price of one option, paid with one method; the PIN when the profile requires it. */
export const BuyContentBody = z.strictObject({
  seq_id: RowId,
  price_id: RowId,
  payment_method_id: RowId,
  /** The item the purchase is made from, so the answer can lead back to it. */
  item: z.strictObject({ item_type: PurchasableType, item_id: RowId }),
  pin_code: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  is_confirmed: z.boolean().optional(),
  /** linked_card, and any_card once its binding is confirmed: the card that pays. */
  bank_card_id: z.uuid().optional(),
  /** any_card: false forgets the card after this purchase (a subscription still renews from it). */
  is_should_link_card: z.boolean().optional(),
  idempotency_key: IdempotencyKey,
});
export type BuyContentBody = z.infer<typeof BuyContentBody>;

/**
 * spec 2 §7 buy.content answer: the order, and what to tell the viewer (the success step). wait_payment: the card asks
 * for 3-D Secure at challenge_url; the client frames it, then confirms ticket_id (spec 2 §4 step 4).
 */
export const BuyContentResult = z.object({
  status: z.enum(['success', 'wait_payment']),
  order_id: z.string(),
  ticket_id: z.string().nullable(),
  challenge_url: z.string().nullable(),
  notification: PaymentNotification,
});
export type BuyContentResult = z.infer<typeof BuyContentResult>;
