import { ErrorCode } from '@efir/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../accounts/seed.js';
import { KNOWN_DEVICE_COOKIE } from './known-devices.js';
import { PASSWORD_BACKOFF_MAX_MS, PASSWORD_TRIES_PER_SOURCE } from './service.js';
import { expectProblem, type Visitor } from './test-support.js';

const clock = testClock();
const { app, database } = await createTestApp({ clock });
beforeAll(() => seedDemoAccounts(database.db, clock));

let ipCounter = 0;
const visitor = () => browser(app, `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);
const { email, migrated } = DEMO_ACCOUNTS;

const signIn = (viewer: Visitor, login: string, password: string) =>
  viewer.call('auth.sessionCreate', { body: { login, login_mode: 'authorize', login_type: 'email', password } });
const signInStatus = (viewer: Visitor, login: string, password: string) =>
  viewer
    .raw('/api/v1/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, login_mode: 'authorize', login_type: 'email', password }),
    })
    .then((response) => response.status);

describe('password guessing', () => {
  it('20 tries at once from one address, the right one last: at most 5 are evaluated and the right one is refused', async () => {
    const guesser = visitor();
    const passwords = [...Array.from({ length: 19 }, (_, i) => `wrong-${i}`), migrated.password];
    const statuses = await Promise.all(passwords.map((password) => signInStatus(guesser, migrated.email, password)));
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(PASSWORD_TRIES_PER_SOURCE);
    expect(statuses.at(-1)).toBe(429);
    await expectProblem(signIn(guesser, migrated.email, migrated.password), 429, ErrorCode.RATE_LIMITED);
  });

  it('guessers everywhere never lock the owner out of a browser that signed in before, and only slow down a new one', async () => {
    const owner = visitor();
    await signIn(owner, email.email, email.password);
    expect(owner.cookies.get(KNOWN_DEVICE_COOKIE)).toBeTruthy();
    await owner.call('auth.logout');

    for (let address = 0; address < 6; address += 1) {
      const guesser = visitor();
      const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => signInStatus(guesser, email.email, `guess-${address}-${i}`)));
      expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(PASSWORD_TRIES_PER_SOURCE);
    }
    // A forged or foreign mark counts for nothing.
    const forger = visitor();
    forger.cookies.set(KNOWN_DEVICE_COOKIE, 'forged.mark');
    expect(await signInStatus(forger, email.email, 'guess-forged')).toBe(429);

    const newDevice = visitor();
    const refusal = await expectProblem(signIn(newDevice, email.email, email.password), 429, ErrorCode.RATE_LIMITED);
    expect(refusal.retry_after_seconds).toBeLessThanOrEqual(PASSWORD_BACKOFF_MAX_MS / 1000);

    expect(await signIn(owner, email.email, email.password)).toEqual({ session_state: 'normal' });

    clock.advance(PASSWORD_BACKOFF_MAX_MS);
    expect(await signIn(newDevice, email.email, email.password)).toEqual({ session_state: 'normal' });
  });
});
