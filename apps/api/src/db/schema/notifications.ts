import {
  ACCOUNT_EVENT_CODES,
  MESSAGE_EVENT_CODES,
  NOTIFICATION_EVENT_TYPES,
  type NotificationDisplay,
  type NotificationItem,
} from '@efir/contract';
import { bigint, bigserial, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { profiles } from './profiles.js';

/** An operator's message to one account (and, when it names one, one profile of it), with its statuses (spec 1 §7). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profile_id: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    event_type: text('event_type', { enum: NOTIFICATION_EVENT_TYPES }).notNull(),
    event_code: text('event_code', { enum: MESSAGE_EVENT_CODES }).notNull(),
    display: jsonb('display').$type<NotificationDisplay>(),
    item: jsonb('item').$type<NotificationItem>(),
    /** An iframe message's page and its title (spec 2 §3 src, title). */
    src: text('src'),
    title: text('title'),
    /** An item_recommendations message's media view, whose row its modal shows; null is item-recommendations (spec 2 §3). */
    media_view_alias: text('media_view_alias'),
    /** spec 2 §3 ab_test: an A/B test's message, whose recommendations modal does not close on its own (§4). */
    ab_test: boolean('ab_test').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    shown_at: timestamp('shown_at', { withTimezone: true }),
    clicked_at: timestamp('clicked_at', { withTimezone: true }),
  },
  (t) => [index('messages_account_idx').on(t.account_id, t.created_at)],
);

/** What the live push carries: spec 1 §4 account events and the operator's messages. */
export const ACCOUNT_EVENT_TYPES = [...ACCOUNT_EVENT_CODES, 'message'] as const;

/**
 * Every account's events in the order they committed: `seq` counts per account without gaps (the counter row below is
 * taken in the writing transaction, so one account's events commit one after another). The stream's event id is
 * `seq`, so a reconnect with Last-Event-ID gets exactly what it missed.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type', { enum: ACCOUNT_EVENT_TYPES }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    message_id: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('account_events_seq_idx').on(t.account_id, t.seq)],
);

/** The last `seq` given per account. */
export const accountEventCounters = pgTable('account_event_counters', {
  account_id: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  last_seq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/** One recipient's answers to a poll (spec 2 §7 finish poll): one row per message, so each answers once. */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    message_id: uuid('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    poll_id: uuid('poll_id').notNull(),
    /** The answer index chosen for each question, in order. */
    answers: jsonb('answers').$type<number[]>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('poll_answers_poll_idx').on(t.poll_id)],
);
