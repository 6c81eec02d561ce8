import { ErrorCode } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';
import { route } from '../../http/contract-routes.js';
import { tooMany } from '../../http/problem.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';

/** Batches one address may post per minute; a client sends a few, a flood is refused rather than stored. */
const BATCHES_PER_MINUTE = 120;

/** The event sink of spec 1 §7: events are stored with the session and account they came from. */
export function analyticsRoutes(app: FastifyInstance, db: Db, rateLimits: RateLimitStore): void {
  route(app, 'analytics.events', async ({ body, request }) => {
    const hit = await rateLimits.hit(`analytics:ip:${request.clientIp}`, BATCHES_PER_MINUTE, 60_000);
    if (!hit.allowed) throw tooMany(ErrorCode.RATE_LIMITED, 'Too many analytics batches', hit.retryAfterSeconds);
    await db.insert(analyticsEvents).values(
      body.events.map((event) => ({
        name: event.name,
        params: event.params ?? {},
        session_id: request.session?.id ?? null,
        account_id: request.session?.account_id ?? null,
        client_time: new Date(event.time),
      })),
    );
    return { success: true as const };
  });
}
