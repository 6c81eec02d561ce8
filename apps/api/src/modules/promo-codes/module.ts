import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { EntitlementsService } from '../entitlements/service.js';
import { promoCodesRepo } from './repo.js';
import { promoCodesRoutes } from './routes.js';
import { seedDemoPromoCodes } from './seed.js';
import { promoCodesService } from './service.js';

/** Promo codes (spec 2 §4): activation for the /promocode form, `?access=` and /joint_viewing/{id}. */
export function promoCodesModule(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  rateLimits: RateLimitStore,
  entitlements: EntitlementsService,
) {
  const service = promoCodesService(promoCodesRepo(db), entitlements, clock, rateLimits);
  return {
    service,
    seedDemo: () => seedDemoPromoCodes(db),
    registerRoutes: () => promoCodesRoutes(app, service),
  };
}
