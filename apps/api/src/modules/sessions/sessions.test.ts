import { ApiError, ErrorCode } from '@efir/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { sessions } from '../../db/schema/index.js';
import { sha256 } from '../../lib/tokens.js';
import { SESSION_COOKIE } from './plugin.js';
import { sessionsRepo } from './repo.js';
import { SESSION_IDLE_LIFETIME_MS, sessionsService } from './service.js';

const clock = testClock();
const { visitor, database } = await createTestApp({ clock, env: { EFIR_INSTANCE_ID: 'api-7' } });

const sessionRows = async () => (await database.db.select({ n: count() }).from(sessions))[0]!.n;

async function expectApiError(promise: Promise<unknown>, status: number, code: number) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  expect((error as ApiError).body?.error_code).toBe(code);
}

describe('demo sessions', () => {
  it('a visitor with no session cookie gets a demo session', async () => {
    const viewer = visitor();
    const session = await viewer.call('sessions.current');
    expect(session).toEqual({ is_auth: false, session_state: 'normal', language: 'rus' });
    expect(viewer.cookies.get(SESSION_COOKIE)).toMatch(/^d\.[A-Za-z0-9_-]{43}$/);
  });

  it('reads never write: cookie-less visitors and their later reads leave the sessions table as it was', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 20; i++) {
      const viewer = visitor();
      await viewer.call('sessions.current');
      await viewer.call('positions.list');
      await viewer.call('sessions.current');
      await visitor().call('sessions.createDemo', { body: {} });
    }
    expect(await sessionRows()).toBe(before);
  });

  it('a visitor’s first write saves the session once, under the id its reads already used', async () => {
    const viewer = visitor();
    await viewer.call('positions.list');
    const before = await sessionRows();
    await viewer.call('viewedTime.report', { body: { seconds: 30 } });
    await viewer.call('viewedTime.report', { body: { seconds: 30 } });
    expect(await sessionRows()).toBe(before + 1);
    const token = viewer.cookies.get(SESSION_COOKIE)!;
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(token)));
    expect(row?.account_id).toBeNull();
    expect(row?.id.replaceAll('-', '')).toBe(sha256(token).slice(0, 32));
  });

  it('sets the cookie httpOnly and SameSite=Lax, and stores only a hash of the token', async () => {
    const viewer = visitor();
    const response = await viewer.raw('/api/v1/session');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    await viewer.call('viewedTime.report', { body: { seconds: 30 } });
    const token = viewer.cookies.get(SESSION_COOKIE)!;
    const withHash = async (value: string) =>
      (await database.db.select({ n: count() }).from(sessions).where(eq(sessions.token_hash, value)))[0]!.n;
    expect(await withHash(token)).toBe(0);
    expect(await withHash(sha256(token))).toBe(1);
  });

  it('keeps the same session on later requests', async () => {
    const viewer = visitor();
    await viewer.call('sessions.current');
    const token = viewer.cookies.get(SESSION_COOKIE);
    await viewer.call('sessions.current');
    expect(viewer.cookies.get(SESSION_COOKIE)).toBe(token);
  });

  it('an unknown session cookie gets 401 with 1000023', async () => {
    const viewer = visitor();
    viewer.cookies.set(SESSION_COOKIE, 'not-a-real-token');
    await expectApiError(viewer.call('sessions.current'), 401, ErrorCode.SESSION_INVALID);
  });

  it('a saved session idle for longer than its lifetime is refused with 1000023, and a new demo session replaces it', async () => {
    const viewer = visitor();
    await viewer.call('viewedTime.report', { body: { seconds: 30 } });
    clock.advance(SESSION_IDLE_LIFETIME_MS + 1000);
    await expectApiError(viewer.call('sessions.current'), 401, ErrorCode.SESSION_INVALID);
    const old = viewer.cookies.get(SESSION_COOKIE);
    // spec 1 §8: the answer sets the new httpOnly session cookie and names this instance for the balancer cookie.
    const raw = await viewer.raw('/api/v1/sessions/demo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await raw.json()).toEqual({ session_state: 'normal', balancer_id: 'api-7' });
    const cookie = raw.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(viewer.cookies.get(SESSION_COOKIE)).not.toBe(old);
    expect((await viewer.call('sessions.current')).is_auth).toBe(false);
  });

  it('creating a demo session revokes the one it replaces', async () => {
    const viewer = visitor();
    await viewer.call('sessions.current');
    const old = viewer.cookies.get(SESSION_COOKIE)!;
    await viewer.call('sessions.createDemo', { body: {} });
    const stale = visitor();
    stale.cookies.set(SESSION_COOKIE, old);
    await expectApiError(stale.call('sessions.current'), 401, ErrorCode.SESSION_INVALID);
  });
});

describe('dead demo sessions', () => {
  it('are deleted, while live ones stay', async () => {
    const live = visitor();
    await live.call('sessions.current');
    await live.call('viewedTime.report', { body: { seconds: 30 } });
    const dead = visitor();
    await dead.call('sessions.current');
    await dead.call('sessions.createDemo', { body: {} });
    const before = await sessionRows();
    const deleted = await sessionsService(sessionsRepo(database.db), clock).purgeDeadDemoSessions();
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await sessionRows()).toBe(before - deleted);
    expect((await live.call('sessions.current')).session_state).toBe('normal');
  });
});
