import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { i18nText } from './i18n.js';
import { cardPayments } from './payments.js';

/**
 * The operator's gift certificates for sale (issue 18): a service for some days, or an amount credited to the prepaid
 * balance. service_id is no foreign key: a catalogue import replaces the services and must not be blocked by offers.
 */
export const certificateOffers = pgTable(
  'certificate_offers',
  {
    id: serial('id').primaryKey(),
    name: i18nText('name').notNull(),
    service_id: integer('service_id'),
    days: integer('days'),
    /** What activation credits to the balance, in kopecks. */
    credit_minor: integer('credit_minor'),
    price_minor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('RUB'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check(
      'certificate_offers_one_kind',
      sql`(${t.service_id} is not null and ${t.days} > 0 and ${t.credit_minor} is null) or (${t.service_id} is null and ${t.days} is null and ${t.credit_minor} > 0)`,
    ),
    check('certificate_offers_price', sql`${t.price_minor} > 0`),
  ],
);

/**
 * A bought certificate: what the offer held when it was paid for (a later change of the offer changes no code sold),
 * its code, and who activated it. One per card payment, written in the transaction that captures it.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Normalised: upper-case letters and digits, no grouping. */
    code: text('code').notNull().unique(),
    offer_id: integer('offer_id').references(() => certificateOffers.id, { onDelete: 'set null' }),
    name: i18nText('name').notNull(),
    service_id: integer('service_id'),
    days: integer('days'),
    credit_minor: integer('credit_minor'),
    currency: text('currency').notNull(),
    buyer_account_id: uuid('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    card_payment_id: uuid('card_payment_id')
      .notNull()
      .unique()
      .references(() => cardPayments.id),
    recipient_email: text('recipient_email'),
    message: text('message'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    valid_until: timestamp('valid_until', { withTimezone: true }).notNull(),
    activated_by: uuid('activated_by').references(() => accounts.id, { onDelete: 'set null' }),
    activated_at: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    index('certificates_buyer_idx').on(t.buyer_account_id, t.created_at),
    index('certificates_activated_by_idx').on(t.activated_by, t.activated_at),
    check('certificates_code_normalised', sql`${t.code} ~ '^[A-Z0-9]+$'`),
    check(
      'certificates_one_kind',
      sql`(${t.service_id} is not null and ${t.days} > 0 and ${t.credit_minor} is null) or (${t.service_id} is null and ${t.days} is null and ${t.credit_minor} > 0)`,
    ),
  ],
);
