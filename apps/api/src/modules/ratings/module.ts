import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/service.js';
import type { DomainModule } from '../module.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { ratingsRepo } from './repo.js';
import { ratingsRoutes } from './routes.js';
import { type RatingsService, ratingsService } from './service.js';

/** The active profile's own ratings of films and series (spec 2 §4 Rating modal, §7 set and delete rating). */
export function ratingsModule(deps: { db: Db; clock: Clock; catalog: CatalogService; viewerOf: ViewerOf }) {
  const service = ratingsService(ratingsRepo(deps.db), { catalog: deps.catalog, clock: deps.clock });
  return {
    service,
    routes: (app: FastifyInstance) => ratingsRoutes(app, service, deps.viewerOf),
  } satisfies DomainModule<RatingsService>;
}
