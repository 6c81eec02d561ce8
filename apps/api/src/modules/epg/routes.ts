import type { FastifyInstance } from 'fastify';
import { route, SHARED_WITH_VISITORS } from '../../http/contract-routes.js';
import { privateAnswer } from '../catalog/http-cache.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { EpgService } from './service.js';

export function epgRoutes(app: FastifyInstance, epg: EpgService, viewerOf: ViewerOf): void {
  route(app, 'channels.list', SHARED_WITH_VISITORS, async ({ request, reply }) => {
    privateAnswer(reply);
    return { items: await epg.channels(await viewerOf(request)) };
  });
  route(app, 'epg.channelPrograms', SHARED_WITH_VISITORS, async ({ params, query, request, reply }) => {
    privateAnswer(reply);
    return epg.channelPrograms(params.id, query.from, query.to, await viewerOf(request));
  });
  route(app, 'epg.program', SHARED_WITH_VISITORS, async ({ params, request, reply }) => {
    privateAnswer(reply);
    return epg.program(params.id, params.original_id, await viewerOf(request));
  });
  route(app, 'epg.guide', SHARED_WITH_VISITORS, async ({ query, request, reply }) => {
    privateAnswer(reply);
    const { from, to, offset, limit, favorites, category } = query;
    return epg.guide({ from, to, offset, limit, favoritesOnly: favorites === '1', category: category ?? null }, await viewerOf(request));
  });
  route(app, 'epg.nowNext', SHARED_WITH_VISITORS, async ({ query, request, reply }) => {
    privateAnswer(reply);
    return epg.nowNext(query.channel_ids, await viewerOf(request));
  });
}
