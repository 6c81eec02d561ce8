import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/service.js';
import type { EpgService } from '../epg/service.js';
import type { JobsService } from '../jobs/service.js';
import type { DomainModule } from '../module.js';
import type { NotificationsService } from '../notifications/service.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { remindersRepo } from './repo.js';
import { remindersRoutes } from './routes.js';
import { type RemindersService, remindersService } from './service.js';

/** Reminders of live-TV programmes (issue 16), listed on /my/reminders and delivered through the notifications. */
export function remindersModule(deps: {
  db: Db;
  clock: Clock;
  catalog: CatalogService;
  epg: EpgService;
  notifications: NotificationsService;
  jobs: JobsService;
  viewerOf: ViewerOf;
}) {
  const service = remindersService(remindersRepo(deps.db), {
    clock: deps.clock,
    epg: deps.epg,
    items: deps.catalog.items,
    notifications: deps.notifications,
    jobs: deps.jobs,
  });
  return {
    service,
    routes: (app: FastifyInstance) => remindersRoutes(app, service, deps.viewerOf),
  } satisfies DomainModule<RemindersService>;
}
