import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { EntitlementsService } from '../entitlements/service.js';
import type { DomainModule } from '../module.js';
import { promoCodesRepo } from './repo.js';
import { promoCodesRoutes } from './routes.js';
import { seedDemoPromoCodes } from './seed.js';
import { type PromoCodesService, promoCodesService } from './service.js';

export interface PromoCodesDeps {
  db: Db;
  clock: Clock;
  rateLimits: RateLimitStore;
  entitlements: EntitlementsService;
}

/** Promo codes (spec 2 §4): activation for the /promocode form, `?access=` and /joint_viewing/{id}. */
export function promoCodesModule(deps: PromoCodesDeps) {
  const service = promoCodesService(promoCodesRepo(deps.db), deps);
  return {
    service,
    routes: (app: FastifyInstance) => promoCodesRoutes(app, service),
    seedDemo: () => seedDemoPromoCodes(deps.db),
  } satisfies DomainModule<PromoCodesService>;
}
