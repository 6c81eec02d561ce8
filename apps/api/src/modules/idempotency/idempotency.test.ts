import { ErrorCode } from '@efir/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testClock } from '../../../test/helpers.js';
import { accounts, idempotencyKeys } from '../../db/schema/index.js';
import { Problem } from '../../http/problem.js';
import { idempotencyRepo } from './repo.js';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_REPLAY_MS, idempotencyService } from './service.js';

const database = await openTestDatabase();
afterAll(() => database.close());
const db = database.db;
const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const keys = idempotencyService(idempotencyRepo(db), clock);
const [account] = await db.insert(accounts).values({ phone: '79995550101' }).returning({ id: accounts.id });
const accountId = account!.id;
const freshKey = () => `key-${crypto.randomUUID()}`;
const buy = (key: string, body: unknown = { seq_id: 1 }) => ({ accountId, key, operation: 'buy.content', body });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: number }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Problem);
  return { status: (error as Problem).status, code: (error as Problem).errorCode };
}

describe('idempotency keys (docs/decisions/0014)', () => {
  it('the same key and body within 24 h replay the first answer without running again; later the key is new', async () => {
    const key = freshKey();
    let runs = 0;
    const work = async () => {
      runs += 1;
      return { order: runs };
    };
    expect(await keys.once(buy(key), work)).toEqual({ order: 1 });
    clock.advance(IDEMPOTENCY_REPLAY_MS - 1);
    expect(await keys.once(buy(key, { seq_id: 1 }), work)).toEqual({ order: 1 });
    clock.advance(1);
    expect(await keys.once(buy(key), work)).toEqual({ order: 2 });
  });

  it('the same key with another body or for another operation is refused with 1000407', async () => {
    const key = freshKey();
    await keys.once(buy(key), async () => 'first');
    expect(await refusal(keys.once(buy(key, { seq_id: 2 }), async () => 'second'))).toEqual({
      status: 422,
      code: ErrorCode.IDEMPOTENCY_KEY_REUSED,
    });
    expect(await refusal(keys.once({ ...buy(key), operation: 'account.refill' }, async () => 'third'))).toEqual({
      status: 422,
      code: ErrorCode.IDEMPOTENCY_KEY_REUSED,
    });
  });

  it('100 requests at once with one key run the work once; the others answer 409 or the first answer', async () => {
    const key = freshKey();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 'paid';
    };
    const answers = await Promise.allSettled(Array.from({ length: 100 }, () => keys.once(buy(key), work)));
    expect(runs).toBe(1);
    for (const answer of answers) {
      if (answer.status === 'fulfilled') expect(answer.value).toBe('paid');
      else expect((answer.reason as Problem).errorCode).toBe(ErrorCode.IDEMPOTENCY_IN_PROGRESS);
    }
  });

  it('a key whose request died is taken over once its lease lapses, and the work resumes', async () => {
    const key = freshKey();
    await keys
      .once(buy(key), async () => {
        throw new Error('the process died');
      })
      .catch(() => undefined);
    expect(await refusal(keys.once(buy(key), async () => 'resumed'))).toEqual({ status: 409, code: ErrorCode.IDEMPOTENCY_IN_PROGRESS });
    clock.advance(IDEMPOTENCY_LEASE_MS);
    expect(await keys.once(buy(key), async () => 'resumed')).toBe('resumed');
  });

  it('a refusal keeps nothing: the key is free again', async () => {
    const key = freshKey();
    await keys
      .once(buy(key), async () => {
        throw new Problem(402, ErrorCode.INSUFFICIENT_FUNDS, 'short');
      })
      .catch(() => undefined);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    expect(await keys.once(buy(key, { seq_id: 9 }), async () => 'paid')).toBe('paid');
  });

  it('a request that died because the database went away leaves its key to the retry at once, which does the work once', async () => {
    const key = freshKey();
    let runs = 0;
    const work = async () => {
      runs += 1;
      if (runs === 1) {
        const error = new pg.DatabaseError('terminating connection due to administrator command', 0, 'error');
        error.code = '57P01';
        throw error;
      }
      return { order: runs };
    };
    await expect(keys.once(buy(key), work)).rejects.toThrow('administrator command');
    // Its key stays taken in the table (the database was away), but this process knows that request is over.
    expect((await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0]?.state).toBe('in_progress');
    expect(await keys.once(buy(key), work)).toEqual({ order: 2 });
    expect(await keys.once(buy(key), work)).toEqual({ order: 2 });
    expect(runs).toBe(2);
  });
});
