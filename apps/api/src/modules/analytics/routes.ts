import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { AnalyticsService } from './service.js';

export function analyticsRoutes(app: FastifyInstance, analytics: AnalyticsService): void {
  route(app, 'analytics.events', async ({ body, request }) => {
    await analytics.record(body.events, {
      ip: request.clientIp,
      sessionId: request.session?.id ?? null,
      accountId: request.session?.account_id ?? null,
    });
    return { success: true as const };
  });
  route(app, 'operator.analyticsCounts', async ({ query }) => analytics.counts(query));
  route(app, 'operator.p2pShare', async ({ query }) => analytics.p2pShare(query));
}
