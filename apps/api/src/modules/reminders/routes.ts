import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { privateAnswer } from '../catalog/http-cache.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { RemindersService } from './service.js';

export function remindersRoutes(app: FastifyInstance, reminders: RemindersService, viewerOf: ViewerOf): void {
  route(app, 'reminders.list', async ({ request, reply }) => {
    privateAnswer(reply);
    return { items: await reminders.list(await viewerOf(request)) };
  });
  route(app, 'reminders.set', async ({ body, request }) => {
    await reminders.set(body, await viewerOf(request));
    return { success: true as const };
  });
  route(app, 'reminders.unset', async ({ body, request }) => {
    await reminders.unset(body, await viewerOf(request));
    return { success: true as const };
  });
}
