import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import { privateAnswer } from '../catalog/http-cache.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { PositionsService } from './service.js';

export function positionsRoutes(app: FastifyInstance, positions: PositionsService, viewerOf: ViewerOf): void {
  route(app, 'positions.list', async ({ request }) => ({ items: await positions.list(await viewerOf(request)) }));
  route(app, 'positions.history', async ({ request, reply }) => {
    privateAnswer(reply);
    return { items: await positions.history(await viewerOf(request)) };
  });
  route(app, 'continueWatching.list', async ({ request, reply }) => {
    privateAnswer(reply);
    return { items: await positions.continueWatching(await viewerOf(request)) };
  });
  route(app, 'positions.get', async ({ params, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { position: await positions.get(await viewerOf(request), params.media_item_id) };
  });
  route(app, 'positions.save', async ({ params, body, request }) => {
    await positions.save(await viewerOf(request), params.media_item_id, body);
    return { success: true as const };
  });
  route(app, 'positions.upNext', async ({ params, request, reply }) => {
    reply.header('vary', 'cookie');
    return { item: await positions.upNext(params.media_item_id, requestLanguage(request)) };
  });
  route(app, 'viewedTime.report', async ({ body, request }) => {
    await positions.addViewedTime(request.session!, await viewerOf(request), body.seconds);
    return { success: true as const };
  });
}
