import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { RatingsService } from './service.js';

export function ratingsRoutes(app: FastifyInstance, ratings: RatingsService, viewerOf: ViewerOf): void {
  route(app, 'ratings.set', async ({ body, request }) => {
    await ratings.set(body, await viewerOf(request));
    return { success: true as const };
  });
  route(app, 'ratings.delete', async ({ body, request }) => {
    await ratings.delete(body.content_id, await viewerOf(request));
    return { success: true as const };
  });
}
