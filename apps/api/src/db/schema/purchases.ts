import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { bonusPrograms } from './bonuses.js';

/**
 * spec 2 §3 Purchase option: a subscription to a service, or one film or series to buy (EST) or rent (TVOD). The
 * operator's price list: service_id and media_item_id are values, not foreign keys, so a catalogue import leaves it.
 */
export const purchaseOptions = pgTable(
  'purchase_options',
  {
    seq_id: serial('seq_id').primaryKey(),
    usage_model: text('usage_model', { enum: ['SERVICE', 'EST', 'TVOD'] }).notNull(),
    service_id: integer('service_id'),
    media_item_id: integer('media_item_id'),
    quality: text('quality').notNull().default('HD'),
    is_quick_purchase: boolean('is_quick_purchase').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('purchase_options_service_idx').on(t.service_id),
    index('purchase_options_item_idx').on(t.media_item_id),
    check(
      'purchase_options_target',
      sql`(${t.usage_model} = 'SERVICE' and ${t.service_id} is not null and ${t.media_item_id} is null) or (${t.usage_model} <> 'SERVICE' and ${t.media_item_id} is not null and ${t.service_id} is null)`,
    ),
  ],
);

/** spec 2 §3 Price, one per period of an option; a period without duration is for ever (EST). */
export const purchasePrices = pgTable(
  'purchase_prices',
  {
    price_id: serial('price_id').primaryKey(),
    seq_id: integer('seq_id')
      .notNull()
      .references(() => purchaseOptions.seq_id, { onDelete: 'cascade' }),
    duration: integer('duration'),
    duration_unit: text('duration_unit', { enum: ['hour', 'day', 'month', 'year'] }),
    is_default: boolean('is_default').notNull().default(false),
    type: text('type', { enum: ['one_time', 'discount', 'trial', 'intro', 'bonus', 'regular'] }).notNull(),
    /** Kopecks (hundredths of the currency), so sums stay exact; a bonus price's points. */
    amount_minor: integer('amount_minor').notNull(),
    original_amount_minor: integer('original_amount_minor'),
    currency: text('currency').notNull().default('RUB'),
    /** spec 2 §3 intro{duration, periods, unit}: an intro price holds for this many periods before the regular one. */
    periods: integer('periods').notNull().default(1),
    /** spec 2 §3 Price bonus_program: the program whose points pay a bonus price. */
    bonus_program_id: integer('bonus_program_id').references(() => bonusPrograms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('purchase_prices_option_idx').on(t.seq_id),
    check('purchase_prices_amount', sql`${t.amount_minor} >= 0`),
    check('purchase_prices_bonus', sql`(${t.type} = 'bonus') = (${t.bonus_program_id} is not null)`),
    check('purchase_prices_periods', sql`${t.periods} = 1 or (${t.periods} > 1 and ${t.type} = 'intro')`),
    check(
      'purchase_prices_period',
      sql`(${t.duration} is null) = (${t.duration_unit} is null) and (${t.duration} is null or ${t.duration} > 0)`,
    ),
  ],
);

/** One purchase, kept as it was paid (option, price and amount copied) whatever the price list becomes. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profile_id: uuid('profile_id'),
    seq_id: integer('seq_id').notNull(),
    price_id: integer('price_id').notNull(),
    usage_model: text('usage_model', { enum: ['SERVICE', 'EST', 'TVOD'] }).notNull(),
    service_id: integer('service_id'),
    media_item_id: integer('media_item_id'),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    payment_method: text('payment_method', { enum: ['account_prepaid', 'card', 'bonus'] }).notNull(),
    /** The card payment that paid it (payment_method card). */
    card_payment_id: uuid('card_payment_id'),
    status: text('status', { enum: ['paid', 'refunded'] }).notNull(),
    /** A subscription's renewal, charged by the renewal job rather than by the viewer. */
    renewal: boolean('renewal').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_orders_account_idx').on(t.account_id, t.created_at)],
);
