import { ErrorCode } from '@efir/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../accounts/seed.js';
import { SESSION_COOKIE } from '../sessions/plugin.js';
import { expectProblem, freshPhone, lastCode, type Visitor } from './test-support.js';

const clock = testClock();
const { app, database } = await createTestApp({ clock });
beforeAll(() => seedDemoAccounts(database.db, clock));

let ipCounter = 0;
/** Each test browses from its own address, so per-address limits of one test do not reach another. */
const visitor = () => browser(app, `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);
const { phone: demoPhone, email: demoEmail, migrated, migratedWithoutPassword, blocked } = DEMO_ACCOUNTS;

async function signInByPhone(viewer: Visitor, phone: string, mode: 'authorize' | 'register') {
  // The demo phone serves several tests: let its resend timer run out first.
  clock.advance(61_000);
  await viewer.call('auth.smsCodeSend', { body: { phone, action: mode === 'register' ? 'register' : 'auth' } });
  const code = await lastCode(viewer, phone);
  return viewer.call('auth.sessionCreate', { body: { login: phone, login_mode: mode, login_type: 'phone', password: code } });
}

const signInByEmail = (viewer: Visitor, email: string, password: string, login_mode: 'authorize' | 'migrate_phone' = 'authorize') =>
  viewer.call('auth.sessionCreate', { body: { login: email, login_mode, login_type: 'email', password } });

describe('checkLogin', () => {
  it('a known phone authorizes, a new one registers, written any way the field allows', async () => {
    const viewer = visitor();
    expect(await viewer.call('auth.checkLogin', { body: { login: '+7 (999) 000-00-01' } })).toEqual({
      login_mode: 'authorize',
      login_type: 'phone',
      migrated_from: null,
    });
    expect(await viewer.call('auth.checkLogin', { body: { login: freshPhone() } })).toMatchObject({
      login_mode: 'register',
      login_type: 'phone',
    });
  });

  it('an e-mail authorizes when known and registers when not (the client then asks for a phone)', async () => {
    const viewer = visitor();
    expect(await viewer.call('auth.checkLogin', { body: { login: ` ${demoEmail.email.toUpperCase()} ` } })).toEqual({
      login_mode: 'authorize',
      login_type: 'email',
      migrated_from: null,
    });
    expect(await viewer.call('auth.checkLogin', { body: { login: 'nobody@efir.demo' } })).toMatchObject({
      login_mode: 'register',
      login_type: 'email',
    });
  });

  it('a migrated e-mail account answers migrate_phone, or reset_password when it has no password', async () => {
    const viewer = visitor();
    expect(await viewer.call('auth.checkLogin', { body: { login: migrated.email } })).toEqual({
      login_mode: 'migrate_phone',
      login_type: 'email',
      migrated_from: 'email',
    });
    expect(await viewer.call('auth.checkLogin', { body: { login: migratedWithoutPassword.email } })).toMatchObject({
      login_mode: 'reset_password',
      migrated_from: 'email',
    });
  });

  it('with the migrate_phone hint it checks the phone the account is to get', async () => {
    const viewer = visitor();
    expect(await viewer.call('auth.checkLogin', { body: { login: freshPhone(), migrate_phone: migrated.email } })).toEqual({
      login_mode: 'migrate_phone',
      login_type: 'phone',
      migrated_from: 'email',
    });
    const legacy = { login: migratedWithoutPassword.legacy_phone, migrate_phone: migratedWithoutPassword.email };
    expect(await viewer.call('auth.checkLogin', { body: legacy })).toMatchObject({ login_mode: 'reset_password' });
    await expectProblem(
      viewer.call('auth.checkLogin', { body: { login: demoPhone.phone, migrate_phone: migrated.email } }),
      409,
      ErrorCode.PHONE_TAKEN,
    );
    await expectProblem(
      viewer.call('auth.checkLogin', { body: { login: freshPhone(), migrate_phone: migratedWithoutPassword.email } }),
      400,
      ErrorCode.LOGIN_MODE_MISMATCH,
    );
    await expectProblem(
      viewer.call('auth.checkLogin', { body: { login: freshPhone(), migrate_phone: demoEmail.email } }),
      400,
      ErrorCode.LOGIN_MODE_MISMATCH,
    );
  });

  it('refuses what is neither a whole phone nor an e-mail', async () => {
    const viewer = visitor();
    for (const login of ['7999000', 'hello', 'a@b', '+7 999 000 00 01 23'])
      await expectProblem(viewer.call('auth.checkLogin', { body: { login } }), 400, ErrorCode.LOGIN_INVALID);
  });
});

describe('registration and sign-in by phone', () => {
  it('registers a new phone with the SMS code and signs it in', async () => {
    const viewer = visitor();
    const phone = freshPhone();
    const sent = await viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } });
    expect(sent).toEqual({ resend_after_seconds: 60, code_length: 4 });
    expect(await lastCode(viewer, phone)).toMatch(/^\d{4}$/);
    const code = await lastCode(viewer, phone);
    expect(
      await viewer.call('auth.sessionCreate', { body: { login: phone, login_mode: 'register', login_type: 'phone', password: code } }),
    ).toEqual({
      session_state: 'normal',
    });
    expect(await viewer.call('sessions.current')).toMatchObject({ is_auth: true, session_state: 'normal' });
    expect(await viewer.call('accounts.user')).toMatchObject({ is_auth: true, phone, email: null });
    expect(await viewer.call('auth.checkLogin', { body: { login: phone } })).toMatchObject({ login_mode: 'authorize' });
  });

  it('signs a known phone in with its code, replacing the demo session', async () => {
    const viewer = visitor();
    await viewer.call('sessions.current');
    const demoToken = viewer.cookies.get(SESSION_COOKIE)!;
    expect(await signInByPhone(viewer, demoPhone.phone, 'authorize')).toEqual({ session_state: 'normal' });
    expect(viewer.cookies.get(SESSION_COOKIE)).not.toBe(demoToken);
    const stale = visitor();
    stale.cookies.set(SESSION_COOKIE, demoToken);
    await expectProblem(stale.call('sessions.current'), 401, ErrorCode.SESSION_INVALID);
  });

  it('a code validated first gives a confirmation that signs in once', async () => {
    const viewer = visitor();
    clock.advance(61_000);
    await viewer.call('auth.smsCodeSend', { body: { phone: demoPhone.phone, action: 'auth' } });
    const code = await lastCode(viewer, demoPhone.phone);
    const { confirmation_code } = await viewer.call('auth.smsCodeValidate', { body: { phone: demoPhone.phone, code, action: 'auth' } });
    const body = { login: demoPhone.phone, login_mode: 'authorize', login_type: 'phone', confirmation_code } as const;
    expect(await viewer.call('auth.sessionCreate', { body })).toEqual({ session_state: 'normal' });
    await expectProblem(visitor().call('auth.sessionCreate', { body }), 400, ErrorCode.CONFIRMATION_INVALID);
  });

  it('refuses registering a known phone, signing in an unknown one, and registering by e-mail', async () => {
    const viewer = visitor();
    await expectProblem(
      viewer.call('auth.smsCodeSend', { body: { phone: demoPhone.phone, action: 'register' } }),
      409,
      ErrorCode.ACCOUNT_EXISTS,
    );
    await expectProblem(
      viewer.call('auth.smsCodeSend', { body: { phone: freshPhone(), action: 'auth' } }),
      404,
      ErrorCode.ACCOUNT_NOT_FOUND,
    );
    await expectProblem(
      viewer.call('auth.sessionCreate', {
        body: { login: demoPhone.phone, login_mode: 'register', login_type: 'phone', password: '1234' },
      }),
      409,
      ErrorCode.ACCOUNT_EXISTS,
    );
    await expectProblem(
      viewer.call('auth.sessionCreate', { body: { login: freshPhone(), login_mode: 'authorize', login_type: 'phone', password: '1234' } }),
      404,
      ErrorCode.ACCOUNT_NOT_FOUND,
    );
    await expectProblem(
      viewer.call('auth.sessionCreate', {
        body: { login: 'new@efir.demo', login_mode: 'register', login_type: 'email', password: 'long-enough' },
      }),
      400,
      ErrorCode.REGISTRATION_PHONE_ONLY,
    );
    await expectProblem(
      viewer.call('auth.sessionCreate', {
        body: { login: demoPhone.phone, login_mode: 'authorize', login_type: 'email', password: '1234' },
      }),
      400,
      ErrorCode.LOGIN_MODE_MISMATCH,
    );
  });
});

describe('one-time codes', () => {
  it('a wrong code says how many tries are left; the 6th try is refused even when right', async () => {
    const viewer = visitor();
    const phone = freshPhone();
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } });
    const code = await lastCode(viewer, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    const body = (password: string) => ({ body: { login: phone, login_mode: 'register', login_type: 'phone', password } }) as const;
    for (let left = 4; left >= 0; left -= 1) {
      expect(await expectProblem(viewer.call('auth.sessionCreate', body(wrong)), 400, ErrorCode.CODE_WRONG)).toMatchObject({
        attempts_left: left,
      });
    }
    const refusal = await expectProblem(viewer.call('auth.sessionCreate', body(code)), 429, ErrorCode.CODE_ATTEMPTS_EXHAUSTED);
    expect(refusal.retry_after_seconds).toBeGreaterThan(0);
    expect((await viewer.call('sessions.current')).is_auth).toBe(false);
  });

  it('a code is single use', async () => {
    const viewer = visitor();
    const phone = freshPhone();
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } });
    const code = await lastCode(viewer, phone);
    await viewer.call('auth.smsCodeValidate', { body: { phone, code, action: 'register' } });
    await expectProblem(viewer.call('auth.smsCodeValidate', { body: { phone, code, action: 'register' } }), 400, ErrorCode.CODE_EXPIRED);
  });

  it('a code expires after 10 minutes', async () => {
    const viewer = visitor();
    const phone = freshPhone();
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } });
    const code = await lastCode(viewer, phone);
    clock.advance(10 * 60_000);
    await expectProblem(viewer.call('auth.smsCodeValidate', { body: { phone, code, action: 'register' } }), 400, ErrorCode.CODE_EXPIRED);
  });

  it('a code is good only for its action', async () => {
    const viewer = visitor();
    const phone = freshPhone();
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } });
    const code = await lastCode(viewer, phone);
    await expectProblem(
      viewer.call('auth.smsCodeValidate', { body: { phone, code, action: 'reset_password' } }),
      400,
      ErrorCode.CODE_EXPIRED,
    );
  });

  it('a resend waits for the timer the user state reports, and the new code replaces the old', async () => {
    const viewer = visitor();
    const phone = freshPhone();
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } });
    const first = await lastCode(viewer, phone);
    clock.advance(20_000);
    expect((await viewer.call('accounts.user')).sms_resend_seconds).toBe(40);
    const early = await expectProblem(
      viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } }),
      429,
      ErrorCode.CODE_RESEND_TOO_SOON,
    );
    expect(early.retry_after_seconds).toBe(40);
    clock.advance(40_000);
    expect((await viewer.call('accounts.user')).sms_resend_seconds).toBe(0);
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } });
    const second = await lastCode(viewer, phone);
    if (first !== second) {
      await expectProblem(
        viewer.call('auth.smsCodeValidate', { body: { phone, code: first, action: 'register' } }),
        400,
        ErrorCode.CODE_WRONG,
      );
    }
    expect(await viewer.call('auth.smsCodeValidate', { body: { phone, code: second, action: 'register' } })).toHaveProperty(
      'confirmation_code',
    );
  });

  it('at most 10 codes a day go to one phone', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 10; i += 1) {
      await visitor().call('auth.smsCodeSend', { body: { phone, action: 'register' } });
      clock.advance(61_000);
    }
    const refusal = await expectProblem(
      visitor().call('auth.smsCodeSend', { body: { phone, action: 'register' } }),
      429,
      ErrorCode.CODE_DAILY_LIMIT,
    );
    expect(refusal.retry_after_seconds).toBe(24 * 3600 - 10 * 61);
    clock.advance(24 * 3600_000);
    expect(await visitor().call('auth.smsCodeSend', { body: { phone, action: 'register' } })).toHaveProperty('code_length', 4);
  });

  it('one address may send at most 30 codes an hour, whatever the phones', async () => {
    const viewer = browser(app, '10.9.9.9');
    for (let i = 0; i < 30; i += 1) await viewer.call('auth.smsCodeSend', { body: { phone: freshPhone(), action: 'register' } });
    const refusal = await expectProblem(
      viewer.call('auth.smsCodeSend', { body: { phone: freshPhone(), action: 'register' } }),
      429,
      ErrorCode.RATE_LIMITED,
    );
    expect(refusal.retry_after_seconds).toBeGreaterThan(0);
  });

  it('codes are stored only as hashes', async () => {
    const viewer = visitor();
    const phone = freshPhone();
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } });
    const code = await lastCode(viewer, phone);
    const rows = await database.db.query.oneTimeCodes.findMany();
    expect(rows.some((row) => row.code_hash === code)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });
});

describe('sign-in by e-mail and password', () => {
  it('signs in with the right password, whatever the case of the e-mail', async () => {
    const viewer = visitor();
    expect(await signInByEmail(viewer, 'Viewer@Efir.Demo', demoEmail.password)).toEqual({ session_state: 'normal' });
    expect(await viewer.call('accounts.user')).toMatchObject({ is_auth: true, email: demoEmail.email });
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    await expectProblem(signInByEmail(visitor(), demoEmail.email, 'not-the-password'), 400, ErrorCode.WRONG_CREDENTIALS);
    await expectProblem(signInByEmail(visitor(), 'ghost@efir.demo', 'not-the-password'), 400, ErrorCode.WRONG_CREDENTIALS);
  });

  it('after 10 wrong passwords for a login from anywhere, a new device waits between tries', async () => {
    for (let i = 0; i < 10; i += 1)
      await expectProblem(signInByEmail(visitor(), blocked.email, 'wrong-password'), 400, ErrorCode.WRONG_CREDENTIALS);
    const refusal = await expectProblem(signInByEmail(visitor(), blocked.email, blocked.password), 429, ErrorCode.RATE_LIMITED);
    expect(refusal.retry_after_seconds).toBeGreaterThan(0);
    clock.advance(Number(refusal.retry_after_seconds) * 1000);
    expect(await signInByEmail(visitor(), blocked.email, blocked.password)).toEqual({ session_state: 'normal' });
  });

  it('a reset_password account must set a password first', async () => {
    await expectProblem(
      visitor().call('auth.sessionCreate', {
        body: { login: migratedWithoutPassword.email, login_mode: 'reset_password', login_type: 'email', password: 'whatever1' },
      }),
      400,
      ErrorCode.LOGIN_MODE_MISMATCH,
    );
  });
});

describe('forgot password by e-mail code', () => {
  it('a 6-digit e-mail code buys a new password; every old session ends', async () => {
    const other = visitor();
    await signInByEmail(other, demoEmail.email, demoEmail.password);
    const viewer = visitor();
    expect(await viewer.call('auth.emailCodeSend', { body: { email: demoEmail.email, action: 'reset_password' } })).toEqual({
      resend_after_seconds: 60,
      code_length: 6,
    });
    expect((await viewer.call('accounts.user')).email_resend_seconds).toBe(60);
    const code = await lastCode(viewer, demoEmail.email);
    expect(code).toMatch(/^\d{6}$/);
    const { confirmation_code } = await viewer.call('auth.emailCodeValidate', {
      body: { email: demoEmail.email, code, action: 'reset_password' },
    });
    await expectProblem(
      viewer.call('auth.passwordReset', { body: { confirmation_code, email: demoEmail.email, new_password: 'short' } }),
      400,
      ErrorCode.PASSWORD_TOO_SHORT,
    );
    const newPassword = 'a-new-password';
    expect(
      await viewer.call('auth.passwordReset', { body: { confirmation_code, email: demoEmail.email, new_password: newPassword } }),
    ).toEqual({
      success: true,
    });
    await expectProblem(other.call('sessions.current'), 401, ErrorCode.SESSION_INVALID);
    await expectProblem(
      viewer.call('auth.passwordReset', { body: { confirmation_code, email: demoEmail.email, new_password: 'again-and-again' } }),
      400,
      ErrorCode.CONFIRMATION_INVALID,
    );
    await expectProblem(signInByEmail(visitor(), demoEmail.email, demoEmail.password), 400, ErrorCode.WRONG_CREDENTIALS);
    expect(await signInByEmail(viewer, demoEmail.email, newPassword)).toEqual({ session_state: 'normal' });
    const [notice] = await viewer.call('dev.outbox', { query: { to: demoEmail.email } });
    expect(notice).toMatchObject({ channel: 'email', code: null });
  });

  it('refuses an e-mail without an account and a confirmation for another e-mail', async () => {
    const viewer = visitor();
    await expectProblem(
      viewer.call('auth.emailCodeSend', { body: { email: 'ghost@efir.demo', action: 'reset_password' } }),
      404,
      ErrorCode.ACCOUNT_NOT_FOUND,
    );
    await expectProblem(
      viewer.call('auth.passwordReset', { body: { confirmation_code: 'made-up', email: blocked.email, new_password: 'long-enough' } }),
      400,
      ErrorCode.CONFIRMATION_INVALID,
    );
    await expectProblem(
      viewer.call('auth.passwordReset', { body: { confirmation_code: 'x', new_password: 'long-enough' } }),
      400,
      ErrorCode.LOGIN_INVALID,
    );
  });
});

describe('migrated e-mail accounts', () => {
  it('migrate_phone: the password signs in, then the SMS-confirmed phone is attached', async () => {
    const viewer = visitor();
    expect(await signInByEmail(viewer, migrated.email, migrated.password, 'migrate_phone')).toEqual({ session_state: 'normal' });
    const phone = freshPhone();
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'migrate_phone' } });
    const code = await lastCode(viewer, phone);
    const { confirmation_code } = await viewer.call('auth.smsCodeValidate', { body: { phone, code, action: 'migrate_phone' } });
    await expectProblem(
      viewer.call('auth.migratePhone', { body: { confirmation_code, phone, email: demoEmail.email } }),
      400,
      ErrorCode.LOGIN_MODE_MISMATCH,
    );
    expect(await viewer.call('auth.migratePhone', { body: { confirmation_code, phone, email: migrated.email } })).toEqual({
      success: true,
    });
    expect(await viewer.call('accounts.user')).toMatchObject({ phone, email: migrated.email, account_settings: { auth_mode: 'phone' } });
    expect(await viewer.call('auth.checkLogin', { body: { login: migrated.email } })).toMatchObject({
      login_mode: 'authorize',
      migrated_from: null,
    });
    expect(await viewer.call('auth.checkLogin', { body: { login: phone } })).toMatchObject({ login_mode: 'authorize' });
  });

  it('migrate phone needs a signed-in account and a phone nobody has', async () => {
    const demo = visitor();
    await demo.call('sessions.current');
    await expectProblem(
      demo.call('auth.migratePhone', { body: { confirmation_code: 'x', phone: freshPhone(), email: migrated.email } }),
      403,
      ErrorCode.AUTH_REQUIRED,
    );
    await expectProblem(
      visitor().call('auth.smsCodeSend', { body: { phone: demoPhone.phone, action: 'migrate_phone' } }),
      409,
      ErrorCode.PHONE_TAKEN,
    );
  });

  it('reset_password: an SMS code to the phone on file sets the password and attaches the phone', async () => {
    const viewer = visitor();
    const { email, legacy_phone: phone } = migratedWithoutPassword;
    await expectProblem(
      viewer.call('auth.passwordReset', { body: { confirmation_code: 'x', email, phone: freshPhone(), new_password: 'long-enough' } }),
      400,
      ErrorCode.LOGIN_MODE_MISMATCH,
    );
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'reset_password' } });
    const code = await lastCode(viewer, phone);
    const { confirmation_code } = await viewer.call('auth.smsCodeValidate', { body: { phone, code, action: 'reset_password' } });
    expect(await viewer.call('auth.passwordReset', { body: { confirmation_code, email, phone, new_password: 'legacy-password' } })).toEqual(
      {
        success: true,
      },
    );
    expect(await viewer.call('auth.checkLogin', { body: { login: email } })).toMatchObject({
      login_mode: 'authorize',
      migrated_from: null,
    });
    expect(await signInByEmail(viewer, email, 'legacy-password')).toEqual({ session_state: 'normal' });
    expect(await viewer.call('accounts.user')).toMatchObject({ phone, email });
  });
});

describe('password validate, sign-out and the user state', () => {
  it('password validate needs an account and says whether the password is right', async () => {
    const viewer = visitor();
    await viewer.call('sessions.current');
    await expectProblem(viewer.call('auth.passwordValidate', { body: { password: 'x' } }), 403, ErrorCode.AUTH_REQUIRED);
    await signInByEmail(viewer, migrated.email, migrated.password);
    expect(await viewer.call('auth.passwordValidate', { body: { password: migrated.password } })).toEqual({ valid: true });
    expect(await viewer.call('auth.passwordValidate', { body: { password: 'nope' } })).toEqual({ valid: false });
  });

  it('sign-out ends the session and leaves a demo session', async () => {
    const viewer = visitor();
    await signInByPhone(viewer, demoPhone.phone, 'authorize');
    const signedIn = viewer.cookies.get(SESSION_COOKIE)!;
    expect(await viewer.call('auth.logout', { body: {} })).toEqual({ session_state: 'normal' });
    expect((await viewer.call('sessions.current')).is_auth).toBe(false);
    const stale = visitor();
    stale.cookies.set(SESSION_COOKIE, signedIn);
    await expectProblem(stale.call('sessions.current'), 401, ErrorCode.SESSION_INVALID);
  });

  it('sign-out takes no body at all, as the contract says it may', async () => {
    const viewer = visitor();
    await signInByPhone(viewer, demoPhone.phone, 'authorize');
    const response = await viewer.raw('/api/v1/auth/logout', { method: 'POST' });
    expect(response.status).toBe(200);
    expect((await viewer.call('sessions.current')).is_auth).toBe(false);
  });

  it('a visitor’s user state has no account, and says where the request comes from', async () => {
    const user = await browser(app, '10.20.30.40').call('accounts.user');
    expect(user).toMatchObject({
      is_auth: false,
      phone: null,
      email: null,
      account_settings: null,
      sms_resend_seconds: 0,
      language: 'rus',
    });
    expect(user.system_info.client_ip).toBe('10.20.30.40');
  });

  it('a blocked account signs in and sees its block screen with the actions', async () => {
    const viewer = visitor();
    clock.advance(15 * 60_000);
    await signInByEmail(viewer, blocked.email, blocked.password);
    const user = await viewer.call('accounts.user');
    expect(user.account_settings).toMatchObject({ is_account_blocked: true, auth_mode: 'email', btb_type: 'b2c' });
    expect(user.account_settings?.block_screen?.available_actions.map((a) => a.type)).toEqual(['link', 'link', 'logout']);
    expect(user.system_info.san).toMatch(/^\d+$/);
    expect(user.unread_messages).toBe(0);
  });
});

describe('the remaining branches', () => {
  it('a wrong e-mail code costs a try like an SMS code', async () => {
    const viewer = visitor();
    clock.advance(61_000);
    await viewer.call('auth.emailCodeSend', { body: { email: blocked.email, action: 'reset_password' } });
    const code = await lastCode(viewer, blocked.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refusal = await expectProblem(
      viewer.call('auth.emailCodeValidate', { body: { email: blocked.email, code: wrong, action: 'reset_password' } }),
      400,
      ErrorCode.CODE_WRONG,
    );
    expect(refusal.attempts_left).toBe(4);
    await expectProblem(
      viewer.call('auth.emailCodeValidate', { body: { email: 'not-an-email', code, action: 'reset_password' } }),
      400,
      ErrorCode.LOGIN_INVALID,
    );
  });

  it('a phone account sets a password with an SMS code, and its sessions end', async () => {
    const viewer = visitor();
    await signInByPhone(viewer, demoPhone.phone, 'authorize');
    const other = visitor();
    clock.advance(61_000);
    await other.call('auth.smsCodeSend', { body: { phone: demoPhone.phone, action: 'reset_password' } });
    const code = await lastCode(other, demoPhone.phone);
    const { confirmation_code } = await other.call('auth.smsCodeValidate', {
      body: { phone: demoPhone.phone, code, action: 'reset_password' },
    });
    expect(
      await other.call('auth.passwordReset', { body: { confirmation_code, phone: demoPhone.phone, new_password: 'phone-password' } }),
    ).toEqual({
      success: true,
    });
    await expectProblem(viewer.call('sessions.current'), 401, ErrorCode.SESSION_INVALID);
  });

  it('session update leaves a normal session normal', async () => {
    const viewer = visitor();
    expect(await viewer.call('auth.sessionUpdate', { body: {} })).toEqual({ session_state: 'normal' });
    await signInByEmail(viewer, migrated.email, migrated.password);
    expect(await viewer.call('auth.sessionUpdate', { body: {} })).toEqual({ session_state: 'normal' });
  });

  it('one address may check at most 30 logins a minute', async () => {
    const viewer = browser(app, '10.77.0.1');
    for (let i = 0; i < 30; i += 1) await viewer.call('auth.checkLogin', { body: { login: freshPhone() } });
    const refusal = await expectProblem(viewer.call('auth.checkLogin', { body: { login: freshPhone() } }), 429, ErrorCode.RATE_LIMITED);
    expect(refusal.retry_after_seconds).toBeGreaterThan(0);
    clock.advance(60_000);
    expect(await viewer.call('auth.checkLogin', { body: { login: freshPhone() } })).toMatchObject({ login_mode: 'register' });
  });
});
