import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { privateAnswer } from '../catalog/http-cache.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { ColdStartService } from './service.js';

export function coldStartRoutes(app: FastifyInstance, coldStart: ColdStartService, viewerOf: ViewerOf): void {
  route(app, 'coldStart.genres', async ({ request, reply }) => {
    privateAnswer(reply);
    return coldStart.genres(await viewerOf(request));
  });
  route(app, 'coldStart.movies', async ({ query, request, reply }) => {
    privateAnswer(reply);
    return coldStart.movies(query.genre_aliases, await viewerOf(request));
  });
  route(app, 'coldStart.save', async ({ body, request }) => coldStart.save(body, await viewerOf(request)));
}
