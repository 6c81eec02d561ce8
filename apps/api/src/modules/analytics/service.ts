import { type AnalyticsEvent, ErrorCode } from '@efir/contract';
import { tooMany } from '../../http/problem.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { AnalyticsRepo } from './repo.js';

/** Batches one address may post per minute; a client sends a few, a flood is refused rather than stored. */
const BATCHES_PER_MINUTE = 120;

export interface EventSource {
  ip: string;
  sessionId: string | null;
  accountId: string | null;
}

/** The event sink of spec 1 §7: events are stored with the session and account they came from. */
export function analyticsService(repo: AnalyticsRepo, { rateLimits }: { rateLimits: RateLimitStore }) {
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
        })),
      );
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
