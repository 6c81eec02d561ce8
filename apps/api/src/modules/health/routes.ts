import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { route } from '../../http/contract-routes.js';
import type { MediaStatus } from '../../seed/media.js';

/** Ready means able to serve everything: the database answers and the demo clips are packaged. */
export function healthRoutes(app: FastifyInstance, database: Database, media: MediaStatus): void {
  route(app, 'health.live', async () => ({ status: 'ok' }));
  route(app, 'health.ready', async ({ reply }) => {
    const databaseOk = await database.ping();
    const ok = databaseOk && media.state === 'ready';
    if (!ok) reply.status(503);
    return { status: ok ? 'ok' : 'failing', database: databaseOk ? 'ok' : 'failing', media: media.state };
  });
}
