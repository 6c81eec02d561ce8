import { ApiError, ErrorCode } from '@efir/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { browser } from '../../test/helpers.js';
import { testConfig } from '../../test/test-config.js';
import { startThrowawayPostgres, startThrowawayRedis } from '../../test/throwaway-servers.js';
import { buildApp } from '../app.js';
import { systemClock } from '../lib/clock.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../modules/accounts/seed.js';
import type { Visitor } from '../modules/auth/test-support.js';
import { ITEMS, seedRatedItems } from '../modules/profiles/test-support.js';
import { PAYMENT_METHOD_IDS } from '../modules/purchases/service.js';
import { AGE } from '../seed/catalog/demo/reference.js';
import { databaseUnavailable } from './availability.js';
import { openDatabase } from './client.js';
import {
  accounts,
  devices,
  jobs,
  mediaItems,
  mediaPositions,
  purchaseOptions,
  purchaseOrders,
  purchasePrices,
  sessions,
} from './schema/index.js';

/**
 * The restart drill (issue 14, "Surviving faults"): the API on a PostgreSQL and a Redis of its own, under load, while
 * each is stopped and started again. Every answer during an outage is a 503 with a code or a success, nothing is lost
 * or doubled, and everything works again within 5 s of the server's return. Remove the pool's 'error' handler in
 * db/client.ts, or the ones its clients get, and node-postgres ends the process with an unhandled 'error' event: vitest
 * reports the uncaught exception and this file fails.
 */

const redisServer = await startThrowawayRedis();
const postgres = await startThrowawayPostgres().catch(async (error: unknown) => {
  await redisServer.stop();
  throw error;
});
/** What the server logged, parsed; the drill reads warnings and looks for stack traces. */
const logs: { level: number; msg: string; err?: { stack?: string }; [key: string]: unknown }[] = [];
const env = {
  REDIS_URL: redisServer.url,
  LOG_LEVEL: 'info',
  // The worker polls as in production, so the drill sees it stop and resume by itself.
  JOBS_POLL_INTERVAL_MS: '100',
  DEVICE_LIMIT: '100',
} as const;
const { email, password } = DEMO_ACCOUNTS.email;
/** Films to buy one after another through the outage, 10 ₽ each, bought for ever (EST). */
const FILMS = [9001, 9002, 9003, 9004, 9005, 9006, 9007, 9008, 9009, 9010];
const PRICE_MINOR = 1000;

