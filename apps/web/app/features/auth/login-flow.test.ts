import type { CheckLoginResult, LoginMode } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import {
  afterSignIn,
  closingNeedsDemoSession,
  initialStep,
  type LoginContext,
  type LoginEvent,
  type LoginStep,
  next,
  smsActionFor,
} from './login-flow';

const context: LoginContext = { skipProfiles: false, profileSteps: true };
const checked = (login: string, login_mode: LoginMode, login_type: 'phone' | 'email', migrated = false): LoginEvent => ({
  type: 'loginChecked',
  login,
  result: { login_mode, login_type, migrated_from: migrated ? 'email' : null } satisfies CheckLoginResult,
});
const run = (state: LoginStep, ...events: LoginEvent[]) => events.reduce((s, e) => next(s, e, context), state);
const login: LoginStep = { step: 'login', value: '' };

describe('the login flow (spec 1 §4)', () => {
  it('starts at the language step only while no language is set; with no languages the error modal shows', () => {
    expect(initialStep({ isAuth: false, languageSet: false, languagesExist: true })).toEqual({ step: 'language' });
    expect(initialStep({ isAuth: false, languageSet: true, languagesExist: true })).toEqual(login);
    expect(initialStep({ isAuth: false, languageSet: false, languagesExist: false })).toBe('error');
    expect(run({ step: 'language' }, { type: 'languageChosen' })).toEqual(login);
  });

  it('closes for a signed-in user unless an initial step is given', () => {
    expect(initialStep({ isAuth: true, languageSet: true, languagesExist: true })).toBe('close');
    const initial: LoginStep = { step: 'changeDevice', mode: 'authorize' };
    expect(initialStep({ isAuth: true, languageSet: true, languagesExist: true, initial })).toBe(initial);
  });

  it('a phone goes to phonePassword with the SMS action auth to authorize, register otherwise', () => {
    const authorize = run(login, checked('79990000001', 'authorize', 'phone'));
    expect(authorize).toEqual({ step: 'phonePassword', phone: '79990000001', mode: 'authorize' });
    expect(smsActionFor(authorize as Extract<LoginStep, { step: 'phonePassword' }>)).toBe('auth');
    const register = run(login, checked('79990000009', 'register', 'phone'));
    expect(smsActionFor(register as Extract<LoginStep, { step: 'phonePassword' }>)).toBe('register');
  });

  it('registering with an e-mail stays on the login step with input.login.validate.only_phone', () => {
    expect(run(login, checked('new@efir.demo', 'register', 'email'))).toEqual({
      step: 'login',
      value: 'new@efir.demo',
      error: 'input.login.validate.only_phone',
    });
  });

  it('an e-mail to authorize asks for the password; signing in closes or goes to profiles', () => {
    const password = run(login, checked('viewer@efir.demo', 'authorize', 'email'));
    expect(password).toEqual({ step: 'emailPassword', email: 'viewer@efir.demo' });
    expect(run(password, { type: 'signedIn', session_state: 'normal' })).toEqual({ step: 'done', after: 'profiles' });
    expect(next(password, { type: 'signedIn', session_state: 'normal' }, { skipProfiles: true, profileSteps: true })).toEqual({
      step: 'done',
      after: 'close',
    });
    expect(next(password, { type: 'signedIn', session_state: 'normal' }, { skipProfiles: false, profileSteps: false })).toEqual({
      step: 'done',
      after: 'close',
    });
  });

  it('forgot password: emailPassword → emailCode → set password → signed in', () => {
    const code = run(login, checked('viewer@efir.demo', 'authorize', 'email'), { type: 'forgotPassword' });
    expect(code).toEqual({ step: 'emailCode', email: 'viewer@efir.demo' });
    const set = run(code, { type: 'codeConfirmed', confirmation_code: 'c1' });
    expect(set).toEqual({ step: 'setPassword', mode: 'reset_password', email: 'viewer@efir.demo', confirmation_code: 'c1' });
    expect(run(set, { type: 'signedIn', session_state: 'normal' })).toEqual({ step: 'done', after: 'profiles' });
  });

  it('registration ends in registration success (after the PIN and profile steps of the profiles flow)', () => {
    const phone = run(login, checked('79990000009', 'register', 'phone'));
    expect(run(phone, { type: 'signedIn', session_state: 'normal' })).toEqual({ step: 'done', after: 'registration' });
    expect(afterSignIn('register', 'normal', { skipProfiles: true, profileSteps: false })).toEqual({ step: 'done', after: 'registration' });
  });

  it('a restricted session goes to changeDevice, then the new-device screen, then on', () => {
    const restricted = run(login, checked('devices@efir.demo', 'authorize', 'email'), { type: 'signedIn', session_state: 'restricted' });
    expect(restricted).toEqual({ step: 'changeDevice', mode: 'authorize' });
    expect(run(restricted, { type: 'back' })).toBe(restricted);
    const fits = run(restricted, { type: 'devicesFit' });
    expect(fits).toEqual({ step: 'newDevice', mode: 'authorize' });
    expect(run(fits, { type: 'newDeviceConfirmed' })).toEqual({ step: 'done', after: 'profiles' });
  });

  it('migrate_phone: migratedLogin → migratedPhonePassword → phonePassword → signed in', () => {
    const migrated = run(login, checked('migrated@efir.demo', 'migrate_phone', 'email', true));
    expect(migrated).toEqual({ step: 'migratedLogin', email: 'migrated@efir.demo', mode: 'migrate_phone' });
    const password = run(migrated, {
      type: 'migratedPhoneChecked',
      phone: '79990000077',
      result: { login_mode: 'migrate_phone', login_type: 'phone', migrated_from: 'email' },
    });
    expect(password).toEqual({ step: 'migratedPhonePassword', email: 'migrated@efir.demo', phone: '79990000077' });
    const sms = run(password, { type: 'signedIn', session_state: 'normal' });
    expect(sms).toEqual({ step: 'phonePassword', phone: '79990000077', mode: 'migrate_phone', email: 'migrated@efir.demo' });
    expect(smsActionFor(sms as Extract<LoginStep, { step: 'phonePassword' }>)).toBe('migrate_phone');
    expect(run(sms, { type: 'signedIn', session_state: 'normal' })).toBe(sms);
    expect(run(sms, { type: 'phoneMigrated' })).toEqual({ step: 'done', after: 'profiles' });
  });

  it('reset_password: migratedLogin → migratedPhonePasswordReset → set password with the code', () => {
    const migrated = run(login, checked('legacy@efir.demo', 'reset_password', 'email', true));
    const reset = run(migrated, {
      type: 'migratedPhoneChecked',
      phone: '79990000004',
      result: { login_mode: 'reset_password', login_type: 'phone', migrated_from: 'email' },
    });
    expect(reset).toEqual({ step: 'migratedPhonePasswordReset', email: 'legacy@efir.demo', phone: '79990000004' });
    expect(smsActionFor(reset as Extract<LoginStep, { step: 'migratedPhonePasswordReset' }>)).toBe('reset_password');
    expect(run(reset, { type: 'codeConfirmed', confirmation_code: 'c2' })).toEqual({
      step: 'setPassword',
      mode: 'reset_password',
      email: 'legacy@efir.demo',
      phone: '79990000004',
      confirmation_code: 'c2',
    });
  });

  it('back returns to the step before, keeping what was typed', () => {
    expect(run({ step: 'phonePassword', phone: '79990000001', mode: 'authorize' }, { type: 'back' })).toEqual({
      step: 'login',
      value: '79990000001',
    });
    expect(run({ step: 'emailCode', email: 'a@b.c' }, { type: 'back' })).toEqual({ step: 'emailPassword', email: 'a@b.c' });
    expect(run({ step: 'migratedPhonePassword', email: 'a@b.c', phone: '7' }, { type: 'back' })).toEqual({
      step: 'migratedLogin',
      email: 'a@b.c',
      mode: 'migrate_phone',
    });
  });

  it('closing before signing in while the session is not normal needs a demo session', () => {
    expect(closingNeedsDemoSession({ step: 'changeDevice', mode: 'authorize' }, 'restricted')).toBe(true);
    expect(closingNeedsDemoSession(login, 'restricted')).toBe(true);
    expect(closingNeedsDemoSession(login, 'normal')).toBe(false);
    expect(closingNeedsDemoSession({ step: 'done', after: 'close' }, 'normal')).toBe(false);
  });
});
