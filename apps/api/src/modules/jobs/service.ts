import { databaseUnavailable } from '../../db/availability.js';
import type { Clock } from '../../lib/clock.js';
import type { Tx } from '../entitlements/repo.js';
import type { JobRow, JobsRepo, NewJob } from './repo.js';

/** A job's handler; throwing retries the job later (with backoff) until its attempts run out. */
export type JobHandler = (payload: Record<string, unknown>, job: Pick<JobRow, 'id' | 'attempts'>) => Promise<void>;

/** How long a claim holds: a handler still running after this is taken to have died with its worker. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3600_000;
/** Finished jobs are kept this long (their dedupe keys with them), then deleted. */
const KEEP_FINISHED_MS = 30 * 24 * 3600_000;

export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

/**
 * Durable scheduled work (docs/decisions/0013). Domains register a handler per kind and enqueue jobs, inside their own
 * transaction when the job belongs to a write; a worker per instance polls for due jobs. Handlers must be safe to run
 * twice: a worker that dies after the work but before marking it done leaves it to run again.
 */
export function jobsService(repo: JobsRepo, clock: Clock, warn: (fields: Record<string, unknown>, message: string) => void) {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  /** Jobs this worker holds whose outcome could not be written because the database went away; given back first thing. */
  const stranded = new Map<number, Date | null>();
  /** Why the last pass failed, while passes keep failing: one warning when that starts, one when it ends. */
  let failing: string | undefined;

  async function run(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(job.payload, job);
      await repo.finish(job.id, clock.now());
    } catch (error) {
      if (databaseUnavailable(error)) {
        // Not the job's fault: it is given back untried (handlers are safe to run twice) instead of waiting out its lease.
        stranded.set(job.id, job.locked_until);
        throw error;
      }
      const message = error instanceof Error ? error.message : String(error);
      const now = clock.now();
      const retryAt = job.attempts < job.max_attempts ? new Date(now.getTime() + retryDelayMs(job.attempts)) : null;
      warn(
        { job: job.id, kind: job.kind, attempts: job.attempts, err: message },
        retryAt ? 'job failed; retrying later' : 'job failed for good',
      );
      try {
        await repo.fail(job.id, message, now, retryAt);
      } catch (failure) {
        if (databaseUnavailable(failure)) stranded.set(job.id, job.locked_until);
        throw failure;
      }
    }
  }

  /** Runs every job due now, batch by batch; answers how many ran. */
  async function drain(): Promise<number> {
    for (const [id, lease] of stranded) {
      await repo.giveBack(id, lease);
      stranded.delete(id);
    }
    let ran = 0;
    for (;;) {
      const now = clock.now();
      const batch = await repo.claim(now, new Date(now.getTime() + LEASE_MS), BATCH);
      for (const [index, job] of batch.entries()) {
        try {
          await run(job);
        } catch (error) {
          // The pass ends here; the rest of the batch it claimed goes back too rather than sit out its lease.
          if (databaseUnavailable(error)) for (const rest of batch.slice(index + 1)) stranded.set(rest.id, rest.locked_until);
          throw error;
        }
      }
      ran += batch.length;
      if (batch.length < BATCH) break;
    }
    await repo.purgeFinished(new Date(clock.now().getTime() - KEEP_FINISHED_MS));
    return ran;
  }

  /** One pass at a time per instance: a pass still running when the next tick comes is not doubled. */
  function runDue(): Promise<number> {
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  function register(kind: string, handler: JobHandler): void {
    if (handlers.has(kind)) throw new Error(`a handler for ${kind} is registered already`);
    handlers.set(kind, handler);
  }

  return {
    register,
    enqueue: (job: NewJob, tx?: Tx) => repo.enqueue(job, tx),
    cancel: (dedupeKey: string, tx?: Tx) => repo.cancel(dedupeKey, tx),
    /**
     * Work done every `intervalMs` by one instance at a time (purges, reconciliation): each run schedules the next slot,
     * and a slot's job is scheduled once whichever instance starts first.
     */
    async every(kind: string, intervalMs: number, work: () => Promise<void>): Promise<void> {
      const slotOf = (time: number) => Math.floor(time / intervalMs) * intervalMs;
      const schedule = (at: number) =>
        repo.enqueue({ kind, payload: {}, runAt: new Date(at), dedupeKey: `${kind}@${new Date(at).toISOString()}` });
      register(kind, async () => {
        await work();
        await schedule(slotOf(clock.now().getTime()) + intervalMs);
      });
      await schedule(slotOf(clock.now().getTime()));
    },
    runDue,
    start(intervalMs: number): void {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        runDue().then(
          () => {
            if (failing === undefined) return;
            warn({ after: failing }, 'the job worker runs again');
            failing = undefined;
          },
          (error: unknown) => {
            const reason = databaseUnavailable(error) ?? (error instanceof Error ? error.message : String(error));
            if (failing === undefined) warn({ err: reason }, 'the job worker failed a pass; it tries again every tick');
            failing = reason;
          },
        );
      }, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type JobsService = ReturnType<typeof jobsService>;
