import { randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH, ErrorCode, type LanguageCode, SMS_CODE_LENGTH } from '@efir/contract';
import type { Config } from '../../config.js';
import { Problem, tooMany } from '../../http/problem.js';
import { fill, textsIn } from '../../i18n/index.js';
import type { Clock } from '../../lib/clock.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import type { Messaging } from '../../providers/messaging.js';
import { MessageDeliveryError } from '../../providers/messaging.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { Channel, CodesRepo } from './repo.js';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

export const CODE_LENGTH: Record<Channel, number> = { sms: SMS_CODE_LENGTH, email: EMAIL_CODE_LENGTH };

export interface SendRequest {
  channel: Channel;
  target: string;
  action: string;
  sessionId: string | undefined;
  ip: string;
  language: LanguageCode;
  /** The message, with {code} where the code goes, when it is not a sign-in code (a bonus program's). */
  text?: string;
}

/**
 * One-time codes: random, kept only as SHA-256, single use, expiring after CODE_TTL_SECONDS, dead after CODE_MAX_ATTEMPTS
 * wrong tries; sends are limited by the resend timer, per target per day and per IP per hour.
 */
export interface CodesDeps {
  clock: Clock;
  limits: Config['codes'];
  rateLimits: RateLimitStore;
  messaging: Messaging;
}

export function codesService(repo: CodesRepo, { clock, limits, rateLimits, messaging }: CodesDeps) {
  const secondsUntil = (at: Date) => Math.max(0, Math.ceil((at.getTime() - clock.now().getTime()) / 1000));

  return {
    async send(request: SendRequest): Promise<{ resend_after_seconds: number; code_length: number }> {
      const now = clock.now();
      const last = await repo.latest(request.channel, request.target);
      if (last) {
        const wait = secondsUntil(new Date(last.created_at.getTime() + limits.resendSeconds * 1000));
        if (wait > 0) throw tooMany(ErrorCode.CODE_RESEND_TOO_SOON, 'A new code can be sent later', wait);
      }
      const sent = await repo.sentSince(request.channel, request.target, new Date(now.getTime() - DAY_MS));
      if (sent.n >= limits.dailyLimit) {
        throw tooMany(ErrorCode.CODE_DAILY_LIMIT, 'Too many codes today', secondsUntil(new Date(sent.oldest!.getTime() + DAY_MS)));
      }
      const perIp = await rateLimits.hit(`codes:ip:${request.ip}`, limits.ipHourlyLimit, HOUR_MS);
      if (!perIp.allowed) throw tooMany(ErrorCode.RATE_LIMITED, 'Too many codes from this address', perIp.retryAfterSeconds);

      const length = CODE_LENGTH[request.channel];
      const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
      const id = await repo.insert({
        channel: request.channel,
        target: request.target,
        action: request.action,
        code_hash: sha256(code),
        session_id: request.sessionId ?? null,
        ip: request.ip,
        created_at: now,
        expires_at: new Date(now.getTime() + limits.ttlSeconds * 1000),
      });
      try {
        await messaging[request.channel].send({
          to: request.target,
          text: fill(request.text ?? textsIn(request.language).codes[request.channel], { code }),
          code,
        });
      } catch (error) {
        await repo.remove(id);
        if (error instanceof MessageDeliveryError) {
          throw new Problem(500, ErrorCode.MESSAGE_NOT_DELIVERED, 'The code could not be sent; try again in a minute');
        }
        throw error;
      }
      return { resend_after_seconds: limits.resendSeconds, code_length: length };
    },

    /**
     * Spends the newest code for the target and action when `code` is it. A wrong value costs a try; once the tries are
     * used up the code is dead, so even the right value is refused and a new code must be sent.
     */
    async check(channel: Channel, target: string, action: string, code: string): Promise<void> {
      const now = clock.now();
      const row = await repo.latest(channel, target, action);
      if (!row || row.used_at || row.expires_at <= now)
        throw new Problem(400, ErrorCode.CODE_EXPIRED, 'The code has expired; ask for a new one');
      if (row.attempts >= limits.maxAttempts) throw exhausted(row.created_at);
      const given = Buffer.from(sha256(code.trim()), 'hex');
      if (!timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) {
        const attempts = await repo.addAttempt(row.id, limits.maxAttempts);
        if (attempts === undefined) throw exhausted(row.created_at);
        throw new Problem(400, ErrorCode.CODE_WRONG, 'Wrong code', { attempts_left: limits.maxAttempts - attempts });
      }
      if (!(await repo.use(row.id, now, limits.maxAttempts)))
        throw new Problem(400, ErrorCode.CODE_EXPIRED, 'The code has expired; ask for a new one');
    },

    /** A single-use proof that a code for this target and action was right, valid as long as a code. */
    async confirm(target: string, action: string): Promise<string> {
      const token = newToken();
      await repo.insertConfirmation({
        token_hash: sha256(token),
        target,
        action,
        expires_at: new Date(clock.now().getTime() + limits.ttlSeconds * 1000),
      });
      return token;
    },

    async useConfirmation(token: string, target: string, action: string): Promise<void> {
      if (!(await repo.useConfirmation(sha256(token), target, action, clock.now()))) {
        throw new Problem(400, ErrorCode.CONFIRMATION_INVALID, 'The confirmation is unknown, used or expired');
      }
    },

    /** spec 1 §9 resend timers: seconds until this session may send another code by this channel. */
    async resendSeconds(sessionId: string, channel: Channel): Promise<number> {
      const last = await repo.latestForSession(sessionId, channel);
      return last ? secondsUntil(new Date(last.created_at.getTime() + limits.resendSeconds * 1000)) : 0;
    },
  };

  function exhausted(sentAt: Date) {
    return tooMany(
      ErrorCode.CODE_ATTEMPTS_EXHAUSTED,
      'Too many wrong codes; ask for a new one',
      secondsUntil(new Date(sentAt.getTime() + limits.resendSeconds * 1000)),
    );
  }
}

export type CodesService = ReturnType<typeof codesService>;
