import { EPG_CACHE_S } from '@efir/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { EpgService } from './service.js';

/** Guide answers depend on the profile's limits, so only the viewer's own browser may keep them, briefly. */
function guideAnswer(reply: FastifyReply): void {
  reply.header('cache-control', `private, max-age=${EPG_CACHE_S}`).header('vary', 'cookie');
}

export function epgRoutes(app: FastifyInstance, epg: EpgService, viewerOf: ViewerOf): void {
  route(app, 'channels.list', async ({ request, reply }) => {
    guideAnswer(reply);
    return { items: await epg.channels(await viewerOf(request)) };
  });
  route(app, 'epg.channelPrograms', async ({ params, query, request, reply }) => {
    guideAnswer(reply);
    return epg.channelPrograms(params.id, query.from, query.to, await viewerOf(request));
  });
  route(app, 'epg.program', async ({ params, request, reply }) => {
    guideAnswer(reply);
    return epg.program(params.id, params.original_id, await viewerOf(request));
  });
  route(app, 'epg.guide', async ({ query, request, reply }) => {
    guideAnswer(reply);
    const { from, to, offset, limit, favorites, category } = query;
    return epg.guide({ from, to, offset, limit, favoritesOnly: favorites === '1', category: category ?? null }, await viewerOf(request));
  });
  route(app, 'epg.nowNext', async ({ query, request, reply }) => {
    guideAnswer(reply);
    return epg.nowNext(query.channel_ids, await viewerOf(request));
  });
}
