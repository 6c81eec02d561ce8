import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainModule } from '../module.js';
import { idempotencyRepo } from './repo.js';
import { type IdempotencyService, idempotencyService } from './service.js';

/** Idempotency keys for money writes (docs/decisions/0014). */
export function idempotencyModule(deps: { db: Db; clock: Clock }) {
  return { service: idempotencyService(idempotencyRepo(deps.db), deps.clock) } satisfies DomainModule<IdempotencyService>;
}
