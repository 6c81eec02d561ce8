import { ErrorCode, TV_CODE_ALPHABET, TV_CODE_LIFETIME_MS } from '@efir/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { accountEvents, sessions, tvCodes } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../accounts/seed.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { registerByPhone } from '../profiles/test-support.js';
import { SESSION_COOKIE } from '../sessions/plugin.js';
import { tvCodesRepo } from './repo.js';
import {
  drawTvCode,
  TV_CODE_CLAIM_WINDOW_MS,
  TV_CODE_RETENTION_MS,
  TV_CODE_TRIES_PER_ACCOUNT,
  TV_CODES_PER_SESSION_HOURLY,
} from './service.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { app, database } = await createTestApp({ clock });
const db = database.db;
beforeAll(() => seedDemoAccounts(db, clock));

let nextIp = 1;
/** Each browser on an address of its own, so one test's per-address limits do not reach another. */
const tv = (): Visitor => browser(app, `10.2.0.${nextIp++}`);
async function viewer(): Promise<Visitor> {
  const signedIn = browser(app, `10.3.0.${nextIp++}`);
  await registerByPhone(signedIn);
  return signedIn;
}

const create = (screen: Visitor) => screen.call('tvcode.create', { body: {} });
const poll = (screen: Visitor) => screen.call('tvcode.status', { body: {} });
const authorise = (who: Visitor, code: string) => who.call('tvcode.authorise', { body: { code } });
const rows = async () => (await db.select({ n: count() }).from(tvCodes))[0]!.n;
const events = async () => (await db.select({ n: count() }).from(accountEvents))[0]!.n;
const UNAMBIGUOUS = new RegExp(`^[${TV_CODE_ALPHABET}]{6}$`);

