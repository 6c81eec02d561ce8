import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { CatalogItemsOf } from '../catalog/items.js';
import type { EntitlementsService } from '../entitlements/service.js';
import type { DomainModule } from '../module.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { PurchaseGuard } from '../purchases/service.js';
import { type AddAccountEvent, promoCodesRepo } from './repo.js';
import { promoCodesRoutes } from './routes.js';
import { seedDemoPromoCodes } from './seed.js';
import { type PromoCodesService, promoCodesService } from './service.js';

export interface PromoCodesDeps {
  db: Db;
  clock: Clock;
  rateLimits: RateLimitStore;
  entitlements: EntitlementsService;
  guard: PurchaseGuard;
  items: CatalogItemsOf;
  viewerOf: ViewerOf;
  events: { addEvent: AddAccountEvent };
}

/**
 * Promo codes (spec 2 §4): activation for the /promocode form, `?access=` and /joint_viewing/{id}, and the
 * operator's batches of codes.
 */
export function promoCodesModule(deps: PromoCodesDeps) {
  const service = promoCodesService(promoCodesRepo(deps.db, deps.events.addEvent), deps);
  return {
    service,
    routes: (app: FastifyInstance) => promoCodesRoutes(app, service, deps.viewerOf),
    seedDemo: () => seedDemoPromoCodes(deps.db),
  } satisfies DomainModule<PromoCodesService>;
}
