import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { mediaItems } from './catalog-media.js';
import { sessions } from './sessions.js';

/**
 * spec 2 §3 Media position, per viewer: `owner` is `account:<id>` for a signed-in viewer, so every device
 * resumes at the same place, or `session:<id>` for a visitor's demo session (profiles will add `profile:<id>`).
 */
export const mediaPositions = pgTable(
  'media_positions',
  {
    owner: text('owner').notNull(),
    media_item_id: integer('media_item_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    timepoint: integer('timepoint').notNull(),
    is_viewed: boolean('is_viewed').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.media_item_id] }), index('media_positions_recent_idx').on(t.owner, t.updated_at)],
);

/**
 * Viewed time as reported by players (spec 2 §7), one row per report: sums over any day boundary (the
 * viewer's time zone) serve the view-time limits of spec 1 §3 and spec 2 §6.
 */
export const viewedTime = pgTable(
  'viewed_time',
  {
    id: serial('id').primaryKey(),
    account_id: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    session_id: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The profile active when it was watched: view-time limits are per profile. */
    profile_id: uuid('profile_id'),
    seconds: integer('seconds').notNull(),
    reported_at: timestamp('reported_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('viewed_time_account_idx').on(t.account_id, t.reported_at),
    index('viewed_time_profile_idx').on(t.profile_id, t.reported_at),
  ],
);
