import {
  ACCESS_PANEL_DURATION_MS,
  ErrorCode,
  formatMoment,
  type LanguageCode,
  normalisePromoCode,
  PROMO_DAILY_ATTEMPTS,
  type PromoCodeSent,
} from '@efir/contract';
import { translate } from '../../db/schema/i18n.js';
import { Problem, tooMany } from '../../http/problem.js';
import { fill, textsIn } from '../../i18n/index.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { EntitlementsService } from '../entitlements/service.js';
import type { PromoCodeRow, PromoCodesRepo } from './repo.js';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
/** Tries one address may make per hour, whatever the accounts: guessing codes across many accounts stops here. */
export const PROMO_IP_HOURLY_LIMIT = 30;

export interface PromoRequest {
  accountId: string;
  ip: string;
  language: LanguageCode;
  code: string;
}

/**
 * spec 2 §4 Promo-code flow, server side: a code is case-insensitive, valid within its window, activated once per
 * account and at most max_activations times overall. Failures are limited per account per day (spec 2 §5: 5) and per
 * address per hour, so codes cannot be guessed by brute force.
 */
export function promoCodesService(
  repo: PromoCodesRepo,
  { entitlements, clock, rateLimits }: { entitlements: EntitlementsService; clock: Clock; rateLimits: RateLimitStore },
) {
  /** Counts this try as a failure up front (so simultaneous tries cannot slip past the limit); success takes it back. */
  async function admit(request: PromoRequest, now: Date): Promise<number> {
    const perIp = await rateLimits.hit(`promo:ip:${request.ip}`, PROMO_IP_HOURLY_LIMIT, HOUR_MS);
    if (!perIp.allowed)
      throw tooMany(ErrorCode.RATE_LIMITED, textsIn(request.language).promoCodes.tooManyFromAddress, perIp.retryAfterSeconds);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    await repo.forgetAttemptsBefore(request.accountId, dayAgo);
    const attempt = await repo.addAttempt(request.accountId, now);
    const recent = await repo.attemptsSince(request.accountId, dayAgo);
    if (recent.n > PROMO_DAILY_ATTEMPTS) {
      await repo.removeAttempt(attempt);
      const freesAt = (recent.oldest ?? now).getTime() + DAY_MS;
      throw tooMany(
        ErrorCode.PROMO_ATTEMPTS_EXCEEDED,
        textsIn(request.language).promoCodes.tooManyAttempts,
        (freesAt - now.getTime()) / 1000,
      );
    }
    return attempt;
  }

  async function notification(code: PromoCodeRow, request: PromoRequest, grantedUntil: Date | null): Promise<PromoCodeSent> {
    const submessage = code.submessage
      ? translate(code.submessage, request.language)
      : grantedUntil &&
        fill(textsIn(request.language).access.until, {
          date: formatMoment(grantedUntil, request.language, await repo.timeZone(request.accountId)),
        });
    const target = code.target_url
      ? {
          type: code.target_url.startsWith('/') ? ('screen' as const) : ('blank' as const),
          title: textsIn(request.language).access.watch,
          url: code.target_url,
        }
      : undefined;
    return {
      notification: {
        event_code: 'promocode_activated',
        event_type: 'display',
        display: {
          display_type: 'panel',
          message: translate(code.message, request.language),
          ...(submessage ? { submessage } : {}),
          duration: ACCESS_PANEL_DURATION_MS / 1000,
          ...(target ? { target } : {}),
        },
      },
    };
  }

  return {
    async send(request: PromoRequest): Promise<PromoCodeSent> {
      const now = clock.now();
      const attempt = await admit(request, now);
      const code = await repo.byCode(normalisePromoCode(request.code));
      // A code whose campaign has not begun answers like an unknown one: it reveals nothing ahead of time.
      if (!code || code.valid_from > now)
        throw new Problem(404, ErrorCode.PROMO_CODE_UNKNOWN, textsIn(request.language).promoCodes.unknown);
      if (code.valid_until && code.valid_until <= now)
        throw new Problem(410, ErrorCode.PROMO_CODE_EXPIRED, textsIn(request.language).promoCodes.expired);
      const result = await repo.activate(code, request.accountId, now, entitlements.grant);
      if (result.kind === 'already_used')
        throw new Problem(409, ErrorCode.PROMO_CODE_ALREADY_USED, textsIn(request.language).promoCodes.alreadyUsed);
      if (result.kind === 'exhausted')
        throw new Problem(409, ErrorCode.PROMO_CODE_EXHAUSTED, textsIn(request.language).promoCodes.exhausted);
      await repo.removeAttempt(attempt);
      return notification(code, request, result.grantedUntil);
    },
  };
}

export type PromoCodesService = ReturnType<typeof promoCodesService>;
