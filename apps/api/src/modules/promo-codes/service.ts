import { randomBytes } from 'node:crypto';
import {
  ACCESS_PANEL_DURATION_MS,
  ErrorCode,
  formatMoment,
  type LanguageCode,
  type MediaBlockItem,
  normalisePromoCode,
  PROMO_BATCH_ALPHABET,
  PROMO_BATCH_RANDOM_LENGTH,
  PROMO_DAILY_ATTEMPTS,
  PROMO_ITEMS_MAX,
  type PromoBatch,
  type PromoBatchBody,
  type PromoCodeSent,
} from '@efir/contract';
import type { z } from 'zod';
import { translate } from '../../db/schema/i18n.js';
import { notFound, Problem, tooMany } from '../../http/problem.js';
import { fill, textsIn } from '../../i18n/index.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { CatalogItemsOf } from '../catalog/items.js';
import type { EntitlementsService } from '../entitlements/service.js';
import type { Viewer } from '../profiles/viewer.js';
import type { PurchaseGuard } from '../purchases/service.js';
import type { Session } from '../sessions/service.js';
import type { DrawCodes, PromoCodeRow, PromoCodesRepo } from './repo.js';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
/** Tries one address may make per hour, whatever the accounts: guessing codes across many accounts stops here. */
export const PROMO_IP_HOURLY_LIMIT = 30;

export interface PromoRequest {
  session: Session & { account_id: string };
  ip: string;
  language: LanguageCode;
  code: string;
  pinCode?: string;
  /** Who asks, for the posters of what the code opened (in their language, within their profile's limits). */
  viewer: Viewer;
}

export interface PromoCodesServiceDeps {
  entitlements: EntitlementsService;
  clock: Clock;
  rateLimits: RateLimitStore;
  /** spec 2 §6: the purchase PIN, since a code that opens a service is a purchase paid with a code. */
  guard: PurchaseGuard;
  items: CatalogItemsOf;
  draw?: DrawCodes;
}

/** Random batch codes: 10 of 32 characters each, unbiased (32 divides 256). */
export const drawCodes: DrawCodes = (n) => {
  const bytes = randomBytes(n * PROMO_BATCH_RANDOM_LENGTH);
  return Array.from({ length: n }, (_, index) => {
    let code = '';
    for (let at = 0; at < PROMO_BATCH_RANDOM_LENGTH; at += 1)
      code += PROMO_BATCH_ALPHABET[bytes[index * PROMO_BATCH_RANDOM_LENGTH + at]! % PROMO_BATCH_ALPHABET.length];
    return code;
  });
};

const batchAnswer = (batch: { id: number; campaign: string; created_at: Date }, count: number): PromoBatch => ({
  id: batch.id,
  campaign: batch.campaign,
  count,
  created_at: batch.created_at.toISOString(),
  csv_url: `/api/operator/promo-codes/batches/${batch.id}.csv`,
});

const CSV_HEADER = 'code,activations,max_activations,valid_from,valid_until,requires_card';

/**
 * spec 2 §4 Promo-code flow, server side: a code is case-insensitive, valid within its window, activated once per
 * account and at most max_activations times overall. Failures are limited per account per day (spec 2 §5: 5) and per
 * address per hour, so codes cannot be guessed by brute force.
 */
