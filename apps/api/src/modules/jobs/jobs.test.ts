import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testClock } from '../../../test/helpers.js';
import { jobs } from '../../db/schema/index.js';
import { jobsRepo } from './repo.js';
import { jobsService, retryDelayMs } from './service.js';

const database = await openTestDatabase();
afterAll(() => database.close());
const db = database.db;
const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const MINUTE = 60_000;
/** One instance's worker over the shared table. */
const worker = () => jobsService(jobsRepo(db), clock, () => {});
const rowOf = async (kind: string) => (await db.select().from(jobs).where(eq(jobs.kind, kind)))[0]!;

describe('durable scheduled work (docs/decisions/0013)', () => {
  it('a job runs once its time comes, not before, with its payload', async () => {
    const service = worker();
    const seen: unknown[] = [];
    service.register('test.later', async (payload) => {
      seen.push(payload);
    });
    await service.enqueue({ kind: 'test.later', payload: { n: 1 }, runAt: new Date(clock.now().getTime() + 10 * MINUTE) });
    expect(await service.runDue()).toBe(0);
    clock.advance(10 * MINUTE);
    expect(await service.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await service.runDue()).toBe(0);
    expect((await rowOf('test.later')).status).toBe('done');
  });

  it('a failing job is tried again later, with a growing delay, and fails for good after its last attempt', async () => {
    const service = worker();
    let tries = 0;
    service.register('test.flaky', async () => {
      tries += 1;
      throw new Error('acquirer down');
    });
    await service.enqueue({ kind: 'test.flaky', payload: {}, runAt: clock.now(), maxAttempts: 3 });
    await service.runDue();
    expect(await rowOf('test.flaky')).toMatchObject({ status: 'queued', attempts: 1, last_error: 'acquirer down' });
    clock.advance(retryDelayMs(1) - 1);
    await service.runDue();
    expect(tries).toBe(1);
    clock.advance(1);
    await service.runDue();
    clock.advance(retryDelayMs(2));
    await service.runDue();
    expect(tries).toBe(3);
    expect(await rowOf('test.flaky')).toMatchObject({ status: 'failed', attempts: 3 });
    clock.advance(retryDelayMs(3));
    await service.runDue();
    expect(tries).toBe(3);
  });

  it('scheduling the same key twice schedules once; a job enqueued in a rolled-back transaction never runs', async () => {
    const service = worker();
    let runs = 0;
    service.register('test.once', async () => {
      runs += 1;
    });
    const job = { kind: 'test.once', payload: {}, runAt: clock.now(), dedupeKey: 'renew:1:2026-12-22' };
    await service.enqueue(job);
    await service.enqueue(job);
    await db
      .transaction(async (tx) => {
        await service.enqueue({ ...job, dedupeKey: 'rolled-back' }, tx);
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    await service.runDue();
    expect(runs).toBe(1);
    expect(await db.select().from(jobs).where(eq(jobs.dedupe_key, 'rolled-back'))).toEqual([]);
  });

  it('a job whose worker died is taken by another instance once the lease lapses; workers side by side run each job once', async () => {
    const dying = worker();
    dying.register('test.lease', () => new Promise(() => {}));
    await dying.enqueue({ kind: 'test.lease', payload: {}, runAt: clock.now() });
    void dying.runDue();
    await expect.poll(async () => (await rowOf('test.lease')).status).toBe('running');

    const counts = new Map<number, number>();
    const next = [worker(), worker(), worker()];
    for (const service of next) {
      service.register('test.lease', async (_payload, job) => {
        counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
      });
      service.register('test.many', async (_payload, job) => {
        counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
      });
    }
    for (let n = 0; n < 30; n += 1) await next[0]!.enqueue({ kind: 'test.many', payload: { n }, runAt: clock.now() });
    await Promise.all(next.map((service) => service.runDue()));
    expect((await rowOf('test.lease')).status).toBe('running');
    clock.advance(5 * MINUTE);
    await Promise.all(next.map((service) => service.runDue()));
    expect((await rowOf('test.lease')).status).toBe('done');
    expect(counts.size).toBe(31);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('work done every day runs once a day, however many instances start', async () => {
    clock.set(new Date('2026-11-24T00:00:00Z'));
    let runs = 0;
    const instances = [worker(), worker()];
    for (const service of instances)
      await service.every('test.daily', 24 * 60 * MINUTE, async () => {
        runs += 1;
      });
    await Promise.all(instances.map((service) => service.runDue()));
    expect(runs).toBe(1);
    clock.advance(12 * 60 * MINUTE);
    await Promise.all(instances.map((service) => service.runDue()));
    expect(runs).toBe(1);
    clock.advance(12 * 60 * MINUTE);
    await Promise.all(instances.map((service) => service.runDue()));
    expect(runs).toBe(2);
  });

  it('a job cut short by the database going away is given back at the next pass, that try not counted', async () => {
    const service = worker();
    let tries = 0;
    service.register('test.outage', async () => {
      tries += 1;
      if (tries === 1) {
        // What node-postgres raises for a query whose server is shutting down (a restart, a failover).
        const error = new pg.DatabaseError('terminating connection due to administrator command', 0, 'error');
        error.code = '57P01';
        throw error;
      }
    });
    await service.enqueue({ kind: 'test.outage', payload: {}, runAt: clock.now(), maxAttempts: 1 });
    await expect(service.runDue()).rejects.toThrow('administrator command');
    expect(await rowOf('test.outage')).toMatchObject({ status: 'running', attempts: 1 });
    // Not after its five-minute lease: at once, and with its one attempt still to make.
    await service.runDue();
    expect(tries).toBe(2);
    expect(await rowOf('test.outage')).toMatchObject({ status: 'done', attempts: 1 });
  });
});
