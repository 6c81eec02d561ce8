import { FILTERS_CACHE_S } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import { route, SHARED_WITH_VISITORS } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { privateAnswer, publicAnswer } from './http-cache.js';
import { blocksPart, type CatalogService } from './service.js';

/** Age limits change only with an operator's import. */
const AGE_LIMITS_CACHE_S = 3600;

export function catalogRoutes(app: FastifyInstance, catalog: CatalogService, viewerOf: ViewerOf): void {
  route(app, 'mediaItems.getById', SHARED_WITH_VISITORS, async ({ params, query, request, reply }) => {
    privateAnswer(reply);
    return catalog.mediaItem(params.id, await viewerOf(request), query.type);
  });
  route(app, 'mediaItems.similar', SHARED_WITH_VISITORS, async ({ params, request, reply }) => {
    privateAnswer(reply);
    return { items: await catalog.similar(params.id, await viewerOf(request)) };
  });
  route(app, 'mediaViews.getByAlias', SHARED_WITH_VISITORS, async ({ params, query, request, reply }) => {
    privateAnswer(reply);
    const part = blocksPart(query.blocks_offset, query.blocks_limit);
    return catalog.mediaView(params.alias, await viewerOf(request), query.media_item_id, part);
  });
  route(app, 'ageLimits.list', SHARED_WITH_VISITORS, async ({ reply }) => {
    publicAnswer(reply, AGE_LIMITS_CACHE_S);
    return { items: await catalog.ageLimits() };
  });
  route(app, 'catalog.filters', SHARED_WITH_VISITORS, async ({ query, request, reply }) => {
    publicAnswer(reply, FILTERS_CACHE_S);
    return catalog.filters(query.theme, requestLanguage(request));
  });
  route(app, 'catalog.list', SHARED_WITH_VISITORS, async ({ query, request, reply }) => {
    privateAnswer(reply);
    return catalog.list(query, await viewerOf(request));
  });
  route(app, 'persons.getById', SHARED_WITH_VISITORS, async ({ params, request, reply }) => {
    privateAnswer(reply);
    return catalog.person(params.id, await viewerOf(request));
  });
  route(app, 'collections.list', SHARED_WITH_VISITORS, async ({ request, reply }) => {
    privateAnswer(reply);
    return { items: await catalog.collections(await viewerOf(request)) };
  });
  route(app, 'collections.getById', SHARED_WITH_VISITORS, async ({ params, request, reply }) => {
    privateAnswer(reply);
    return catalog.collection(params.id, await viewerOf(request));
  });
  route(app, 'karaokeItems.list', SHARED_WITH_VISITORS, async ({ query, request, reply }) => {
    privateAnswer(reply);
    return catalog.karaokeList(query.page, query.limit, await viewerOf(request));
  });
  route(app, 'karaokeItems.getById', SHARED_WITH_VISITORS, async ({ params, request, reply }) => {
    privateAnswer(reply);
    return catalog.karaokeItem(params.id, await viewerOf(request));
  });
  route(app, 'services.getById', SHARED_WITH_VISITORS, async ({ params, request, reply }) => {
    privateAnswer(reply);
    return catalog.service(params.id, await viewerOf(request));
  });
  route(app, 'channels.getByNcId', SHARED_WITH_VISITORS, async ({ params, request, reply }) => {
    privateAnswer(reply);
    return catalog.channel(params.id, await viewerOf(request));
  });
}
