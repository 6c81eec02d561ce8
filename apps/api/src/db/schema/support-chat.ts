import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { profiles } from './profiles.js';
import { sessions } from './sessions.js';

/**
 * A viewer's conversation with support on one brand (spec 1 §1, §7): a signed-in viewer's belongs to the account, a
 * visitor's to the session that wrote it (until that visitor signs in, see docs/decisions/0020).
 */
export const supportChats = pgTable(
  'support_chats',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    account_id: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The visitor's session that started it; kept after sign-in, for the operator's history. */
    session_id: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** The profile the account last wrote from. */
    profile_id: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** The viewer wrote last and it is open: the operator's queue puts it first. */
    awaiting_reply: boolean('awaiting_reply').notNull().default(true),
    /** The newest operator message the viewer has read (0: none). */
    viewer_read_id: integer('viewer_read_id').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('support_chats_account_idx').on(t.account_id, t.brand),
    index('support_chats_session_idx').on(t.session_id, t.brand),
    // One open conversation per viewer and brand, however many messages race to start it.
    uniqueIndex('support_chats_open_account_idx').on(t.account_id, t.brand).where(sql`status = 'open' and account_id is not null`),
    uniqueIndex('support_chats_open_session_idx').on(t.session_id, t.brand).where(sql`status = 'open' and account_id is null`),
    index('support_chats_queue_idx').on(t.status, t.awaiting_reply, t.last_message_at),
  ],
);

export const supportChatMessages = pgTable(
  'support_chat_messages',
  {
    id: serial('id').primaryKey(),
    chat_id: integer('chat_id')
      .notNull()
      .references(() => supportChats.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['viewer', 'operator'] }).notNull(),
    text: text('text').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_chat_messages_chat_idx').on(t.chat_id, t.id)],
);
