import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** A card linked at the acquirer: its token and what the viewer recognises it by — never the number or the CVC. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    /** false: paid once without «Привязать карту» (is_should_link_card false); kept only for its subscription's renewals. */
    linked: boolean('linked').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Unlinked by the viewer (bank_card_deleted); renewals no longer charge it. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('bank_cards_account_idx').on(t.account_id)],
);

/**
 * One card operation at the acquirer, which is also its order_ref and the client's ticket: a binding (1 ₽ held and
 * released), a purchase, a top-up or a renewal. It is written pending before the acquirer is asked, so whatever
 * happens next — an answer, a signed callback, a status read — settles it exactly once (docs/decisions/0014).
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profile_id: uuid('profile_id'),
    kind: text('kind', { enum: ['card_bind', 'purchase', 'refill', 'renewal', 'certificate'] }).notNull(),
    status: text('status', { enum: ['pending', 'challenge', 'captured', 'declined', 'refunded'] }).notNull(),
    amount_minor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    bank_card_id: uuid('bank_card_id'),
    /** The acquirer's binding req_id or payment id. */
    acquirer_ref: text('acquirer_ref'),
    challenge_url: text('challenge_url'),
    decline: text('decline'),
    /** What a capture fulfils (the purchase's option and price, the top-up), as it was when the viewer paid. */
    details: jsonb('details').notNull().default({}),
    /** What the viewer is told once it settles (the notification, the new card). */
    result: jsonb('result'),
    idempotency_key: text('idempotency_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    settled_at: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_payments_key_idx').on(t.account_id, t.idempotency_key),
    index('card_payments_account_idx').on(t.account_id, t.created_at),
    index('card_payments_open_idx').on(t.status, t.created_at),
    check('card_payments_amount', sql`${t.amount_minor} >= 0`),
  ],
);
