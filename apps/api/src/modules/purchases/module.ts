import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { BonusesService } from '../bonuses/service.js';
import type { EntitlementsService } from '../entitlements/service.js';
import type { IdempotencyService } from '../idempotency/service.js';
import type { JobsService } from '../jobs/service.js';
import type { DomainModule } from '../module.js';
import type { PaymentsService } from '../payments/service.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { serviceOffersOf } from './offers.js';
import { purchasesRepo } from './repo.js';
import { purchasesRoutes } from './routes.js';
import { seedDemoPrices } from './seed.js';
import { type PurchaseGuard, type PurchasesService, purchasesService } from './service.js';
import { RENEWAL_INTERVAL_MS, subscriptionsOf } from './subscriptions.js';

export interface PurchasesDeps {
  db: Db;
  clock: Clock;
  entitlements: EntitlementsService;
  payments: PaymentsService;
  bonuses: BonusesService;
  idempotency: IdempotencyService;
  jobs: JobsService;
  /** The profile check of the purchase flow (the purchase PIN), from the profiles module. */
  guard: PurchaseGuard;
  viewerOf: ViewerOf;
  /** Where the account is topped up (EFIR_ACCOUNT_REFILL_URL); none, no refill method is offered. */
  refillUrl: string | undefined;
  /** spec 2 §9: the service whose intro price lasts 14 days (EFIR_FORCED_INTRO_SERVICE_ID). */
  forcedIntroServiceId?: number;
}

/**
 * What services cost each viewer, from the price list, by the checkout's rules: the catalogue puts it on every service
 * it answers (the /services cards, a service's page, landing blocks), visitors included, so it needs only the database.
 */
export const serviceOffers = (db: Db, forcedIntroServiceId?: number) => serviceOffersOf(purchasesRepo(db, forcedIntroServiceId));

/**
 * Purchases (spec 2 §4 Purchase flow): prices, payment methods, buying from the prepaid account or by card, and the
 * subscriptions purchases start, renewed by a recurring job.
 */
export async function purchasesModule(deps: PurchasesDeps) {
  const repo = purchasesRepo(deps.db, deps.forcedIntroServiceId);
  const subscriptions = subscriptionsOf(repo, deps);
  await deps.jobs.every('subscriptions.renew', RENEWAL_INTERVAL_MS, subscriptions.renewDue);
  const service = purchasesService(repo, { ...deps, subscriptions });
  return {
    service,
    routes: (app: FastifyInstance) => purchasesRoutes(app, service, subscriptions, deps.viewerOf),
    seedDemo: () => seedDemoPrices(deps.db),
  } satisfies DomainModule<PurchasesService>;
}
