import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { DomainModule } from '../module.js';
import { analyticsRepo } from './repo.js';
import { analyticsRoutes } from './routes.js';
import { type AnalyticsService, analyticsService } from './service.js';

/** Analytics events (spec 1 §7), stored in the database. */
export function analyticsModule(deps: { db: Db; rateLimits: RateLimitStore }) {
  const service = analyticsService(analyticsRepo(deps.db), deps);
  return { service, routes: (app: FastifyInstance) => analyticsRoutes(app, service) } satisfies DomainModule<AnalyticsService>;
}
