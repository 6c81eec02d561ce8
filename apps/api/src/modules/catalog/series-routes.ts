import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { positionOwner } from '../positions/service.js';
import { privateAnswer } from './http-cache.js';
import type { SeriesService } from './series.js';
import type { ViewerOf } from './viewer.js';

/** Seasons, episodes and where the viewer goes on follow the profile, so no cache may share them. */
export function seriesRoutes(app: FastifyInstance, series: SeriesService, viewerOf: ViewerOf): void {
  route(app, 'mediaItems.seasons', async ({ params, request, reply }) => {
    privateAnswer(reply);
    return { items: await series.seasons(params.id, await viewerOf(request)) };
  });
  route(app, 'mediaItems.episodes', async ({ params, request, reply }) => {
    privateAnswer(reply);
    return { items: await series.episodes(params.id, await viewerOf(request)) };
  });
  route(app, 'mediaItems.seriesPosition', async ({ params, request, reply }) => {
    privateAnswer(reply);
    const owner = request.session ? positionOwner(request.session) : null;
    return series.seriesPosition(params.id, owner, await viewerOf(request));
  });
}
