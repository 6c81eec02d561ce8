import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work to do at a time (docs/decisions/0013): renewals and rental ends now, reminders and scheduled messages later.
 * A worker claims due rows with FOR UPDATE SKIP LOCKED, so several instances share the table and a restart forgets
 * nothing; a claim is a lease, and a job whose worker died is claimed again once the lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    run_at: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    /** While running: when the claim lapses and another worker may take the job. */
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    /** One job per key (e.g. one renewal per subscription period): scheduling twice schedules once. */
    dedupe_key: text('dedupe_key').unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.run_at)],
);
