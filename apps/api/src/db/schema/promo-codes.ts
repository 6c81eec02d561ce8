import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { i18nText } from './i18n.js';

/** The operator's batch (issue 18): the codes of one campaign created in one call, exported together as CSV. */
export const promoCodeBatches = pgTable('promo_code_batches', {
  id: serial('id').primaryKey(),
  campaign: text('campaign').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** spec 2 §4 Promo-code flow: a code grants a service for some days and/or leads somewhere (joint viewing). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Normalised (trimmed, upper case) on the way in, so lookups by the normalised input are case-insensitive. */
    code: text('code').notNull().unique(),
    /** The operator's service id (see account_entitlements) opened for grant_days days. */
    service_id: integer('service_id'),
    grant_days: integer('grant_days'),
    /** Where the viewer goes after activation, e.g. the item of a joint viewing. */
    target_url: text('target_url'),
    /** The success panel's text. */
    message: i18nText('message').notNull(),
    submessage: i18nText('submessage'),
    valid_from: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    valid_until: timestamp('valid_until', { withTimezone: true }),
    /** Activations over all accounts; null = no limit. Each account activates a code once whatever this says. */
    max_activations: integer('max_activations'),
    activations: integer('activations').notNull().default(0),
    /** spec 2 §8 2000021: activates only for an account with a linked bank card. */
    requires_card: boolean('requires_card').notNull().default(false),
    /** The batch that made it; null for a code written one by one. */
    batch_id: integer('batch_id').references(() => promoCodeBatches.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_code_normalised', sql`${t.code} = upper(btrim(${t.code})) and ${t.code} <> ''`),
    check('promo_codes_grant_complete', sql`(${t.service_id} is null) = (${t.grant_days} is null)`),
    check('promo_codes_grants_something', sql`${t.service_id} is not null or ${t.target_url} is not null`),
    check('promo_codes_grant_days_positive', sql`${t.grant_days} is null or ${t.grant_days} > 0`),
    index('promo_codes_batch_idx').on(t.batch_id),
    check('promo_codes_activations_within_max', sql`${t.max_activations} is null or ${t.activations} <= ${t.max_activations}`),
  ],
);

/** One row per account and code: the primary key is what makes "once per account" hold under races. */
export const promoCodeActivations = pgTable(
  'promo_code_activations',
  {
    promo_code_id: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    activated_at: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promo_code_id, t.account_id] })],
);

/** Failed activations, counted per account over a day (spec 2 §5: 5 a day), so the limit holds across instances. */
export const promoCodeAttempts = pgTable(
  'promo_code_attempts',
  {
    id: serial('id').primaryKey(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('promo_code_attempts_account_idx').on(t.account_id, t.created_at)],
);
