import { createHmac, randomInt } from 'node:crypto';
import {
  ErrorCode,
  type LanguageCode,
  normaliseTvCode,
  TV_CODE_ALPHABET,
  TV_CODE_LENGTH,
  TV_CODE_LIFETIME_MS,
  TV_CODE_PAGE_PATH,
  TV_CODE_POLL_INTERVAL_MS,
  type TvCodeCreated,
  type TvCodeStatus,
  type TvNotification,
} from '@efir/contract';
import type { Db } from '../../db/client.js';
import { Problem, tooMany } from '../../http/problem.js';
import { textsIn } from '../../i18n/index.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { AuthService, Caller } from '../auth/service.js';
import type { Tx } from '../entitlements/repo.js';
import type { NotificationsService } from '../notifications/service.js';
import type { Session } from '../sessions/service.js';
import type { TvCodesRepo } from './repo.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Codes one TV browser may ask for in an hour: a new one every 10 minutes is 6. */
export const TV_CODES_PER_SESSION_HOURLY = 10;
/** Codes one address may ask for in an hour (many TVs of one household or hotel share it). */
export const TV_CODES_PER_IP_HOURLY = 60;
/** The TV polls every 2 s: 30 a minute, with room for a reload. */
export const TV_POLLS_PER_SESSION_MINUTE = 60;
/** Codes one account may enter in 15 minutes, right or wrong: guessing someone's TV code stops here. */
export const TV_CODE_TRIES_PER_ACCOUNT = 10;
/** Codes one address may enter in 15 minutes over all its accounts. */
export const TV_CODE_TRIES_PER_IP = 30;
const TRIES_WINDOW_MS = 15 * MINUTE_MS;
/** After the code is entered the TV has this long to take its session (it polls every 2 s); later it asks anew. */
export const TV_CODE_CLAIM_WINDOW_MS = MINUTE_MS;
/** Dead codes stay a day (a late poll still hears "expired"), then go. */
export const TV_CODE_RETENTION_MS = 24 * HOUR_MS;
const NOTIFICATION_SECONDS = 5;
/** Draws before giving up when every drawn code is taken: with 31^6 codes this never happens in practice. */
const MAX_DRAWS = 5;

/** A code of TV_CODE_LENGTH characters from the unambiguous alphabet, crypto-random. */
export function drawTvCode(): string {
  return Array.from({ length: TV_CODE_LENGTH }, () => TV_CODE_ALPHABET[randomInt(TV_CODE_ALPHABET.length)]).join('');
}

const isTvCodeShaped = (code: string) => code.length === TV_CODE_LENGTH && [...code].every((c) => TV_CODE_ALPHABET.includes(c));

export interface TvCodesDeps {
  clock: Clock;
  rateLimits: RateLimitStore;
  auth: Pick<AuthService, 'signInAccount'>;
  events: Pick<NotificationsService, 'addEvent'>;
  db: Pick<Db, 'transaction'>;
  /** The instance secret: codes are kept as HMACs, which a stolen table cannot be walked back from in 31^6 tries. */
  secret: string;
}

export interface TvCodeEntry {
  accountId: string;
  ip: string;
  language: LanguageCode;
  code: string;
}

/**
 * spec 2 §4 TV-code flow, server side. A TV browser (a visitor's demo session) asks for a code, shows it and polls; a
 * signed-in viewer enters it once within 10 minutes; the TV's next poll ends its demo session and starts one of that
 * account, counted against the device limit like any sign-in.
 */
