import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/service.js';
import type { DomainModule } from '../module.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { importGuideFile } from './import/import.js';
import { tvImportRoutes } from './import/routes.js';
import { epgRepo } from './repo.js';
import { scheduleDemoEpg } from './rolling.js';
import { epgRoutes } from './routes.js';
import { type EpgService, epgService } from './service.js';

export interface EpgDeps {
  db: Db;
  clock: Clock;
  catalog: CatalogService;
  viewerOf: ViewerOf;
  /** The demo guide rolls on by the hour (EFIR_SEED=demo). */
  rollDemoGuide: boolean;
}

/**
 * The programme guide (spec 2 §3): channels in number order, a channel's programmes over a span, now and next; and
 * the operator's XMLTV and M3U import (import/), the one way programmes enter the database.
 */
export function epgModule(deps: EpgDeps) {
  const service = epgService(epgRepo(deps.db), deps);
  return {
    service,
    routes(app: FastifyInstance) {
      epgRoutes(app, service, deps.viewerOf);
      tvImportRoutes(app, (input) => importGuideFile(deps.db, input));
      if (deps.rollDemoGuide) scheduleDemoEpg(app, deps.db, deps.clock);
    },
  } satisfies DomainModule<EpgService>;
}
