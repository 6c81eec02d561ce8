import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainModule } from '../module.js';
import { sessionsRepo } from './repo.js';
import { sessionsRoutes } from './routes.js';
import { type SessionsService, sessionsService } from './service.js';

export interface SessionsDeps {
  db: Db;
  clock: Clock;
  /** Cookies marked Secure (production). */
  secureCookies: boolean;
  /** Names this API instance in the demo-session answer (EFIR_INSTANCE_ID). */
  instanceId: string;
}

/** Dead demo sessions are deleted at start and then every few hours; each instance may do it, deleting is idempotent. */
const PURGE_INTERVAL_MS = 6 * 3600 * 1000;

/**
 * Sessions (spec 1 §4, §8): the demo session and the current one. Resolving the session of every request is a hook
 * `app.ts` registers in its place among the others (sessions/plugin.ts).
 */
export function sessionsModule(deps: SessionsDeps) {
  const service = sessionsService(sessionsRepo(deps.db), deps.clock);
  return {
    service,
    routes(app: FastifyInstance) {
      sessionsRoutes(app, service, deps.secureCookies, deps.instanceId);
      schedulePurge(app, () => service.purgeDeadDemoSessions());
    },
  } satisfies DomainModule<SessionsService>;
}

function schedulePurge(app: FastifyInstance, purge: () => Promise<number>): void {
  const run = () =>
    purge().then(
      (count) => count > 0 && app.log.info(`deleted ${count} dead demo sessions`),
      (error: unknown) => app.log.warn({ err: error }, 'purging demo sessions failed'),
    );
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
