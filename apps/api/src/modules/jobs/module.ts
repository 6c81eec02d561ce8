import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainModule } from '../module.js';
import { jobsRepo } from './repo.js';
import { type JobsService, jobsService } from './service.js';

/** Durable scheduled work (docs/decisions/0013); the composition root starts and stops its worker. */
export function jobsModule(deps: { db: Db; clock: Clock; warn: (fields: Record<string, unknown>, message: string) => void }) {
  return { service: jobsService(jobsRepo(deps.db), deps.clock, deps.warn) } satisfies DomainModule<JobsService>;
}
