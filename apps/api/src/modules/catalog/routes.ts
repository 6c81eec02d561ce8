import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import type { CatalogService } from './service.js';

export function catalogRoutes(app: FastifyInstance, catalog: CatalogService): void {
  route(app, 'mediaItems.getById', async ({ params, request, reply }) => {
    reply.header('vary', 'cookie');
    return catalog.mediaItem(params.id, requestLanguage(request));
  });
  route(app, 'mediaViews.getByAlias', async ({ params, request, reply }) => {
    reply.header('vary', 'cookie');
    return catalog.mediaView(params.alias, requestLanguage(request));
  });
  route(app, 'ageLimits.list', async () => ({ items: await catalog.ageLimits() }));
}
