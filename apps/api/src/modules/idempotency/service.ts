import { createHash } from 'node:crypto';
import { ErrorCode } from '@efir/contract';
import { databaseUnavailable } from '../../db/availability.js';
import { Problem } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import type { IdempotencyRepo } from './repo.js';

/** An answer is replayed for a day after it was first given (docs/decisions/0014). */
export const IDEMPOTENCY_REPLAY_MS = 24 * 3600_000;
/** A request holding its key this long is taken to have died; a retry then takes the key over and resumes. */
export const IDEMPOTENCY_LEASE_MS = 60_000;

/** JSON with keys sorted, so equal bodies hash equally whatever their order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export interface KeyedRequest {
  accountId: string;
  key: string;
  /** The endpoint's name: a key is one request, never two operations. */
  operation: string;
  /** The body without its key. */
  body: unknown;
}

/**
 * Every money write runs through `once` with the viewer's idempotency key: the first request runs; the same key and
 * body again within 24 h gets the first answer; another body is refused (1000407); a key still in progress answers 409
 * (1000408). A refusal (a Problem) gives the key back, as the refusal wrote nothing. The work must be resumable by the
 * key, since a request that died mid-way is taken over by the next one with its key.
 */
export function idempotencyService(repo: IdempotencyRepo, clock: Clock) {
  /**
   * Leases this process holds for requests that died because the database went away (their key could not be given
   * back): a retry here takes such a key over at once instead of answering 1000408 for the rest of the minute.
   */
  const dead = new Map<string, Date>();
  return {
    async once<T>(request: KeyedRequest, work: () => Promise<T>): Promise<T> {
      const { accountId, key } = request;
      const slot = `${accountId}\n${key}`;
      const hash = createHash('sha256')
        .update(`${request.operation}\n${canonical(request.body)}`)
        .digest('hex');
      const now = clock.now();
      const lease = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
      let taken = await repo.take(accountId, key, hash, now, lease);
      if (!taken) {
        const row = await repo.find(accountId, key);
        if (row && row.created_at.getTime() + IDEMPOTENCY_REPLAY_MS <= now.getTime()) {
          await repo.forget(accountId, key, row.created_at);
          taken = await repo.take(accountId, key, hash, now, lease);
        } else if (row) {
          if (row.request_hash !== hash)
            throw new Problem(422, ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This idempotency key was used for another request');
          if (row.state === 'done') return row.response as T;
          // Our own dead request's lease ends when we say: the row still holding exactly it is free to take.
          const ours = dead.get(slot);
          taken = await repo.takeOver(accountId, key, ours && ours > now ? ours : now, lease);
        } else {
          taken = await repo.take(accountId, key, hash, now, lease);
        }
      }
      if (taken) dead.delete(slot);
      if (!taken) throw new Problem(409, ErrorCode.IDEMPOTENCY_IN_PROGRESS, 'A request with this idempotency key is still in progress');
      try {
        const result = await work();
        await repo.done(accountId, key, result);
        return result;
      } catch (error) {
        if (error instanceof Problem) await repo.release(accountId, key);
        else if (databaseUnavailable(error)) dead.set(slot, lease);
        throw error;
      }
    },

    purge: () => repo.purgeBefore(new Date(clock.now().getTime() - IDEMPOTENCY_REPLAY_MS)),
  };
}

export type IdempotencyService = ReturnType<typeof idempotencyService>;
