import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * What an account may watch beyond free content, and until when: one row per grant (a promo code, a purchase, or a
 * subscription a partner bills, which the operator reports).
 * A grant opens a service (service_id) or one film or series (media_item_id, bought or rented). Neither is a foreign
 * key: a catalogue import replaces those tables and must not wipe or be blocked by what viewers hold.
 */
export const accountEntitlements = pgTable(
  'account_entitlements',
  {
    id: serial('id').primaryKey(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    service_id: integer('service_id'),
    media_item_id: integer('media_item_id'),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** null: for ever (a bought film, EST). */
    ends_at: timestamp('ends_at', { withTimezone: true }),
    source: text('source', { enum: ['promo_code', 'purchase', 'external', 'certificate'] }).notNull(),
    /** The promo code id, the order id, the certificate id, or `biller:external_id` of a partner's subscription. */
    source_id: text('source_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_entitlements_account_idx').on(t.account_id, t.service_id, t.ends_at),
    index('account_entitlements_item_idx').on(t.account_id, t.media_item_id),
    check('account_entitlements_one_target', sql`(${t.service_id} is null) <> (${t.media_item_id} is null)`),
  ],
);
