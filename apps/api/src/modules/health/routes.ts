import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { route } from '../../http/contract-routes.js';
import type { MediaStatus } from '../../seed/media.js';

/** What the rate limits count in: Redis, or this process while Redis is away (a warning, not a failure). */
export type RedisStatus = () => 'ok' | 'failing' | undefined;

/**
 * Ready means able to serve everything: the database answers and the demo clips are packaged. A failing database is
 * named with its reason; Redis going away is reported but does not fail readiness, as the limits count in process then.
 */
export function healthRoutes(app: FastifyInstance, database: Database, media: MediaStatus, redis: RedisStatus): void {
  route(app, 'health.live', async () => ({ status: 'ok' }));
  route(app, 'health.ready', async ({ reply }) => {
    const ping = await database.ping();
    const ok = ping.ok && media.state === 'ready';
    if (!ok) reply.status(503);
    const redisState = redis();
    return {
      status: ok ? 'ok' : 'failing',
      database: ping.ok ? 'ok' : 'failing',
      ...(ping.ok ? {} : { database_error: ping.reason }),
      media: media.state,
      ...(redisState ? { redis: redisState } : {}),
    };
  });
}
