import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { epgPrograms } from './catalog-tv.js';
import { profiles } from './profiles.js';

/**
 * Reminders of live-TV programmes (issue 16), one per profile and programme. The programme is named by its channel and
 * guide id, the key a re-import keeps: the reference follows the guide (a move that renames the programme renames it
 * here, a programme removed from the guide takes its reminders with it), and the due time is the programme's start.
 */
export const reminders = pgTable(
  'reminders',
  {
    profile_id: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channel_id: integer('channel_id').notNull(),
    original_id: text('original_id').notNull(),
    /** The start its due job was scheduled for: a programme whose start differs has moved and is scheduled again. */
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The viewer's language when setting it: the notification is written in it. */
    language: text('language').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.profile_id, t.channel_id, t.original_id] }),
    foreignKey({ columns: [t.channel_id, t.original_id], foreignColumns: [epgPrograms.channel_id, epgPrograms.original_id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('reminders_programme_idx').on(t.channel_id, t.original_id),
  ],
);
