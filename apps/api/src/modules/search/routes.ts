import type { FastifyInstance } from 'fastify';
import { route, SHARED_WITH_VISITORS } from '../../http/contract-routes.js';
import { privateAnswer } from '../catalog/http-cache.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { SearchService } from './service.js';

export function searchRoutes(app: FastifyInstance, search: SearchService, viewerOf: ViewerOf): void {
  route(app, 'search.query', SHARED_WITH_VISITORS, async ({ query, request, reply }) => {
    privateAnswer(reply);
    return { query: query.query, items: await search.search(query.query, query.limit, await viewerOf(request)) };
  });
}
