import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/service.js';
import type { DomainModule } from '../module.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { positionsRepo } from './repo.js';
import { positionsRoutes } from './routes.js';
import { type PositionsService, positionsService } from './service.js';

/** Positions of the active profile (a visitor's: of the demo session), and what is built on them. */
export function positionsModule(deps: { db: Db; clock: Clock; catalog: CatalogService; viewerOf: ViewerOf }) {
  const service = positionsService(positionsRepo(deps.db), { clock: deps.clock, items: deps.catalog.items });
  return {
    service,
    routes: (app: FastifyInstance) => positionsRoutes(app, service, deps.viewerOf),
  } satisfies DomainModule<PositionsService>;
}
