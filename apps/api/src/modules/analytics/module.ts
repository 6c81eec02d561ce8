import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { DomainModule } from '../module.js';
import { analyticsRepo } from './repo.js';
import { analyticsRoutes } from './routes.js';
import { type AnalyticsService, analyticsService } from './service.js';

/** Analytics events (spec 1 §7), stored in the database. */
export function analyticsModule(deps: { db: Db; rateLimits: RateLimitStore; clock: Clock }) {
  const service = analyticsService(analyticsRepo(deps.db), deps);
  return { service, routes: (app: FastifyInstance) => analyticsRoutes(app, service) } satisfies DomainModule<AnalyticsService>;
}