/** The API on the servers, the demo viewer who buys and saves positions signed in, the films priced. */
async function setUp() {
  const database = await openDatabase({ kind: 'postgres', url: postgres.url });
  const { db } = database;
  const app = await buildApp(testConfig(env), {
    database,
    logger: { stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
  });
  try {
    await app.ready();
    await seedDemoAccounts(db, systemClock);
    await seedRatedItems(db, 'clip-drill', { free: true });
    const [viewerAccount] = await db.select().from(accounts).where(eq(accounts.email, email));
    await db.insert(mediaItems).values(
      FILMS.map((id) => ({
        id,
        type: 'film' as const,
        slug: `drill-${id}`,
        name: { rus: `Фильм ${id}` },
        short_description: { rus: '' },
        summary: { rus: '' },
        age_limit_id: AGE.six,
        category: 'movies' as const,
        usage_model: 'EST' as const,
        is_free: false,
        poster_bg_color: '#000000',
        logo: '',
        background: '',
        visit_card: '',
        screenshots: [],
        stream_id: 'clip-drill',
      })),
    );
    const offers = new Map<number, { seq_id: number; price_id: number }>();
    for (const film of FILMS) {
      const [option] = await db.insert(purchaseOptions).values({ usage_model: 'EST', media_item_id: film }).returning();
      const [price] = await db
        .insert(purchasePrices)
        .values({
          seq_id: option!.seq_id,
          duration: null,
          duration_unit: null,
          is_default: true,
          type: 'one_time',
          amount_minor: PRICE_MINOR,
        })
        .returning();
      offers.set(film, { seq_id: option!.seq_id, price_id: price!.price_id });
    }
    const buyer = browser(app, '10.14.255.1');
    await buyer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
    return { database, db, app, offers, buyer, accountId: viewerAccount!.id, balanceBefore: viewerAccount!.balance_minor };
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
}
// A file whose set-up fails runs no afterAll: the servers are stopped here then, or they would outlive the run.
const { database, db, app, offers, buyer, accountId, balanceBefore } = await setUp().catch(async (error: unknown) => {
  await redisServer.stop();
  await postgres.destroy();
  throw error;
});
const probe = new Redis(redisServer.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
// The test's own connection sees Redis go too; only the API's handling is under test.
probe.on('error', () => {});
afterAll(async () => {
  probe.disconnect();
  await app.close();
  await database.close();
  await redisServer.stop();
  await postgres.destroy();
});

/** One answer: its status (0 when no HTTP answer came at all) and error code, with when it started and ended. */
interface Outcome {
  what: string;
  status: number;
  code?: number;
  started: number;
  ended: number;
}
const outcomes: Outcome[] = [];
async function attempt<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
  const started = Date.now();
  try {
    const result = await call();
    outcomes.push({ what, status: 200, started, ended: Date.now() });
    return result;
  } catch (error) {
    const outcome: Outcome =
      error instanceof ApiError
        ? { what, status: error.status ?? 0, code: error.body?.error_code, started, ended: Date.now() }
        : { what, status: 0, started, ended: Date.now() };
    outcomes.push(outcome);
    return undefined;
  }
}

let signInIp = 0;
async function signIn(): Promise<Visitor> {
  signInIp += 1;
  const viewer = browser(app, `10.14.${Math.floor(signInIp / 250)}.${(signInIp % 250) + 1}`);
  await viewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
  return viewer;
}
const buy = (film: number, key: string) =>
  buyer.call('buy.content', {
    body: {
      ...offers.get(film)!,
      item: { item_type: 'media_item', item_id: film },
      payment_method_id: PAYMENT_METHOD_IDS.account_prepaid,
      idempotency_key: key,
    },
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `check` until it holds; answers how long that took. */
async function until(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await pause(50);
  }
  throw new Error(`not within ${limitMs} ms`);
}

const stackTraces = () => logs.filter((line) => line.level >= 50 || line.err?.stack);
const warningsSaying = (text: string) => logs.filter((line) => line.level === 40 && line.msg.includes(text));

describe('the restart drill', () => {
  it('PostgreSQL stops and starts under load: 503 with a code meanwhile, everything back within 5 s, nothing lost or doubled', async () => {
    let loading = true;
    const savedTimepoints: number[] = [];
    let lastTriedTimepoint = 0;
    const signedIn: Visitor[] = [];
    let signInsAnswered503 = 0;
    const bought: number[] = [];
    /** Buys that did not answer: retried with their key once the database is back. */
    const unanswered: { film: number; key: string }[] = [];
    const films = [...FILMS];

    const readers = [1, 2].map(async () => {
      const reader = browser(app);
      while (loading) {
        await attempt('read', () => reader.call('mediaItems.getById', { params: { id: String(ITEMS.sixPlus) } }));
        await pause(20);
      }
    });
    const positions = (async () => {
      while (loading) {
        lastTriedTimepoint += 10;
        const timepoint = lastTriedTimepoint;
        const saved = await attempt('position', () =>
          buyer.call('positions.save', { params: { media_item_id: ITEMS.sixPlus }, body: { timepoint, is_viewed: false } }),
        );
        if (saved) savedTimepoints.push(timepoint);
        await pause(30);
      }
    })();
    const signIns = (async () => {
      while (loading) {
        const viewer = await attempt('sign-in', signIn);
        if (viewer) signedIn.push(viewer);
        else signInsAnswered503 += 1;
        await pause(60);
      }
    })();
    const buys = (async () => {
      while (loading && films.length > 0) {
        const film = films.shift()!;
        const key = crypto.randomUUID();
        if (await attempt('buy', () => buy(film, key))) bought.push(film);
        else unanswered.push({ film, key });
        await pause(150);
      }
    })();

    await pause(500);
    // A transaction open while the server stops: its client is checked out of the pool, the case node-postgres ends
    // the process for when nobody listens to the client's 'error'.
    let stopped!: () => void;
    const stopping = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    const held = db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await stopping;
        await pause(100);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => 'committed',
        (error: unknown) => databaseUnavailable(error) ?? String(error),
      );

    await postgres.stop();
    const stoppedAt = Date.now();
    stopped();
    expect(await held).toMatch(/terminat|connection|shutting down/i);

    // While it is away: a 503 with the code and a Retry-After, and readiness says why.
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'failing', database: 'failing', database_error: expect.stringMatching(/ECONNREFUSED/) });
    const read = await app.inject({ method: 'GET', url: `/api/v1/media_items/${ITEMS.sixPlus}` });
    expect({ status: read.statusCode, body: read.json(), retryAfter: read.headers['retry-after'] }).toEqual({
      status: 503,
      body: { error_code: ErrorCode.DATABASE_UNAVAILABLE, description: expect.any(String) },
      retryAfter: '5',
    });
    await pause(1200);

    await postgres.start();
    const backAt = Date.now();
    const reader = browser(app);
    const recovery = await until(async () => {
      const health = await app.inject({ method: 'GET', url: '/api/health/ready' });
      if (health.statusCode !== 200) return false;
      await reader.call('mediaItems.getById', { params: { id: String(ITEMS.sixPlus) } });
      await buyer.call('positions.save', { params: { media_item_id: ITEMS.sixPlus }, body: { timepoint: 1, is_viewed: false } });
      signedIn.push(await signIn());
      return true;
    }, 5000);
    expect(recovery).toBeLessThan(5000);
    await pause(600);
    loading = false;
    await Promise.all([...readers, positions, signIns, buys]);

    // The load met the outage: answers of 503 with the code while it lasted, and nothing else went wrong.
    const duringOutage = outcomes.filter((o) => o.started >= stoppedAt && o.ended <= backAt);
    const refused = (o: Outcome) => o.status === 503 && o.code === ErrorCode.DATABASE_UNAVAILABLE;
    expect(duringOutage.filter(refused).length).toBeGreaterThan(5);
    // On a busy machine a request may still ride a connection the shutdown had not cut yet: it answers, and that is
    // no harm. What may not happen is any other failure.
    expect(duringOutage.filter((o) => o.status !== 200 && !refused(o))).toEqual([]);
    expect(outcomes.filter((o) => o.status !== 200 && (o.status !== 503 || o.code !== ErrorCode.DATABASE_UNAVAILABLE))).toEqual([]);
    expect(outcomes.filter((o) => o.started >= backAt + recovery && o.status !== 200)).toEqual([]);
    // Logged once per outage rather than a stack per request.
    expect(stackTraces()).toEqual([]);
    expect(warningsSaying('database unavailable').length).toBeGreaterThanOrEqual(1);
    expect(warningsSaying('database unavailable').length).toBeLessThanOrEqual(2);

    // A buy that did not answer, retried with its key after the return, is charged once; every film is bought once.
    for (const { film, key } of unanswered) {
      await buy(film, key);
      bought.push(film);
      // The same key again replays the answer and charges nothing more.
      await buy(film, key);
    }
    for (const film of films) {
      await buy(film, crypto.randomUUID());
      bought.push(film);
    }
    expect(bought.sort()).toEqual(FILMS);
    const orders = await db
      .select({ film: purchaseOrders.media_item_id, n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.account_id, accountId))
      .groupBy(purchaseOrders.media_item_id);
    expect(orders.map(({ film, n }) => [film, n]).sort()).toEqual(FILMS.map((film) => [film, 1]));
    const [after] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(after!.balance_minor).toBe(balanceBefore - FILMS.length * PRICE_MINOR);

    // The saved position is the last one acknowledged: the saves went on after the return.
    const [position] = await db.select().from(mediaPositions).where(eq(mediaPositions.media_item_id, ITEMS.sixPlus));
    expect(position?.timepoint).toBe(savedTimepoints.at(-1));
    expect(savedTimepoints.at(-1)).toBe(lastTriedTimepoint);

    // Every acknowledged sign-in is a live session after the return, and a refused one left nothing behind: no session,
    // no device taking a slot of the account's limit.
    for (const viewer of signedIn) expect((await viewer.call('sessions.current')).is_auth).toBe(true);
    const [{ live } = { live: 0 }] = await db
      .select({ live: count() })
      .from(sessions)
      .where(and(eq(sessions.account_id, accountId), isNull(sessions.revoked_at)));
    const [{ registered } = { registered: 0 }] = await db
      .select({ registered: count() })
      .from(devices)
      .where(eq(devices.account_id, accountId));
    expect(signInsAnswered503).toBeGreaterThan(0);
    expect({ live, registered }).toEqual({ live: signedIn.length + 1, registered: signedIn.length + 1 });

    // The job worker stopped with one warning, said once that it runs again, and runs a job due now.
    expect(warningsSaying('job worker failed').length).toBe(1);
    await until(async () => warningsSaying('job worker runs again').length === 1, 5000);
    await db.insert(jobs).values({ kind: 'idempotency.purge', payload: {}, run_at: new Date(), dedupe_key: 'drill' });
    await until(async () => (await db.select().from(jobs).where(eq(jobs.dedupe_key, 'drill')))[0]?.status === 'done', 5000);
  });

  it('Redis stops and starts: rate limits count in process meanwhile with one warning, then in Redis again', async () => {
    await probe.connect();
    const rateKeys = async () => (await probe.keys('efir:rl:*')).length;
    await signIn();
    expect(await rateKeys()).toBeGreaterThan(0);

    await redisServer.stop();
    const warningsBefore = warningsSaying('Redis is unavailable').length;
    for (let i = 0; i < 8; i += 1) await signIn();
    expect(await app.inject({ method: 'GET', url: '/api/health/ready' }).then((r) => [r.statusCode, r.json().redis])).toEqual([
      200,
      'failing',
    ]);
    expect(warningsSaying('Redis is unavailable').length - warningsBefore).toBe(1);

    await redisServer.start();
    const back = await until(async () => {
      await signIn();
      return (await rateKeys()) > 0;
    }, 5000);
    expect(back).toBeLessThan(5000);
    expect(logs.filter((line) => line.msg.includes('Redis is back')).length).toBe(1);
    expect(stackTraces()).toEqual([]);
  });

  it('Redis away when the API starts: the API starts, limits count in process, and Redis is used once it comes', async () => {
    const late = await startThrowawayRedis();
    await late.stop();
    const lines: { level: number; msg: string }[] = [];
    const second = await buildApp(testConfig({ ...env, REDIS_URL: late.url, JOBS_POLL_INTERVAL_MS: '0' }), {
      database,
      logger: { stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    try {
      await second.ready();
      const viewer = browser(second, '10.15.0.1');
      await viewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
      expect(lines.filter((line) => line.level === 40 && line.msg.includes('Redis is unavailable')).length).toBe(1);

      await late.start();
      const lateProbe = new Redis(late.url, { maxRetriesPerRequest: 0 });
      lateProbe.on('error', () => {});
      try {
        await until(async () => {
          await browser(second, '10.15.0.2').call('auth.sessionCreate', {
            body: { login: email, login_mode: 'authorize', login_type: 'email', password },
          });
          return (await lateProbe.keys('efir:rl:*')).length > 0;
        }, 5000);
      } finally {
        lateProbe.disconnect();
      }
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await second.close();
      await late.stop();
    }
  });
});
