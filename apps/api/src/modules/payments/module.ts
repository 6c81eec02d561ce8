import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Acquirer } from '../../providers/acquirer/index.js';
import type { IdempotencyService } from '../idempotency/service.js';
import type { JobsService } from '../jobs/service.js';
import type { DomainModule } from '../module.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { type AccountEvents, paymentsRepo } from './repo.js';
import { paymentsRoutes } from './routes.js';
import { type PaymentsService, paymentsService } from './service.js';

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  acquirer: Acquirer | undefined;
  idempotency: IdempotencyService;
  jobs: JobsService;
  viewerOf: ViewerOf;
  events: AccountEvents;
}

/** Open payments whose outcome never reached us are asked about this often, by one instance at a time. */
const RECONCILE_INTERVAL_MS = 5 * 60_000;

/** Cards and card payments (spec 2 §4 Card entry): linked cards, tickets, the acquirer's callbacks, reconciliation. */
export async function paymentsModule(deps: PaymentsDeps) {
  const service = paymentsService(paymentsRepo(deps.db, deps.events), deps);
  if (deps.acquirer) await deps.jobs.every('payments.reconcile', RECONCILE_INTERVAL_MS, service.reconcile);
  return {
    service,
    routes: (app: FastifyInstance) => paymentsRoutes(app, { ...deps, payments: service }),
  } satisfies DomainModule<PaymentsService>;
}
