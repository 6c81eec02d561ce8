import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { sessions } from './sessions.js';

/**
 * spec 2 §4 TV-code flow: a code a TV browser shows until a signed-in viewer enters it. Only the code's SHA-256 is kept.
 * Entering it (authorised_at) and the TV taking its new session (claimed_at) each happen once: conditional updates.
 */
export const tvCodes = pgTable(
  'tv_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code_hash: text('code_hash').notNull().unique(),
    /** The TV browser's (demo) session that asked for the code and alone may take the sign-in. */
    tv_session_id: uuid('tv_session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The account that entered the code. */
    account_id: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    authorised_at: timestamp('authorised_at', { withTimezone: true }),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('tv_codes_session_idx').on(t.tv_session_id, t.created_at), index('tv_codes_expires_idx').on(t.expires_at)],
);
