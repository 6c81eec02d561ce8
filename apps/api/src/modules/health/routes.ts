import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { route } from '../../http/contract-routes.js';

export function healthRoutes(app: FastifyInstance, database: Database): void {
  route(app, 'health.live', async () => ({ status: 'ok' }));
  route(app, 'health.ready', async ({ reply }) => {
    const ok = await database.ping();
    if (!ok) reply.status(503);
    return { status: ok ? 'ok' : 'failing', database: ok ? 'ok' : 'failing' };
  });
}
