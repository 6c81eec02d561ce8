import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { idempotencyRepo } from './repo.js';
import { idempotencyService } from './service.js';

/** Idempotency keys for money writes (docs/decisions/0014). */
export function idempotencyModule(db: Db, clock: Clock) {
  return { service: idempotencyService(idempotencyRepo(db), clock) };
}
