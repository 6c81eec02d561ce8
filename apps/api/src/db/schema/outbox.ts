import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What the dev SMS and e-mail providers "sent"; read at GET /api/dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);
