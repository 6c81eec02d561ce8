import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { MediaStatus } from '../../seed/media.js';
import type { DomainModule } from '../module.js';
import { healthRoutes, type RedisStatus } from './routes.js';

/** Health checks for a load balancer: live (the process) and ready (the database answers, the demo clips are packaged). */
export function healthModule(deps: { database: Database; media: MediaStatus; redis?: RedisStatus }) {
  return {
    routes: (app: FastifyInstance) => healthRoutes(app, deps.database, deps.media, deps.redis ?? (() => undefined)),
  } satisfies DomainModule;
}
