import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainModule } from '../module.js';
import { pagesRepo } from './repo.js';
import { pagesRoutes } from './routes.js';
import { type PagesService, pagesService } from './service.js';

/** The operator's pages: content pages, FAQ, documents, promotions, short stories and the sitemap. */
export function pagesModule(deps: { db: Db; clock: Clock }) {
  const service = pagesService(pagesRepo(deps.db), deps.clock);
  return { service, routes: (app: FastifyInstance) => pagesRoutes(app, service) } satisfies DomainModule<PagesService>;
}
