import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { channels } from './catalog-tv.js';

/** spec 1 §3 Profile: one master per account, and additional ones it manages. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['master', 'additional'] }).notNull(),
    icon_id: integer('icon_id').notNull(),
    /** Ids of `age_limits`; above the default the PIN is asked, above the maximum nothing is shown. */
    default_age_limit_id: integer('default_age_limit_id').notNull(),
    max_age_limit_id: integer('max_age_limit_id').notNull(),
    is_erotic_allowed: boolean('is_erotic_allowed').notNull().default(false),
    is_notifications_allowed: boolean('is_notifications_allowed').notNull().default(true),
    is_purchase_pin_required: boolean('is_purchase_pin_required').notNull().default(false),
    /** HH:mm in the account's time zone; both null = any time. */
    allowed_from: text('allowed_from'),
    allowed_to: text('allowed_to'),
    /** Seconds a day; null = no daily limit. */
    max_view_time: integer('max_view_time'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_account_idx').on(t.account_id),
    uniqueIndex('profiles_one_master_idx').on(t.account_id).where(sql`type = 'master'`),
  ],
);

/** The account's PIN (spec 1 §5): null hash = the default 0000; wrong tries lock checks for a while. */
export const profilePins = pgTable('profile_pins', {
  account_id: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** scrypt, as passwords. */
  pin_hash: text('pin_hash'),
  failed_attempts: integer('failed_attempts').notNull().default(0),
  locked_until: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The channels a profile does not see (spec 1 §2 /my/profiles/{id}/channels, chosen by the main profile). Hidden ones
 * are stored rather than shown ones, so a profile sees every channel by default, new ones included.
 */
export const profileHiddenChannels = pgTable(
  'profile_hidden_channels',
  {
    profile_id: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    channel_id: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.profile_id, t.channel_id] })],
);
