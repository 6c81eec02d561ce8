import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * An account's money write by its idempotency key (docs/decisions/0014): the request's hash, and once it has answered,
 * the answer to replay for 24 hours. A key in progress is leased, so a crashed request's key is taken over later.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The operation and its body, hashed: the same key with another body is refused. */
    request_hash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_progress', 'done'] }).notNull(),
    response: jsonb('response'),
    locked_until: timestamp('locked_until', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.key] })],
);
