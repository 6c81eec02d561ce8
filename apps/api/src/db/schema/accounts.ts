import type { BlockScreen } from '@efir/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.js';

/** A viewer's account: signed in by phone (SMS code) or e-mail (password). */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Subscriber account number shown to support (system_info.san). */
  san: bigint('san', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100_001 }),
  /** Digits with the country call code, e.g. 79161234567. */
  phone: text('phone').unique(),
  /** Lower-cased. */
  email: text('email').unique(),
  /** scrypt; null for phone accounts and for migrated e-mail accounts that never set one. */
  password_hash: text('password_hash'),
  /**
   * A migrated e-mail account asked to attach a phone (spec 1 §4 migrate_phone, reset_password).
   * `legacy_phone` is the number the old system knew: a reset_password migration must prove it by SMS.
   */
  migrated_from: text('migrated_from', { enum: ['email'] }),
  legacy_phone: text('legacy_phone'),
  language: text('language').notNull().default('rus'),
  time_zone: text('time_zone').notNull().default('Europe/Moscow'),
  country_code: text('country_code').notNull().default('RU'),
  btb_type: text('btb_type').notNull().default('b2c'),
  is_blocked: boolean('is_blocked').notNull().default(false),
  block_screen: jsonb('block_screen').$type<BlockScreen>(),
  /** The operator's reason for the last block or unblock, for support; the viewer never sees it. */
  status_reason: text('status_reason'),
  status_changed_at: timestamp('status_changed_at', { withTimezone: true }),
  /** The operator's per-account device limit; null takes the configured default. */
  device_limit: integer('device_limit'),
  /** The prepaid account (spec 2 account_prepaid), in kopecks; purchases charge it with a conditional update, never below 0. */
  balance_minor: integer('balance_minor').notNull().default(0),
  balance_currency: text('balance_currency').notNull().default('RUB'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One signed-in browser or app of an account; removing it ends its session. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().unique().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    session_id: uuid('session_id')
      .notNull()
      .unique()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    device_type: text('device_type').notNull().default('NCWEB'),
    title: text('title').notNull(),
    terminal_name: text('terminal_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('devices_account_idx').on(t.account_id)],
);

/** A one-time code sent by SMS or e-mail; only its SHA-256 is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** The phone digits or the lower-cased e-mail it went to. */
    target: text('target').notNull(),
    action: text('action').notNull(),
    code_hash: text('code_hash').notNull(),
    /** Wrong tries so far; at the limit the code is dead even for the right value. */
    attempts: integer('attempts').notNull().default(0),
    /** The session that asked for it: its resend timer is part of that session's user state. */
    session_id: uuid('session_id'),
    ip: text('ip').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_target_idx').on(t.target, t.created_at)],
);

/** Proof that a code was right, good for one call that needs it (password reset, migrate phone, sign-in). */
export const confirmations = pgTable(
  'confirmations',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    target: text('target').notNull(),
    action: text('action').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('confirmations_token_idx').on(t.token_hash),
    index('confirmations_expires_idx').on(t.expires_at).where(sql`used_at is null`),
  ],
);
