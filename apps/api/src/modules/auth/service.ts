import {
  type CheckLoginResult,
  type CodeAction,
  ErrorCode,
  type LanguageCode,
  type LoginMode,
  type LoginType,
  type SessionState,
} from '@efir/contract';
import { Problem, tooMany } from '../../http/problem.js';
import { textsIn } from '../../i18n/index.js';
import type { Messaging } from '../../providers/messaging.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { Account, AccountsRepo } from '../accounts/repo.js';
import type { CodesService } from '../codes/service.js';
import type { DevicesService } from '../devices/service.js';
import type { Tx } from '../entitlements/repo.js';
import type { ClientInfo, Session, SessionsService } from '../sessions/service.js';
import { knownDevices } from './known-devices.js';
import { type PhoneCountry, parseEmail, parseLogin, parsePhone } from './login.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** Password tries one address (or one known device) may make at one login in PASSWORD_WINDOW_MS. */
export const PASSWORD_TRIES_PER_SOURCE = 5;
/** Password tries one address may make at all logins in the window. */
const PASSWORD_TRIES_PER_ADDRESS = 50;
/** Wrong passwords for a login from anywhere before tries from unknown devices are spaced out. */
export const PASSWORD_FAILURES_BEFORE_BACKOFF = 10;
/** The space between those tries doubles from 1 s with each further failure, up to a minute: slow, never locked. */
export const PASSWORD_BACKOFF_MAX_MS = 60_000;
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;
/** Password validations (signed in) per account in the window. */
const PASSWORD_VALIDATIONS = 10;

const backoffMs = (failures: number) => Math.min(1000 * 2 ** (failures - PASSWORD_FAILURES_BEFORE_BACKOFF), PASSWORD_BACKOFF_MAX_MS);
/** checkLogin answers per address per minute: enough for people, too few to walk a list of phones. */
const CHECK_LOGIN_PER_MINUTE = 30;

export interface AuthDeps {
  accounts: AccountsRepo;
  codes: CodesService;
  sessions: SessionsService;
  devices: DevicesService;
  rateLimits: RateLimitStore;
  messaging: Messaging;
  countries: () => Promise<PhoneCountry[]>;
  passwordMinLength: number;
  /** The instance secret: it signs known-device marks. */
  secret: string;
  /** Runs writes that stand or fall together (a sign-in's old session, new session and device). */
  transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  /** What a visitor's session wrote that the account takes over when that visitor signs in, in the sign-in's transaction. */
  adoptVisitor: (tx: Tx, sessionId: string, accountId: string) => Promise<void>;
}

export interface Caller extends ClientInfo {
  session: Session | undefined;
  language: LanguageCode;
  /** The browser's known-device mark (KNOWN_DEVICE_COOKIE), if it has one. */
  knownDevice?: string;
}

const refuse = (status: number, code: number, description: string) => new Problem(status, code, description);
const badLogin = () => refuse(400, ErrorCode.LOGIN_INVALID, 'Enter a phone number or an e-mail address');
const wrongCredentials = () => refuse(400, ErrorCode.WRONG_CREDENTIALS, 'Wrong login or password');
const modeMismatch = (description: string) => refuse(400, ErrorCode.LOGIN_MODE_MISMATCH, description);