export function promoCodesService(
  repo: PromoCodesRepo,
  { entitlements, clock, rateLimits, guard, items, draw = drawCodes }: PromoCodesServiceDeps,
) {
  /** Counts this try as a failure up front (so simultaneous tries cannot slip past the limit); success takes it back. */
  async function admit(request: PromoRequest, now: Date): Promise<number> {
    const perIp = await rateLimits.hit(`promo:ip:${request.ip}`, PROMO_IP_HOURLY_LIMIT, HOUR_MS);
    if (!perIp.allowed)
      throw tooMany(ErrorCode.RATE_LIMITED, textsIn(request.language).promoCodes.tooManyFromAddress, perIp.retryAfterSeconds);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    await repo.forgetAttemptsBefore(request.session.account_id, dayAgo);
    const attempt = await repo.addAttempt(request.session.account_id, now);
    const recent = await repo.attemptsSince(request.session.account_id, dayAgo);
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

  async function notification(code: PromoCodeRow, request: PromoRequest, grantedUntil: Date | null): Promise<Omit<PromoCodeSent, 'items'>> {
    const submessage = code.submessage
      ? translate(code.submessage, request.language)
      : grantedUntil &&
        fill(textsIn(request.language).access.until, {
          date: formatMoment(grantedUntil, request.language, await repo.timeZone(request.session.account_id)),
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

  /** The posters of what the code opened: its service's titles, its parts' in a bundle (channels and karaoke after them). */
  async function opened(code: PromoCodeRow, viewer: Viewer): Promise<MediaBlockItem[]> {
    if (code.service_id === null) return [];
    // Twice the strip, since items above the profile's limits are left out.
    const refs = await repo.serviceItemRefs(await repo.serviceTree(code.service_id), PROMO_ITEMS_MAX * 2);
    const loaded = await items(viewer).resolve(refs);
    return refs.flatMap((ref) => loaded.get(`${ref.item_type}:${ref.item_id}`) ?? []).slice(0, PROMO_ITEMS_MAX);
  }

  /**
   * A valid code that waits for the viewer (the PIN, a linked card) is not a guess: the try is given back, so
   * entering the PIN or linking a card and sending again costs none of the day's five.
   */
  async function unlessWaiting(attempt: number, check: () => Promise<void>): Promise<void> {
    try {
      await check();
    } catch (error) {
      await repo.removeAttempt(attempt);
      throw error;
    }
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
      await unlessWaiting(attempt, async () => {
        // A code that only leads somewhere (joint viewing) opens nothing to pay for: no PIN.
        if (code.service_id !== null) await guard(request.session, request.pinCode);
        if (code.requires_card && !(await repo.hasLinkedCard(request.session.account_id)))
          throw new Problem(403, ErrorCode.PROMO_CARD_REQUIRED, textsIn(request.language).promoCodes.cardRequired);
      });
      const result = await repo.activate(code, request.session.account_id, now, entitlements.grant);
      if (result.kind === 'already_used')
        throw new Problem(409, ErrorCode.PROMO_CODE_ALREADY_USED, textsIn(request.language).promoCodes.alreadyUsed);
      if (result.kind === 'exhausted')
        throw new Problem(409, ErrorCode.PROMO_CODE_EXHAUSTED, textsIn(request.language).promoCodes.exhausted);
      await repo.removeAttempt(attempt);
      return { ...(await notification(code, request, result.grantedUntil)), items: await opened(code, request.viewer) };
    },

    /** The operator's batch: `count` codes, each granting the same, written together or not at all. */
    async createBatch(body: z.output<typeof PromoBatchBody>): Promise<PromoBatch> {
      if (body.service_id !== undefined && !(await repo.serviceExists(body.service_id)))
        throw new Problem(400, ErrorCode.PROMO_SERVICE_UNKNOWN, `There is no service ${body.service_id}`);
      const now = clock.now();
      const prefix = body.prefix ? `${body.prefix}-` : '';
      const batch = await repo.createBatch(
        body.campaign,
        body.count,
        {
          service_id: body.service_id ?? null,
          grant_days: body.grant_days ?? null,
          target_url: body.target_url ?? null,
          message: body.message,
          submessage: body.submessage ?? null,
          valid_from: body.valid_from ? new Date(body.valid_from) : now,
          valid_until: body.valid_until ? new Date(body.valid_until) : null,
          max_activations: body.max_activations,
          requires_card: body.requires_card,
        },
        (n) => draw(n).map((code) => `${prefix}${code}`),
        now,
      );
      return batchAnswer(batch, body.count);
    },

    /** A batch's codes as CSV, one row per code in the order they were made. */
    async batchCsv(batchId: number): Promise<string> {
      if (!(await repo.batchById(batchId))) throw notFound('No such batch');
      const rows = await repo.batchCodes(batchId);
      const lines = rows.map((row) =>
        [
          row.code,
          row.activations,
          row.max_activations ?? '',
          row.valid_from.toISOString(),
          row.valid_until?.toISOString() ?? '',
          row.requires_card,
        ].join(','),
      );
      return `${[CSV_HEADER, ...lines].join('\r\n')}\r\n`;
    },
  };
}

export type PromoCodesService = ReturnType<typeof promoCodesService>;
