import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobsService } from '../jobs/service.js';
import type { DomainModule } from '../module.js';
import { tvCodesRepo } from './repo.js';
import { tvCodesRoutes } from './routes.js';
import { type TvCodesDeps, type TvCodesService, tvCodesService } from './service.js';

/** Dead codes are deleted every few hours by one instance (jobs.every); deleting is idempotent. */
const PURGE_INTERVAL_MS = 6 * 3600 * 1000;

/** TV codes (spec 2 §4 TV-code flow): a TV browser signs in by a code the viewer enters on /tvcode. */
export async function tvCodesModule(deps: Omit<TvCodesDeps, 'db'> & { db: Db; jobs: JobsService; secureCookies: boolean }) {
  const service = tvCodesService(tvCodesRepo(deps.db), deps);
  await deps.jobs.every('tvcode.purge', PURGE_INTERVAL_MS, service.purge);
  return {
    service,
    routes: (app: FastifyInstance) => tvCodesRoutes(app, service, deps.secureCookies),
  } satisfies DomainModule<TvCodesService>;
}
