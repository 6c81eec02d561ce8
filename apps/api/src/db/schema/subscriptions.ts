import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * A service subscription that renews (spec 2 §4 Service subscription status): bought once, then charged for each next
 * period by the renewal job until the viewer unsubscribes or a charge fails. The access itself is the grants it writes
 * (account_entitlements); this row is what renews and what the status says.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profile_id: uuid('profile_id'),
    service_id: integer('service_id').notNull(),
    seq_id: integer('seq_id').notNull(),
    /** What each renewal charges: the regular price after a trial or intro price, as it was when bought. */
    price_id: integer('price_id').notNull(),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    duration: integer('duration').notNull(),
    duration_unit: text('duration_unit', { enum: ['hour', 'day', 'month', 'year'] }).notNull(),
    /** An intro price of several periods: what each of the renewals still at that price charges, and how many are left. */
    intro_price_id: integer('intro_price_id'),
    intro_amount_minor: integer('intro_amount_minor'),
    intro_periods_left: integer('intro_periods_left').notNull().default(0),
    payment_method: text('payment_method', { enum: ['account_prepaid', 'card'] }).notNull(),
    bank_card_id: uuid('bank_card_id'),
    status: text('status', { enum: ['subscribed', 'unsubscribed'] }).notNull(),
    /** Why it stopped renewing: the viewer unsubscribed, a renewal charge failed, or the operator refunded it. */
    end_reason: text('end_reason', { enum: ['unsubscribed', 'payment_failed', 'refunded'] }),
    current_period_end: timestamp('current_period_end', { withTimezone: true }).notNull(),
    status_changed_at: timestamp('status_changed_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('subscriptions_due_idx').on(t.status, t.current_period_end),
    index('subscriptions_account_idx').on(t.account_id, t.service_id),
    check(
      'subscriptions_intro',
      sql`${t.intro_periods_left} >= 0 and (${t.intro_periods_left} = 0 or (${t.intro_price_id} is not null and ${t.intro_amount_minor} is not null))`,
    ),
  ],
);
