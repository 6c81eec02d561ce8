import { ErrorCode, PROMO_DAILY_ATTEMPTS } from '@efir/contract';
import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { accountEntitlements, promoCodeActivations, promoCodeAttempts, promoCodes } from '../../db/schema/index.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { registerByPhone } from '../profiles/test-support.js';
import { DEMO_PROMO_CODES, seedDemoPromoCodes } from './seed.js';
import { PROMO_IP_HOURLY_LIMIT } from './service.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { app, database } = await createTestApp({ clock });
const db = database.db;
const DAY_MS = 24 * 3600 * 1000;

let nextIp = 1;
/** A signed-in viewer on an address of its own, so the per-address limit of one test does not reach another. */
async function signedIn(ip = `10.1.0.${nextIp++}`): Promise<Visitor> {
  const viewer = browser(app, ip);
  await registerByPhone(viewer);
  return viewer;
}

/** The same account seen from another address (its session cookie copied). */
function from(viewer: Visitor, ip: string): Visitor {
  const other = browser(app, ip);
  for (const [name, value] of viewer.cookies) other.cookies.set(name, value);
  return other;
}

let nextCode = 1;
async function code(values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: `TEST-${nextCode++}`,
      service_id: 901,
      grant_days: 30,
      message: { rus: 'Подписка подключена', eng: 'Subscription is on' },
      valid_from: new Date('2026-01-01T00:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

const send = (viewer: Visitor, value: string) => viewer.call('promocodes.send', { body: { code: value } });
const activationsOf = async (id: number) =>
  (await db.select({ n: count() }).from(promoCodeActivations).where(eq(promoCodeActivations.promo_code_id, id)))[0]!.n;
const entitlementsOf = (serviceId: number) => db.select().from(accountEntitlements).where(eq(accountEntitlements.service_id, serviceId));

describe('activating a promo code (spec 2 §4, §7 promo code send)', () => {
  it('grants the service for its days and answers with a 5-second panel; the code is case-insensitive and trimmed', async () => {
    const viewer = await signedIn();
    const row = await code({ service_id: 911 });
    const answer = await send(viewer, `  ${row.code.toLowerCase()} `);
    expect(answer).toEqual({
      notification: {
        event_code: 'promocode_activated',
        event_type: 'display',
        display: {
          display_type: 'panel',
          message: 'Подписка подключена',
          submessage: 'Доступ открыт до 22 декабря 2026 г. в 15:00',
          duration: 5,
        },
      },
      items: [],
    });
    const [granted] = await entitlementsOf(911);
    expect(granted).toMatchObject({ source: 'promo_code', source_id: String(row.id), starts_at: clock.now() });
    expect(granted!.ends_at!.getTime() - granted!.starts_at.getTime()).toBe(30 * DAY_MS);
    expect((await db.select().from(promoCodes).where(eq(promoCodes.id, row.id)))[0]!.activations).toBe(1);
  });

  it('a second grant of the same service starts when the first ends', async () => {
    const viewer = await signedIn();
    const first = await code({ service_id: 912, grant_days: 10 });
    const second = await code({ service_id: 912, grant_days: 5 });
    await send(viewer, first.code);
    await send(viewer, second.code);
    const rows = (await entitlementsOf(912)).sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
    expect(rows.map((row) => (row.ends_at!.getTime() - clock.now().getTime()) / DAY_MS)).toEqual([10, 15]);
  });

  it('a joint-viewing code answers with its target; the answer is in the viewer’s language', async () => {
    const viewer = await signedIn();
    viewer.cookies.set('lang', 'eng');
    const row = await code({ service_id: null, grant_days: null, target_url: '/movies/some-film' });
    expect((await send(viewer, row.code)).notification.display).toEqual({
      display_type: 'panel',
      message: 'Subscription is on',
      duration: 5,
      target: { type: 'screen', title: 'Watch', url: '/movies/some-film' },
    });
  });

  it('an unknown code is refused with 1000301, and so is one whose campaign has not begun', async () => {
    const viewer = await signedIn();
    const body = await expectProblem(send(viewer, 'NO-SUCH-CODE'), 404, ErrorCode.PROMO_CODE_UNKNOWN);
    expect(body.description).toBe('Такого промокода нет');
    const later = await code({ valid_from: new Date(clock.now().getTime() + DAY_MS) });
    await expectProblem(send(viewer, later.code), 404, ErrorCode.PROMO_CODE_UNKNOWN);
    expect(await activationsOf(later.id)).toBe(0);
  });

  it('an expired code is refused with 1000302 and grants nothing', async () => {
    const viewer = await signedIn();
    const row = await code({ service_id: 913, valid_until: new Date(clock.now().getTime() - 1000) });
    await expectProblem(send(viewer, row.code), 410, ErrorCode.PROMO_CODE_EXPIRED);
    expect(await entitlementsOf(913)).toEqual([]);
  });

  it('works once per account: the second activation is 1000303 and grants nothing more', async () => {
    const viewer = await signedIn();
    const row = await code({ service_id: 914 });
    await send(viewer, row.code);
    await expectProblem(send(viewer, row.code.toLowerCase()), 409, ErrorCode.PROMO_CODE_ALREADY_USED);
    expect(await entitlementsOf(914)).toHaveLength(1);
    expect(await activationsOf(row.id)).toBe(1);
  });

  it('after max_activations over all accounts the next account gets 1000304', async () => {
    const row = await code({ max_activations: 2 });
    await send(await signedIn(), row.code);
    await send(await signedIn(), row.code);
    await expectProblem(send(await signedIn(), row.code), 409, ErrorCode.PROMO_CODE_EXHAUSTED);
    expect(await activationsOf(row.id)).toBe(2);
  });

  it('needs a signed-in account; a demo session gets 1000040', async () => {
    const row = await code();
    const visitor = browser(app, '10.2.0.1');
    await visitor.call('sessions.current');
    await expectProblem(send(visitor, row.code), 403, ErrorCode.AUTH_REQUIRED);
  });

  it('an empty or overlong code is refused with 1000001', async () => {
    const viewer = await signedIn();
    await expectProblem(send(viewer, '   '), 400, ErrorCode.VALIDATION_FAILED);
    await expectProblem(send(viewer, 'X'.repeat(65)), 400, ErrorCode.VALIDATION_FAILED);
  });
});

describe('brute force', () => {
  it(`after ${PROMO_DAILY_ATTEMPTS} failed tries in a day the next is refused with 1000305 even when right, for 24 hours`, async () => {
    const viewer = await signedIn();
    const row = await code({ service_id: 915 });
    for (let i = 0; i < PROMO_DAILY_ATTEMPTS; i++) await expectProblem(send(viewer, `WRONG-${i}`), 404, ErrorCode.PROMO_CODE_UNKNOWN);
    const body = await expectProblem(send(viewer, row.code), 429, ErrorCode.PROMO_ATTEMPTS_EXCEEDED);
    expect(body.retry_after_seconds).toBe(24 * 3600);
    expect(await entitlementsOf(915)).toEqual([]);
    clock.advance(DAY_MS);
    await send(viewer, row.code);
    const [held] = await entitlementsOf(915);
    expect(held).toBeDefined();
    // The day-old failures are gone from the table, not just ignored.
    const [left] = await db.select({ n: count() }).from(promoCodeAttempts).where(eq(promoCodeAttempts.account_id, held!.account_id));
    expect(left!.n).toBe(0);
  });

  it('successful activations do not count as failed tries', async () => {
    const viewer = await signedIn();
    for (let i = 0; i < PROMO_DAILY_ATTEMPTS + 2; i++) await send(viewer, (await code()).code);
    await expectProblem(send(viewer, 'WRONG'), 404, ErrorCode.PROMO_CODE_UNKNOWN);
  });

  it('simultaneous wrong tries cannot get past the daily limit', async () => {
    const viewer = await signedIn();
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => send(viewer, `BURST-${i}`)));
    const unknown = results.filter((r) => r.status === 'rejected' && r.reason.body?.error_code === ErrorCode.PROMO_CODE_UNKNOWN);
    expect(unknown.length).toBeLessThanOrEqual(PROMO_DAILY_ATTEMPTS);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
  });

  it(`one address may try ${PROMO_IP_HOURLY_LIMIT} times an hour, whatever the accounts`, async () => {
    const ip = '10.3.0.1';
    const viewers = await Promise.all(Array.from({ length: 7 }, () => signedIn()));
    let tries = 0;
    for (const viewer of viewers) {
      for (let i = 0; i < PROMO_DAILY_ATTEMPTS && tries < PROMO_IP_HOURLY_LIMIT; i++, tries++) {
        await expectProblem(send(from(viewer, ip), `GUESS-${tries}`), 404, ErrorCode.PROMO_CODE_UNKNOWN);
      }
    }
    await expectProblem(send(from(viewers.at(-1)!, ip), 'GUESS-X'), 429, ErrorCode.RATE_LIMITED);
  });

  it('random codes never answer 5xx and never activate anything', async () => {
    const viewer = await signedIn();
    const known = await code({ service_id: 916 });
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (value) => {
        const response = await viewer.raw('/api/v1/promocodes/send', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: value }),
        });
        expect(response.status).toBeLessThan(500);
        clock.advance(DAY_MS);
      }),
      { numRuns: 60 },
    );
    const [activated] = await db
      .select({ n: count() })
      .from(promoCodeActivations)
      .where(and(eq(promoCodeActivations.promo_code_id, known.id)));
    expect(activated!.n).toBe(0);
  });
});