describe('TV codes (spec 2 §4 TV-code flow, §5, §9)', () => {
  it('a code is 6 characters of the unambiguous alphabet (no 0, O, 1, I, L), drawn at random', () => {
    const drawn = Array.from({ length: 2000 }, drawTvCode);
    for (const code of drawn) expect(code).toMatch(UNAMBIGUOUS);
    expect(drawn.join('')).not.toMatch(/[01OIL]/);
    // 2000 draws of 31^6 codes: a repeat would say the draw is not random.
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(new Set(drawn.join('')).size).toBe(TV_CODE_ALPHABET.length);
  });

  it('the TV gets a code valid 10 minutes with the address to enter it at; only a keyed hash of it is stored', async () => {
    const screen = tv();
    const answer = await create(screen);
    expect(answer).toEqual({ code: expect.stringMatching(UNAMBIGUOUS), expires_in: 600, address: '/tvcode', poll_interval_ms: 2000 });
    const [row] = await db
      .select()
      .from(tvCodes)
      .where(eq(tvCodes.expires_at, new Date(clock.now().getTime() + TV_CODE_LIFETIME_MS)));
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(answer.code);
    expect(await poll(screen)).toEqual({ status: 'pending', expires_in: 600 });
  });

  it('the viewer enters it (any case, spaces trimmed); the TV’s next poll makes it a session of that account', async () => {
    const screen = tv();
    const demoToken = screen.cookies.get(SESSION_COOKIE);
    const { code } = await create(screen);
    const who = await viewer();
    const before = (await who.call('devices.list')).devices.length;

    expect(await authorise(who, ` ${code.toLowerCase()} `)).toEqual({
      success: true,
      notification: {
        event_code: 'ott_tv_activated',
        event_type: 'display',
        display: {
          display_type: 'panel',
          message: 'Телевизор подключён',
          submessage: 'Он вошёл в ваш аккаунт и появится в списке устройств',
          duration: 5,
        },
      },
    });
    expect(await poll(screen)).toEqual({ status: 'signed_in', session_state: 'normal' });
    expect(screen.cookies.get(SESSION_COOKIE)).not.toBe(demoToken);
    expect(await screen.call('sessions.current')).toMatchObject({ is_auth: true, session_state: 'normal' });
    expect((await screen.call('accounts.user')).phone).toBe((await who.call('accounts.user')).phone);
    // The TV is one more device of the account, and the viewer's other tabs hear of it.
    expect((await who.call('devices.list')).devices).toHaveLength(before + 1);
    const [event] = await db.select().from(accountEvents).where(eq(accountEvents.type, 'ott_tv_activated'));
    expect(event).toBeDefined();

    // The TV's demo session has ended: its old cookie is dead.
    const old = browser(app, '10.2.9.9');
    old.cookies.set(SESSION_COOKIE, demoToken!);
    await expectProblem(poll(old), 401, ErrorCode.SESSION_INVALID);
  });

  it('a used code signs in no second device: entering it again fails, and another TV cannot take it', async () => {
    const screen = tv();
    const { code } = await create(screen);
    await authorise(await viewer(), code);
    await expectProblem(authorise(await viewer(), code), 409, ErrorCode.TV_CODE_USED);
    await poll(screen);
    await expectProblem(authorise(await viewer(), code), 409, ErrorCode.TV_CODE_USED);
    // A second TV has no code of its own to take.
    await expectProblem(poll(tv()), 404, ErrorCode.TV_CODE_UNKNOWN);
  });

  it('entered twice at once, a code is taken by exactly one account', async () => {
    const { code } = await create(tv());
    const [a, b] = await Promise.all([viewer(), viewer()]);
    const results = await Promise.allSettled([authorise(a, code), authorise(b, code)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await expectProblem(
      Promise.reject((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason),
      409,
      ErrorCode.TV_CODE_USED,
    );
  });

  it('after 10 minutes the code no longer signs in; the TV hears it expired', async () => {
    const screen = tv();
    const { code } = await create(screen);
    clock.advance(TV_CODE_LIFETIME_MS);
    const who = await viewer();
    const before = await events();
    await expectProblem(authorise(who, code), 410, ErrorCode.TV_CODE_EXPIRED);
    expect(await poll(screen)).toEqual({ status: 'expired' });
    expect(await events()).toBe(before);
    expect(await screen.call('sessions.current')).toMatchObject({ is_auth: false });
  });

  it('a TV that does not come for its sign-in within a minute of the entry gets none', async () => {
    const screen = tv();
    const { code } = await create(screen);
    await authorise(await viewer(), code);
    clock.advance(TV_CODE_CLAIM_WINDOW_MS + 1000);
    expect(await poll(screen)).toEqual({ status: 'expired' });
    expect(await screen.call('sessions.current')).toMatchObject({ is_auth: false });
  });

  it('a new code for the same TV ends its earlier one', async () => {
    const screen = tv();
    const first = await create(screen);
    const second = await create(screen);
    const who = await viewer();
    await expectProblem(authorise(who, first.code), 410, ErrorCode.TV_CODE_EXPIRED);
    await authorise(who, second.code);
    expect(await poll(screen)).toMatchObject({ status: 'signed_in' });
  });

  it('the TV counts against the device limit like any sign-in: past it, the TV’s session is restricted', async () => {
    const screen = tv();
    const { code } = await create(screen);
    const owner = browser(app, `10.3.0.${nextIp++}`);
    const { email, password } = DEMO_ACCOUNTS.deviceLimit;
    await owner.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
    // The owner's own sign-in is past the limit already; it removes a device to enter the code.
    const [other] = (await owner.call('devices.list')).devices.filter((d) => !d.is_current);
    await owner.call('devices.delete', { params: { uid: other!.uid } });
    await owner.call('auth.sessionUpdate', { body: {} });
    await authorise(owner, code);
    expect(await poll(screen)).toEqual({ status: 'signed_in', session_state: 'restricted' });
    expect(await screen.call('sessions.current')).toMatchObject({ is_auth: true, session_state: 'restricted' });
  });

  it('the OTT TV code send takes the code trimmed and answers with the notification', async () => {
    const screen = tv();
    const { code } = await create(screen);
    const answer = await (await viewer()).call('tvcode.ottSend', { body: { code: `  ${code}\n` } });
    expect(answer.notification.event_code).toBe('ott_tv_activated');
    expect(await poll(screen)).toMatchObject({ status: 'signed_in' });
  });
});

describe('TV-code limits', () => {
  it(`a TV may ask for ${TV_CODES_PER_SESSION_HOURLY} codes an hour`, async () => {
    const screen = tv();
    for (let i = 0; i < TV_CODES_PER_SESSION_HOURLY; i += 1) await create(screen);
    const before = await rows();
    await expectProblem(create(screen), 429, ErrorCode.RATE_LIMITED);
    expect(await rows()).toBe(before);
    clock.advance(3600 * 1000);
    await create(screen);
  });

  it(`an account may enter ${TV_CODE_TRIES_PER_ACCOUNT} codes in 15 minutes; the next is refused even when right`, async () => {
    const who = await viewer();
    for (let i = 0; i < TV_CODE_TRIES_PER_ACCOUNT; i += 1) await expectProblem(authorise(who, 'ZZZZZZ'), 404, ErrorCode.TV_CODE_UNKNOWN);
    const screen = tv();
    const { code } = await create(screen);
    await expectProblem(authorise(who, code), 429, ErrorCode.RATE_LIMITED);
    expect(await poll(screen)).toMatchObject({ status: 'pending' });
  });
});

describe('bad input answers a code and writes nothing', () => {
  it('refuses malformed codes, visitors, signed-in TVs and polls without a code', async () => {
    const screen = tv();
    const { code } = await create(screen);
    const who = await viewer();
    const before = { codes: await rows(), events: await events(), sessions: (await db.select({ n: count() }).from(sessions))[0]!.n };

    for (const bad of ['', '     ', 'ABCDE', 'ABCDEFG', `${code}X`]) {
      await expectProblem(authorise(who, bad), 400, ErrorCode.VALIDATION_FAILED);
    }
    const notText = await who.raw('/api/v1/tv_codes/authorise', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://efir.test' },
      body: JSON.stringify({ code: 123456 }),
    });
    expect({ status: notText.status, body: await notText.json() }).toMatchObject({
      status: 400,
      body: { error_code: ErrorCode.VALIDATION_FAILED },
    });
    for (const bad of ['', '   '])
      await expectProblem(who.call('tvcode.ottSend', { body: { code: bad } }), 400, ErrorCode.VALIDATION_FAILED);
    // Six characters, but ones no code has (0, O, 1, I, L): unknown without a lookup.
    await expectProblem(authorise(who, 'O0I1L0'), 404, ErrorCode.TV_CODE_UNKNOWN);
    await expectProblem(who.call('tvcode.ottSend', { body: { code: 'SOMETHING-ELSE' } }), 404, ErrorCode.TV_CODE_UNKNOWN);
    await expectProblem(authorise(screen, code), 403, ErrorCode.AUTH_REQUIRED);
    await expectProblem(create(who), 409, ErrorCode.TV_CODE_SIGNED_IN);
    await expectProblem(poll(who), 409, ErrorCode.TV_CODE_SIGNED_IN);

    expect(await rows()).toBe(before.codes);
    expect(await events()).toBe(before.events);
    expect(await poll(screen)).toMatchObject({ status: 'pending' });
    expect((await db.select({ n: count() }).from(sessions))[0]!.n).toBe(before.sessions);
  });
});

describe('keeping the table small', () => {
  it('codes dead for over a day are deleted', async () => {
    await create(tv());
    const before = await rows();
    clock.advance(TV_CODE_LIFETIME_MS + TV_CODE_RETENTION_MS + 1000);
    await tvCodesRepo(db).deleteExpiredBefore(new Date(clock.now().getTime() - TV_CODE_RETENTION_MS));
    expect(await rows()).toBeLessThan(before);
    expect(await rows()).toBe(0);
  });
});
