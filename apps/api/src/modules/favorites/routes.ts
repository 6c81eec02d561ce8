import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { privateAnswer } from '../catalog/http-cache.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { FavoritesService } from './service.js';

export function favoritesRoutes(app: FastifyInstance, favorites: FavoritesService, viewerOf: ViewerOf): void {
  route(app, 'favorites.list', async ({ request, reply }) => {
    privateAnswer(reply);
    return { items: await favorites.list(await viewerOf(request)) };
  });
  route(app, 'favorites.add', async ({ body, request }) => {
    await favorites.add(body, await viewerOf(request));
    return { success: true as const };
  });
  route(app, 'favorites.delete', async ({ body, request }) => {
    await favorites.delete(body, await viewerOf(request));
    return { success: true as const };
  });
}