describe('races', () => {
  it('two simultaneous activations of a single-use code grant it once', async () => {
    const row = await code({ service_id: 917, max_activations: 1 });
    const [a, b] = await Promise.all([signedIn(), signedIn()]);
    const results = await Promise.allSettled([send(a!, row.code), send(b!, row.code)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.body.error_code).toBe(ErrorCode.PROMO_CODE_EXHAUSTED);
    expect(await activationsOf(row.id)).toBe(1);
    expect(await entitlementsOf(917)).toHaveLength(1);
    expect((await db.select().from(promoCodes).where(eq(promoCodes.id, row.id)))[0]!.activations).toBe(1);
  });

  it('one account sending the same code twice at once activates it once', async () => {
    const viewer = await signedIn();
    const row = await code({ service_id: 918 });
    const results = await Promise.allSettled([send(viewer, row.code), send(viewer, row.code)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await entitlementsOf(918)).toHaveLength(1);
  });

  it('of many accounts racing for a code of 3 activations, exactly 3 get it', async () => {
    const row = await code({ service_id: 919, max_activations: 3 });
    const viewers = await Promise.all(Array.from({ length: 8 }, () => signedIn()));
    const results = await Promise.allSettled(viewers.map((viewer) => send(viewer, row.code)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await entitlementsOf(919)).toHaveLength(3);
  });
});

describe('the demo codes (README)', () => {
  it('are seeded once and behave as documented', async () => {
    await seedDemoPromoCodes(db);
    await seedDemoPromoCodes(db);
    const viewer = await signedIn();
    await send(viewer, DEMO_PROMO_CODES.month.toLowerCase());
    await expectProblem(send(viewer, DEMO_PROMO_CODES.expired), 410, ErrorCode.PROMO_CODE_EXPIRED);
    await send(viewer, DEMO_PROMO_CODES.single);
    await expectProblem(send(await signedIn(), DEMO_PROMO_CODES.single), 409, ErrorCode.PROMO_CODE_EXHAUSTED);
    const joint = await send(viewer, DEMO_PROMO_CODES.jointViewing);
    expect(joint.notification.display.target?.url).toMatch(/^\//);
  });
});
