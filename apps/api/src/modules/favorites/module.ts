import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/service.js';
import type { DomainModule } from '../module.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { favoritesRepo } from './repo.js';
import { favoritesRoutes } from './routes.js';
import { type FavoritesService, favoritesService } from './service.js';

/** Favourites of the active profile (spec 2 §4), shown on /my/collection and as is_favorite in catalogue answers. */
export function favoritesModule(deps: { db: Db; clock: Clock; catalog: CatalogService; viewerOf: ViewerOf }) {
  const service = favoritesService(favoritesRepo(deps.db), { items: deps.catalog.items, clock: deps.clock });
  return {
    service,
    routes: (app: FastifyInstance) => favoritesRoutes(app, service, deps.viewerOf),
  } satisfies DomainModule<FavoritesService>;
}
