import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CatalogService } from '../catalog/service.js';
import type { DomainModule } from '../module.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { searchRepo } from './repo.js';
import { searchRoutes } from './routes.js';
import { type SearchService, searchService } from './service.js';

/** Search (spec 2 §3) over films and series, channels, karaoke and collections, typos included. */
export function searchModule(deps: { db: Db; catalog: CatalogService; viewerOf: ViewerOf }) {
  const service = searchService(searchRepo(deps.db), deps.catalog);
  return { service, routes: (app: FastifyInstance) => searchRoutes(app, service, deps.viewerOf) } satisfies DomainModule<SearchService>;
}