/** The sign-in and registration rules of spec 1 §4 and §7, on the server's side. */
export function authService(deps: AuthDeps) {
  const { accounts, codes, sessions, devices, rateLimits } = deps;
  const devicesMarks = knownDevices(deps.secret);

  const phoneOf = async (value: string) => {
    const parsed = parsePhone(value, await deps.countries());
    if (!parsed) throw refuse(400, ErrorCode.LOGIN_INVALID, 'Enter the whole phone number with its country code');
    return parsed;
  };
  const emailOf = (value: string) => {
    const email = parseEmail(value);
    if (!email) throw refuse(400, ErrorCode.LOGIN_INVALID, 'Enter a valid e-mail address');
    return email;
  };

  async function throttle(key: string, limit: number, windowMs: number) {
    const hit = await rateLimits.hit(key, limit, windowMs);
    if (!hit.allowed) throw tooMany(ErrorCode.RATE_LIMITED, 'Too many attempts; try again later', hit.retryAfterSeconds);
  }

  /**
   * Password tries are taken before the password is evaluated, so parallel guesses count as sequential ones: at most
   * PASSWORD_TRIES_PER_SOURCE per login from one address (or one known device), PASSWORD_TRIES_PER_ADDRESS from one
   * address in all. Failures from anywhere slow the login down for unknown devices (one try per backoff interval),
   * while a browser that signed in to the account before keeps its own tries: a guesser cannot lock the owner out.
   */
  async function checkPassword(account: Account | undefined, login: string, password: string, caller: Caller): Promise<Account> {
    const device = devicesMarks.idFor(caller.knownDevice, account?.id);
    const source = device ? `password:${login}:device:${device}` : `password:${login}:ip:${caller.ip}`;
    await throttle(source, PASSWORD_TRIES_PER_SOURCE, PASSWORD_WINDOW_MS);
    await throttle(`password:ip:${caller.ip}`, PASSWORD_TRIES_PER_ADDRESS, PASSWORD_WINDOW_MS);
    const failuresKey = `password:failures:${login}`;
    if (!device) {
      const failures = await rateLimits.peek(failuresKey);
      if (failures >= PASSWORD_FAILURES_BEFORE_BACKOFF) await throttle(`password:backoff:${login}`, 1, backoffMs(failures));
    }
    const right = await verifyPassword(password, account?.password_hash);
    if (!account || !right) {
      const { count } = await rateLimits.hit(failuresKey, Number.MAX_SAFE_INTEGER, PASSWORD_WINDOW_MS);
      // Takes the interval's one try now, so the next unknown device waits from this failure on.
      if (count >= PASSWORD_FAILURES_BEFORE_BACKOFF) await rateLimits.hit(`password:backoff:${login}`, 1, backoffMs(count));
      throw wrongCredentials();
    }
    await Promise.all([rateLimits.reset(source), rateLimits.reset(failuresKey), rateLimits.reset(`password:backoff:${login}`)]);
    return account;
  }

  function checkNewPassword(password: string) {
    if (password.length < deps.passwordMinLength) {
      throw new Problem(400, ErrorCode.PASSWORD_TOO_SHORT, `The password needs at least ${deps.passwordMinLength} characters`, {
        min_length: deps.passwordMinLength,
      });
    }
  }

  /** Proof of a phone: the SMS code itself, or a confirmation bought with it. */
  async function provePhone(phone: string, action: CodeAction, proof: { password?: string; confirmation_code?: string }) {
    if (proof.confirmation_code) return codes.useConfirmation(proof.confirmation_code, phone, action);
    if (proof.password) return codes.check('sms', phone, action, proof.password);
    throw wrongCredentials();
  }

  /**
   * Replaces the caller's session with one for the account, restricted when the account is at its device limit.
   * `within`: writes that stand or fall with the sign-in (a TV code taken once); it throws to call the sign-in off.
   */
  async function signIn(account: Account, caller: Caller, within?: (tx: Tx) => Promise<void>) {
    const state: SessionState = await devices.stateForNewSession(account);
    // One transaction: a sign-in the database cut short neither signs the browser out nor leaves a device taking a slot.
    return deps.transaction(async (tx) => {
      await within?.(tx);
      if (caller.session && !caller.session.account_id) await deps.adoptVisitor(tx, caller.session.id, account.id);
      if (caller.session) await sessions.revoke(caller.session, tx);
      const created = await sessions.createForAccount(caller, account.id, state, tx);
      await devices.register(account.id, created.session.id, caller.userAgent, tx);
      return created;
    });
  }

  const modeOfMigrated = (account: Account): LoginMode => (account.password_hash ? 'migrate_phone' : 'reset_password');

  return {
    /** A mark for the browser that just signed in to the account (see checkPassword). */
    knownDeviceMark: (accountId: string) => devicesMarks.issue(accountId),

    async checkLogin(body: { login: string; migrate_phone?: string }, ip: string): Promise<CheckLoginResult> {
      await throttle(`check_login:ip:${ip}`, CHECK_LOGIN_PER_MINUTE, 60_000);
      const login = parseLogin(body.login, await deps.countries());
      if (!login) throw badLogin();
      if (body.migrate_phone !== undefined) {
        // spec 1 §4 migratedLogin: the phone a migrated e-mail account is to get.
        if (login.type !== 'phone') throw modeMismatch('Enter the phone number to attach');
        const account = await accounts.byEmail(emailOf(body.migrate_phone));
        if (account?.migrated_from !== 'email') throw modeMismatch('This account does not need a phone number');
        const owner = await accounts.byPhone(login.phone);
        if (owner && owner.id !== account.id) throw refuse(409, ErrorCode.PHONE_TAKEN, 'This phone number belongs to another account');
        const mode = modeOfMigrated(account);
        // Without a password the phone on file is the only proof of ownership there is.
        if (mode === 'reset_password' && account.legacy_phone !== login.phone) {
          throw modeMismatch('This is not the phone number on file for the account');
        }
        return { login_mode: mode, login_type: 'phone', migrated_from: 'email' };
      }
      if (login.type === 'phone') {
        const account = await accounts.byPhone(login.phone);
        return { login_mode: account ? 'authorize' : 'register', login_type: 'phone', migrated_from: null };
      }
      const account = await accounts.byEmail(login.email);
      if (!account) return { login_mode: 'register', login_type: 'email', migrated_from: null };
      if (account.migrated_from === 'email') return { login_mode: modeOfMigrated(account), login_type: 'email', migrated_from: 'email' };
      return { login_mode: account.password_hash ? 'authorize' : 'reset_password', login_type: 'email', migrated_from: null };
    },

    async sendSmsCode(body: { phone: string; action: CodeAction }, caller: Caller) {
      const { phone } = await phoneOf(body.phone);
      const account = await accounts.byPhone(phone);
      if (body.action === 'auth' && !account) throw refuse(404, ErrorCode.ACCOUNT_NOT_FOUND, 'No account has this phone number');
      if (body.action === 'register' && account) throw refuse(409, ErrorCode.ACCOUNT_EXISTS, 'An account with this phone number exists');
      if (body.action === 'migrate_phone' && account)
        throw refuse(409, ErrorCode.PHONE_TAKEN, 'This phone number belongs to another account');
      return codes.send({
        channel: 'sms',
        target: phone,
        action: body.action,
        sessionId: caller.session?.id,
        ip: caller.ip,
        language: caller.language,
      });
    },

    async validateSmsCode(body: { phone: string; code: string; action: CodeAction }) {
      const { phone } = await phoneOf(body.phone);
      await codes.check('sms', phone, body.action, body.code);
      return { confirmation_code: await codes.confirm(phone, body.action) };
    },

    async sendEmailCode(body: { email: string; action: 'reset_password' }, caller: Caller) {
      const email = emailOf(body.email);
      if (!(await accounts.byEmail(email))) throw refuse(404, ErrorCode.ACCOUNT_NOT_FOUND, 'No account has this e-mail address');
      return codes.send({
        channel: 'email',
        target: email,
        action: body.action,
        sessionId: caller.session?.id,
        ip: caller.ip,
        language: caller.language,
      });
    },

    async validateEmailCode(body: { email: string; code: string; action: 'reset_password' }) {
      const email = emailOf(body.email);
      await codes.check('email', email, body.action, body.code);
      return { confirmation_code: await codes.confirm(email, body.action) };
    },

    async validatePassword(password: string, accountId: string, ip: string) {
      await throttle(`password:account:${accountId}`, PASSWORD_VALIDATIONS, PASSWORD_WINDOW_MS);
      await throttle(`password:ip:${ip}`, PASSWORD_TRIES_PER_ADDRESS, PASSWORD_WINDOW_MS);
      const account = await accounts.byId(accountId);
      return { valid: await verifyPassword(password, account?.password_hash) };
    },

    /**
     * spec 1 §4 set password: by e-mail code (forgot password), by SMS code for a phone account, or — for a migrated
     * account without a password — by SMS code to the phone on file, which then becomes the account's phone.
     * Every session of the account ends; the viewer signs in again with the new password.
     */
    async resetPassword(body: { confirmation_code: string; email?: string; phone?: string; new_password: string }) {
      checkNewPassword(body.new_password);
      const email = body.email === undefined ? undefined : emailOf(body.email);
      const phone = body.phone === undefined ? undefined : (await phoneOf(body.phone)).phone;
      let account: Account | undefined;
      let attachPhone = false;
      if (email && phone) {
        account = await accounts.byEmail(email);
        if (account?.migrated_from !== 'email' || account.password_hash || account.legacy_phone !== phone) {
          throw modeMismatch('This account cannot take a password with this phone number');
        }
        if (await accounts.byPhone(phone)) throw refuse(409, ErrorCode.PHONE_TAKEN, 'This phone number belongs to another account');
        await codes.useConfirmation(body.confirmation_code, phone, 'reset_password');
        attachPhone = true;
      } else if (email) {
        account = await accounts.byEmail(email);
        await codes.useConfirmation(body.confirmation_code, email, 'reset_password');
      } else if (phone) {
        account = await accounts.byPhone(phone);
        await codes.useConfirmation(body.confirmation_code, phone, 'reset_password');
      } else {
        throw badLogin();
      }
      if (!account) throw refuse(404, ErrorCode.ACCOUNT_NOT_FOUND, 'No such account');
      await accounts.update(account.id, {
        password_hash: await hashPassword(body.new_password),
        ...(attachPhone ? { phone, migrated_from: null, legacy_phone: null } : {}),
      });
      await sessions.revokeAccount(account.id);
      if (account.email) {
        await deps.messaging.email.send({
          to: account.email,
          text: textsIn(account.language).auth.passwordChanged,
        });
      }
      return { success: true as const };
    },

    async createSession(
      body: { login: string; login_mode: LoginMode; login_type: LoginType; password?: string; confirmation_code?: string },
      caller: Caller,
    ) {
      const login = parseLogin(body.login, await deps.countries());
      if (!login) throw badLogin();
      if (login.type !== body.login_type) throw modeMismatch('login_type does not match the login');
      if (login.type === 'phone') {
        if (body.login_mode === 'register') {
          if (await accounts.byPhone(login.phone)) throw refuse(409, ErrorCode.ACCOUNT_EXISTS, 'An account with this phone number exists');
          await provePhone(login.phone, 'register', body);
          const account = await accounts.insert({
            phone: login.phone,
            language: caller.language,
            country_code: login.country.code.toUpperCase(),
          });
          return signIn(account, caller);
        }
        if (body.login_mode !== 'authorize') throw modeMismatch('A phone signs in with authorize or register');
        const account = await accounts.byPhone(login.phone);
        if (!account) throw refuse(404, ErrorCode.ACCOUNT_NOT_FOUND, 'No account has this phone number');
        await provePhone(login.phone, 'auth', body);
        return signIn(account, caller);
      }
      if (body.login_mode === 'register') throw refuse(400, ErrorCode.REGISTRATION_PHONE_ONLY, 'Registration is by phone number only');
      if (body.login_mode === 'reset_password') throw modeMismatch('Set a password first');
      if (!body.password) throw wrongCredentials();
      const account = await checkPassword(await accounts.byEmail(login.email), login.email, body.password, caller);
      return signIn(account, caller);
    },

    /** A sign-in another proof vouched for (spec 2 §4: a TV code the account entered), counted against the device limit. */
    async signInAccount(accountId: string, caller: Caller, within: (tx: Tx) => Promise<void>) {
      const account = await accounts.byId(accountId);
      if (!account) throw refuse(404, ErrorCode.ACCOUNT_NOT_FOUND, 'No such account');
      return signIn(account, caller, within);
    },

    /** spec 1 §4 migrate_phone: the signed-in e-mail account gets the phone it proved by SMS. */
    async migratePhone(body: { confirmation_code: string; phone: string; email: string }, accountId: string) {
      const account = await accounts.byId(accountId);
      const email = emailOf(body.email);
      if (!account || account.email !== email || account.migrated_from !== 'email')
        throw modeMismatch('This account does not need a phone number');
      const { phone } = await phoneOf(body.phone);
      if (await accounts.byPhone(phone)) throw refuse(409, ErrorCode.PHONE_TAKEN, 'This phone number belongs to another account');
      await codes.useConfirmation(body.confirmation_code, phone, 'migrate_phone');
      await accounts.update(account.id, { phone, migrated_from: null, legacy_phone: null });
      return { success: true as const };
    },

    /** spec 1 §8 1000053: a restricted session becomes normal once the account's devices fit its limit again. */
    async updateSession(session: Session): Promise<SessionState> {
      if (session.state !== 'restricted' || !session.account_id) return session.state;
      const account = await accounts.byId(session.account_id);
      if (!account || !(await devices.fitsLimit(account))) return 'restricted';
      await sessions.setState(session, 'normal');
      return 'normal';
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