export function tvCodesService(repo: TvCodesRepo, deps: TvCodesDeps) {
  const { clock, rateLimits } = deps;
  const hashOf = (code: string) => createHmac('sha256', deps.secret).update(`tv-code:${code}`).digest('hex');
  const refuse = (status: number, code: number, description: string) => new Problem(status, code, description);

  async function throttle(key: string, limit: number, windowMs: number, language: LanguageCode) {
    const hit = await rateLimits.hit(key, limit, windowMs);
    if (!hit.allowed) throw tooMany(ErrorCode.RATE_LIMITED, textsIn(language).tvCodes.tooMany, hit.retryAfterSeconds);
  }

  function notification(language: LanguageCode): TvNotification {
    const texts = textsIn(language).tvCodes;
    return {
      event_code: 'ott_tv_activated',
      event_type: 'display',
      display: { display_type: 'panel', message: texts.activated, submessage: texts.activatedSub, duration: NOTIFICATION_SECONDS },
    };
  }

  function visitorOnly(session: Session, language: LanguageCode) {
    if (session.account_id) throw refuse(409, ErrorCode.TV_CODE_SIGNED_IN, textsIn(language).tvCodes.signedIn);
  }

  return {
    async create(session: Session, ip: string, language: LanguageCode): Promise<TvCodeCreated> {
      visitorOnly(session, language);
      await throttle(`tvcode:create:session:${session.id}`, TV_CODES_PER_SESSION_HOURLY, HOUR_MS, language);
      await throttle(`tvcode:create:ip:${ip}`, TV_CODES_PER_IP_HOURLY, HOUR_MS, language);
      const now = clock.now();
      await repo.retirePending(session.id, now);
      const expiresAt = new Date(now.getTime() + TV_CODE_LIFETIME_MS);
      for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
        const code = drawTvCode();
        const row = await repo.insert({ code_hash: hashOf(code), tv_session_id: session.id, created_at: now, expires_at: expiresAt });
        if (row) {
          return {
            code,
            expires_in: TV_CODE_LIFETIME_MS / 1000,
            address: TV_CODE_PAGE_PATH,
            poll_interval_ms: TV_CODE_POLL_INTERVAL_MS,
          };
        }
      }
      throw new Error('No free TV code after several draws');
    },

    /** The TV's poll; `token` is the new session's cookie once the code was entered. */
    async status(caller: Caller & { session: Session }): Promise<{ answer: TvCodeStatus; token?: string }> {
      const { session, language } = caller;
      visitorOnly(session, language);
      await throttle(`tvcode:status:session:${session.id}`, TV_POLLS_PER_SESSION_MINUTE, MINUTE_MS, language);
      const row = await repo.latestOf(session.id);
      if (!row) throw refuse(404, ErrorCode.TV_CODE_UNKNOWN, textsIn(language).tvCodes.unknown);
      const now = clock.now();
      if (row.claimed_at) throw refuse(409, ErrorCode.TV_CODE_USED, textsIn(language).tvCodes.used);
      const claimSince = new Date(now.getTime() - TV_CODE_CLAIM_WINDOW_MS);
      if (row.authorised_at && row.account_id && row.authorised_at > claimSince) {
        const accountId = row.account_id;
        const { token, session: created } = await deps.auth.signInAccount(accountId, caller, async (tx: Tx) => {
          if (!(await repo.claim(row.id, claimSince, now, tx))) {
            throw refuse(409, ErrorCode.TV_CODE_USED, textsIn(language).tvCodes.used);
          }
        });
        return { answer: { status: 'signed_in', session_state: created.state }, token };
      }
      if (row.authorised_at || row.expires_at <= now) return { answer: { status: 'expired' } };
      return { answer: { status: 'pending', expires_in: Math.ceil((row.expires_at.getTime() - now.getTime()) / 1000) } };
    },

    /** spec 2 §7 TV code authorise and OTT TV code send: the viewer's account takes the TV that shows `code`. */
    async enter(entry: TvCodeEntry): Promise<TvNotification> {
      const texts = textsIn(entry.language).tvCodes;
      // Every try counts before the code is looked at, so simultaneous guesses cannot slip past the limits.
      await throttle(`tvcode:enter:account:${entry.accountId}`, TV_CODE_TRIES_PER_ACCOUNT, TRIES_WINDOW_MS, entry.language);
      await throttle(`tvcode:enter:ip:${entry.ip}`, TV_CODE_TRIES_PER_IP, TRIES_WINDOW_MS, entry.language);
      const code = normaliseTvCode(entry.code);
      const row = isTvCodeShaped(code) ? await repo.byHash(hashOf(code)) : undefined;
      if (!row) throw refuse(404, ErrorCode.TV_CODE_UNKNOWN, texts.unknown);
      const now = clock.now();
      if (row.authorised_at) throw refuse(409, ErrorCode.TV_CODE_USED, texts.used);
      if (row.expires_at <= now) throw refuse(410, ErrorCode.TV_CODE_EXPIRED, texts.expired);
      const taken = await deps.db.transaction(async (tx) => {
        if (!(await repo.authorise(row.id, entry.accountId, now, tx))) return false;
        await deps.events.addEvent(tx, entry.accountId, 'ott_tv_activated', { tv_code_id: row.id }, now);
        return true;
      });
      // Lost a race with another entry of the same code.
      if (!taken) throw refuse(409, ErrorCode.TV_CODE_USED, texts.used);
      return notification(entry.language);
    },

    purge: () => repo.deleteExpiredBefore(new Date(clock.now().getTime() - TV_CODE_RETENTION_MS)),
  };
}

export type TvCodesService = ReturnType<typeof tvCodesService>;
