import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import type { SystemService } from './service.js';

export function systemRoutes(app: FastifyInstance, system: SystemService): void {
  route(app, 'system.appInfo', async () => ({ version: system.version }));
  route(app, 'system.shell', async ({ request, reply }) => {
    reply.header('vary', 'cookie');
    return system.shell(requestLanguage(request));
  });
  route(app, 'system.featureToggles', async () => system.featureToggles());
}
