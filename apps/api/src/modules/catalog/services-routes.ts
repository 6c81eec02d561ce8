import type { FastifyInstance } from 'fastify';
import { route, SHARED_WITH_VISITORS } from '../../http/contract-routes.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { privateAnswer } from './http-cache.js';
import type { ServicesService } from './services.js';

/** Service answers follow the profile's limits and language, so no HTTP cache may share them; visitors share one. */
export function servicesRoutes(app: FastifyInstance, services: ServicesService, viewerOf: ViewerOf): void {
  route(app, 'services.list', SHARED_WITH_VISITORS, async ({ request, reply }) => {
    privateAnswer(reply);
    return { items: await services.list(await viewerOf(request)) };
  });
  route(app, 'services.content', SHARED_WITH_VISITORS, async ({ params, request, reply }) => {
    privateAnswer(reply);
    return services.content(params.id, await viewerOf(request));
  });
}
