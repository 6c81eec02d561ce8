import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** Scheduling the same key again schedules nothing. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export function jobsRepo(db: Db) {
  return {
    /** Inside the caller's transaction when given, so a job and what made it due commit together. */
    async enqueue(job: NewJob, tx: Tx | Db = db): Promise<void> {
      await tx
        .insert(jobs)
        .values({
          kind: job.kind,
          payload: job.payload,
          run_at: job.runAt,
          dedupe_key: job.dedupeKey ?? null,
          max_attempts: job.maxAttempts ?? 5,
        })
        .onConflictDoNothing({ target: jobs.dedupe_key });
    },

    /** Drops a job not run yet (its key freed for a new one), in the caller's transaction when given. */
    async cancel(dedupeKey: string, tx: Tx | Db = db): Promise<void> {
      await tx.delete(jobs).where(and(eq(jobs.dedupe_key, dedupeKey), eq(jobs.status, 'queued')));
    },
    /**
     * Takes up to `limit` due jobs — queued ones whose time has come, and running ones whose worker's lease lapsed —
     * skipping rows another worker holds, and leases them until `leaseUntil`.
     */
    async claim(now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
      const due = sql`select ${jobs.id} from ${jobs}
        where (${jobs.status} = 'queued' and ${jobs.run_at} <= ${now})
           or (${jobs.status} = 'running' and ${jobs.locked_until} <= ${now})
        order by ${jobs.run_at}, ${jobs.id}
        limit ${limit}
        for update skip locked`;
      return db
        .update(jobs)
        .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, locked_until: leaseUntil })
        .where(sql`${jobs.id} in (${due})`)
        .returning();
    },

    async finish(id: number, now: Date): Promise<void> {
      await db.update(jobs).set({ status: 'done', locked_until: null, finished_at: now }).where(eq(jobs.id, id));
    },

    /** A failed try: again at `retryAt`, or for good when there is none. */
    async fail(id: number, error: string, now: Date, retryAt: Date | null): Promise<void> {
      await db
        .update(jobs)
        .set(
          retryAt
            ? { status: 'queued', run_at: retryAt, locked_until: null, last_error: error }
            : { status: 'failed', locked_until: null, last_error: error, finished_at: now },
        )
        .where(eq(jobs.id, id));
    },

    /**
     * A job whose try was cut short by the database going away: due again at once, that try not counted — unless its
     * lease (`lease`, as this worker took it) has passed to another worker meanwhile.
     */
    async giveBack(id: number, lease: Date | null): Promise<void> {
      await db
        .update(jobs)
        .set({ status: 'queued', attempts: sql`greatest(${jobs.attempts} - 1, 0)`, locked_until: null })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), lease ? eq(jobs.locked_until, lease) : undefined));
    },

    async purgeFinished(before: Date): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.status, 'done'), lte(jobs.finished_at, before)));
    },
  };
}

export type JobsRepo = ReturnType<typeof jobsRepo>;
