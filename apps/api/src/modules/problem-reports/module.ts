import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainModule } from '../module.js';
import { problemReportsRepo } from './repo.js';
import { problemReportsRoutes } from './routes.js';
import { type ProblemReportsService, problemReportsService } from './service.js';

/** Problem reports from the player (spec 2 §5), read back by the operator API. */
export function problemReportsModule(deps: { db: Db }) {
  const service = problemReportsService(problemReportsRepo(deps.db));
  return { service, routes: (app: FastifyInstance) => problemReportsRoutes(app, service) } satisfies DomainModule<ProblemReportsService>;
}
