import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ViewerOf } from '../catalog/viewer.js';
import type { EntitlementsService } from '../entitlements/service.js';
import { purchasesRepo } from './repo.js';
import { purchasesRoutes } from './routes.js';
import { seedDemoPrices } from './seed.js';
import { type PurchaseGuard, purchasesService } from './service.js';

/** Purchases (spec 2 §4 Purchase flow): prices, payment methods, and buying with the prepaid account. */
export function purchasesModule(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  guard: PurchaseGuard,
  refillUrl: string | undefined,
  entitlements: EntitlementsService,
) {
  const service = purchasesService(purchasesRepo(db), entitlements, clock, guard, refillUrl);
  return {
    service,
    seedDemo: () => seedDemoPrices(db),
    registerRoutes: (viewerOf: ViewerOf) => purchasesRoutes(app, service, viewerOf),
  };
}
