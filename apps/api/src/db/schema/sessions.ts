import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    token_hash: text('token_hash').notNull().unique(),
    /** Null for a demo session. */
    account_id: uuid('account_id'),
    profile_id: uuid('profile_id'),
    state: text('state', { enum: ['normal', 'restricted'] })
      .notNull()
      .default('normal'),
    user_agent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** The country a signed-in session was last seen from (geo look-up of its address); a change is told as location_changed. */
    region: text('region'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** Until when the right PIN opens items above the active profile's default age limit (spec 1 §6); a switch clears it. */
    view_pin_until: timestamp('view_pin_until', { withTimezone: true }),
  },
  (t) => [index('sessions_account_idx').on(t.account_id), index('sessions_expires_idx').on(t.expires_at)],
);
