import { ITEM_RECOMMENDATIONS_TAG } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/service.js';
import type { DomainModule } from '../module.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { coldStartRepo } from './repo.js';
import { coldStartRoutes } from './routes.js';
import { type ColdStartService, coldStartService } from './service.js';

/**
 * Recommendations (spec 2 §4 Cold start, Recommendations modal, §7): a profile's chosen genres and films and the
 * recom_cold_start block they drive, and what to watch after an item (the item_recommendations view's block).
 */
export function coldStartModule(deps: { db: Db; clock: Clock; catalog: CatalogService; viewerOf: ViewerOf }) {
  const service = coldStartService(coldStartRepo(deps.db), { catalog: deps.catalog, clock: deps.clock });
  deps.catalog.personalBlock('recom_cold_start', service.blockItems);
  deps.catalog.itemBlock(ITEM_RECOMMENDATIONS_TAG, service.afterItem);
  return {
    service,
    routes: (app: FastifyInstance) => coldStartRoutes(app, service, deps.viewerOf),
  } satisfies DomainModule<ColdStartService>;
}
