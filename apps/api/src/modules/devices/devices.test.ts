import { ErrorCode } from '@efir/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../accounts/seed.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { SESSION_COOKIE } from '../sessions/plugin.js';
import { describeDevice } from './user-agent.js';

const clock = testClock();
const { app, database } = await createTestApp({ clock });
beforeAll(() => seedDemoAccounts(database.db, clock));

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
let ipCounter = 0;
const visitor = () => browser(app, `10.1.0.${++ipCounter}`);

async function signIn(viewer: Visitor, email: string, password: string) {
  return viewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
}

describe('the device limit', () => {
  const { email, password } = DEMO_ACCOUNTS.deviceLimit;

  it('a sign-in beyond the limit is restricted: it may list and remove devices and nothing else', async () => {
    const viewer = visitor();
    expect(await signIn(viewer, email, password)).toEqual({ session_state: 'restricted' });
    expect(await viewer.call('sessions.current')).toMatchObject({ is_auth: true, session_state: 'restricted' });
    expect((await viewer.call('accounts.user')).session_state).toBe('restricted');

    const list = await viewer.call('devices.list');
    expect(list.limit).toEqual({ device_limit: 2 });
    expect(list.devices.map((d) => [d.title, d.is_current])).toEqual([
      ['Samsung Internet, Smart TV', false],
      ['Safari, iOS', false],
      ['Browser', true],
    ]);
    expect(list.devices[0]).toMatchObject({ device_type: 'NCWEB', device_type_icon: '/static/devices/ncweb.svg' });

    await expectProblem(viewer.call('auth.passwordValidate', { body: { password } }), 403, ErrorCode.FORBIDDEN);
    expect(await viewer.call('auth.sessionUpdate', { body: {} })).toEqual({ session_state: 'restricted' });

    // Another device leaves: the restricted session must be updated (1000053), and the update lets it in.
    const [tv] = list.devices;
    expect(await viewer.call('devices.delete', { params: { uid: tv!.uid } })).toEqual({ success: true });
    expect((await viewer.call('devices.list')).devices).toHaveLength(2);
    await expectProblem(viewer.call('auth.passwordValidate', { body: { password } }), 401, ErrorCode.SESSION_UPDATE_REQUIRED);
    expect(await viewer.call('auth.sessionUpdate', { body: {} })).toEqual({ session_state: 'normal' });
    expect(await viewer.call('auth.passwordValidate', { body: { password } })).toEqual({ valid: true });
  });

  it('the next sign-in is restricted again, and removing its own device signs it out', async () => {
    const viewer = visitor();
    expect(await signIn(viewer, email, password)).toEqual({ session_state: 'restricted' });
    const current = (await viewer.call('devices.list')).devices.find((d) => d.is_current)!;
    await viewer.call('devices.delete', { params: { uid: current.uid } });
    await expectProblem(viewer.call('sessions.current'), 401, ErrorCode.SESSION_INVALID);
  });

  it('the default limit is 5: the sixth browser is restricted', async () => {
    const { email: demoEmail, password: demoPassword } = DEMO_ACCOUNTS.email;
    for (let i = 0; i < 5; i += 1) expect(await signIn(visitor(), demoEmail, demoPassword)).toEqual({ session_state: 'normal' });
    const sixth = visitor();
    expect(await signIn(sixth, demoEmail, demoPassword)).toEqual({ session_state: 'restricted' });
    expect((await sixth.call('devices.list')).limit.device_limit).toBe(5);
  });

  it('a signed-out device no longer counts', async () => {
    const viewer = visitor();
    expect(await signIn(viewer, email, password)).toEqual({ session_state: 'restricted' });
    const list = await viewer.call('devices.list');
    const other = visitor();
    await viewer.call('devices.delete', { params: { uid: list.devices.find((d) => !d.is_current)!.uid } });
    expect(await viewer.call('auth.sessionUpdate', { body: {} })).toEqual({ session_state: 'normal' });
    expect(await signIn(other, email, password)).toEqual({ session_state: 'restricted' });
    await other.call('auth.logout', { body: {} });
    expect((await viewer.call('devices.list')).devices).toHaveLength(2);
  });
});

describe('device calls', () => {
  it('need an account', async () => {
    const viewer = visitor();
    await viewer.call('sessions.current');
    await expectProblem(viewer.call('devices.list'), 403, ErrorCode.AUTH_REQUIRED);
  });

  it('cannot remove another account’s device or an unknown one', async () => {
    const mine = visitor();
    await signIn(mine, DEMO_ACCOUNTS.email.email, DEMO_ACCOUNTS.email.password);
    const theirs = visitor();
    await signIn(theirs, DEMO_ACCOUNTS.migrated.email, DEMO_ACCOUNTS.migrated.password);
    const [device] = (await theirs.call('devices.list')).devices;
    await expectProblem(mine.call('devices.delete', { params: { uid: device!.uid } }), 404, ErrorCode.NOT_FOUND);
    await expectProblem(mine.call('devices.delete', { params: { uid: '00000000-0000-4000-8000-000000000000' } }), 404, ErrorCode.NOT_FOUND);
    await expectProblem(mine.call('devices.delete', { params: { uid: 'not-a-uid' } }), 400, ErrorCode.VALIDATION_FAILED);
    expect(theirs.cookies.get(SESSION_COOKIE)).toBeTruthy();
    expect((await theirs.call('sessions.current')).is_auth).toBe(true);
  });

  it('names a device from its user agent', async () => {
    expect(describeDevice(CHROME_WINDOWS)).toEqual({ title: 'Chrome, Windows', terminal_name: 'Windows' });
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({
      title: 'Firefox, Linux',
      terminal_name: 'Linux',
    });
    expect(describeDevice('')).toEqual({ title: 'Browser', terminal_name: 'Web' });
    const viewer = visitor();
    await viewer.raw('/api/v1/session', { headers: { 'user-agent': CHROME_WINDOWS } });
    await viewer.call('auth.sessionCreate', {
      body: { login: DEMO_ACCOUNTS.blocked.email, login_mode: 'authorize', login_type: 'email', password: DEMO_ACCOUNTS.blocked.password },
    });
    expect((await viewer.call('devices.list')).devices.find((d) => d.is_current)?.title).toBe('Browser');
  });
});
