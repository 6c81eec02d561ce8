import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainModule } from '../module.js';
import type { AccountEvents } from '../payments/repo.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { bonusesRepo } from './repo.js';
import { bonusesRoutes } from './routes.js';
import { seedDemoBonuses } from './seed.js';
import { type BonusesDeps, type BonusesService, bonusesService } from './service.js';

/**
 * Bonus programs (spec 2 §3, §4 Bonus activation, §7 bonuses.*): registration confirmed by a code, the points ledger,
 * and the bonus payment method purchases use to spend points and card purchases to earn them.
 */
export function bonusesModule(deps: BonusesDeps & { db: Db; events: AccountEvents; viewerOf: ViewerOf }) {
  const service = bonusesService(bonusesRepo(deps.db, deps.events.addEvent), deps);
  return {
    service,
    routes: (app: FastifyInstance) => bonusesRoutes(app, service, deps.viewerOf),
    seedDemo: () => seedDemoBonuses(deps.db),
  } satisfies DomainModule<BonusesService>;
}
