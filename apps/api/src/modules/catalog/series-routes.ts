import type { FastifyInstance } from 'fastify';
import { route, SHARED_WITH_VISITORS } from '../../http/contract-routes.js';
import { positionsOwner, type ViewerOf } from '../profiles/viewer.js';
import { privateAnswer } from './http-cache.js';
import type { SeriesService } from './series.js';

/** Seasons, episodes and where the viewer goes on follow the profile, so no HTTP cache may share them; visitors share one. */
export function seriesRoutes(app: FastifyInstance, series: SeriesService, viewerOf: ViewerOf): void {
  route(app, 'mediaItems.seasons', SHARED_WITH_VISITORS, async ({ params, request, reply }) => {
    privateAnswer(reply);
    return { items: await series.seasons(params.id, await viewerOf(request)) };
  });
  route(app, 'mediaItems.episodes', SHARED_WITH_VISITORS, async ({ params, request, reply }) => {
    privateAnswer(reply);
    return { items: await series.episodes(params.id, await viewerOf(request)) };
  });
  route(app, 'mediaItems.seriesPosition', async ({ params, request, reply }) => {
    privateAnswer(reply);
    const viewer = await viewerOf(request);
    return series.seriesPosition(params.id, positionsOwner(viewer), viewer);
  });
}
