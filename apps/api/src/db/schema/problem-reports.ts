import type { ProblemReportReason } from '@efir/contract';
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { sessions } from './sessions.js';

/** Problem reports from the player's settings panel (spec 2 §5), kept for the operator's support team. */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: serial('id').primaryKey(),
    reasons: text('reasons').array().$type<ProblemReportReason[]>().notNull(),
    content_id: integer('content_id').notNull(),
    content_type: text('content_type').notNull(),
    position: integer('position').notNull(),
    playback_session_id: text('playback_session_id').notNull(),
    url: text('url').notNull(),
    user_agent: text('user_agent').notNull(),
    account_id: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    session_id: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('problem_reports_created_idx').on(t.created_at)],
);
