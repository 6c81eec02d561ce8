import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { codesRepo } from '../auth/codes-repo.js';
import { profilesRepo } from './repo.js';
import { profilesRoutes } from './routes.js';
import { seedDemoProfiles } from './seed.js';
import { profilesService } from './service.js';

/** Profiles, the PIN and parental controls; the service is the content-limits resolver and playback gate for the rest. */
export function profilesModule(app: FastifyInstance, db: Db, clock: Clock) {
  const repo = profilesRepo(db);
  const confirmations = codesRepo(db);
  const service = profilesService(repo, clock, (tokenHash, target, action, at) =>
    confirmations.useConfirmation(tokenHash, target, action, at),
  );
  return {
    service,
    seedDemo: () => seedDemoProfiles(db, repo, service),
    registerRoutes: () => profilesRoutes(app, service),
  };
}
