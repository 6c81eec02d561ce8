import { type AnalyticsEvent, ErrorCode } from '@efir/contract';
import { Problem, tooMany } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { AnalyticsRepo } from './repo.js';

/** Batches one address may post per minute; a client sends a few, a flood is refused rather than stored. */
const BATCHES_PER_MINUTE = 120;
const DAY_MS = 86_400_000;
/** The longest period one count covers, so an operator's query stays a bounded index range. */
const COUNT_SPAN_MAX_MS = 92 * DAY_MS;

export interface EventSource {
  ip: string;
  sessionId: string | null;
  accountId: string | null;
}

type Period = { since?: string; until?: string };

/** The period an operator's query covers: by default the last 24 hours, and never more than 92 days. */
function spanOf(period: Period, clock: Clock): { since: Date; until: Date } {
  const until = period.until ? new Date(period.until) : clock.now();
  const since = period.since ? new Date(period.since) : new Date(until.getTime() - DAY_MS);
  if (since >= until) throw new Problem(400, ErrorCode.VALIDATION_FAILED, 'since must be before until');
  if (until.getTime() - since.getTime() > COUNT_SPAN_MAX_MS)
    throw new Problem(400, ErrorCode.VALIDATION_FAILED, 'A count covers 92 days at most');
  return { since, until };
}

/** The event sink of spec 1 §7: events are stored with the session and account they came from. */
export function analyticsService(repo: AnalyticsRepo, { rateLimits, clock }: { rateLimits: RateLimitStore; clock: Clock }) {
  return {
    async record(events: AnalyticsEvent[], source: EventSource): Promise<void> {
      const hit = await rateLimits.hit(`analytics:ip:${source.ip}`, BATCHES_PER_MINUTE, 60_000);
      if (!hit.allowed) throw tooMany(ErrorCode.RATE_LIMITED, 'Too many analytics batches', hit.retryAfterSeconds);
      await repo.insert(
        events.map((event) => ({
          name: event.name,
          params: event.params ?? {},
          session_id: source.sessionId,
          account_id: source.accountId,
          client_time: new Date(event.time),
          created_at: clock.now(),
        })),
      );
    },

    /** The operator's view: how many of each event arrived between two times (by default the last 24 hours). */
    async counts(period: Period) {
      const { since, until } = spanOf(period, clock);
      return { since: since.toISOString(), until: until.toISOString(), counts: await repo.countsBetween(since, until) };
    },

    /** How much the players got from peers rather than over HTTP in a period (issue #19, spec 2 §7 QoS p2p state). */
    async p2pShare(period: Period) {
      const { since, until } = spanOf(period, clock);
      const bytes = await repo.deliveryBytesBetween(since, until);
      const total = bytes.p2p + bytes.http;
      return {
        since: since.toISOString(),
        until: until.toISOString(),
        p2p_bytes: bytes.p2p,
        http_bytes: bytes.http,
        p2p_share: total > 0 ? bytes.p2p / total : null,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
