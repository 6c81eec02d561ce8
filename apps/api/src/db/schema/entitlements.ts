import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * What an account may watch beyond free content, and until when: one row per grant (a promo code now, purchases
 * later). service_id is the operator's service id, not a foreign key: a catalogue import replaces the services table
 * and must not wipe or be blocked by what viewers hold.
 */
export const accountEntitlements = pgTable(
  'account_entitlements',
  {
    id: serial('id').primaryKey(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    service_id: integer('service_id').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: ['promo_code', 'purchase'] }).notNull(),
    /** The promo code id or order id that granted it. */
    source_id: text('source_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_entitlements_account_idx').on(t.account_id, t.service_id, t.ends_at)],
);
