import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainModule } from '../module.js';
import { profilesRepo } from './repo.js';
import { profilesRoutes } from './routes.js';
import { seedDemoProfiles } from './seed.js';
import { type AccountEvents, type ProfilesService, profilesService, type UseConfirmation } from './service.js';
import { type HeldServices, type ViewerOf, viewerOf } from './viewer.js';

/**
 * Profiles, the PIN and parental controls. The service is the active-profile resolver behind every module's viewer
 * (`viewerOf`), the playback gate and the purchase check.
 */
export function profilesModule(deps: {
  db: Db;
  clock: Clock;
  useConfirmation: UseConfirmation;
  heldServices: HeldServices;
  events: AccountEvents;
}) {
  const repo = profilesRepo(deps.db);
  const service = profilesService(repo, deps);
  return {
    service,
    viewerOf: viewerOf(service, deps.heldServices),
    routes: (app: FastifyInstance) => profilesRoutes(app, service),
    seedDemo: () => seedDemoProfiles(deps.db, repo, service),
  } satisfies DomainModule<ProfilesService> & { viewerOf: ViewerOf };
}
