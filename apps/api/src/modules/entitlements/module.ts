import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { entitlementsRepo } from './repo.js';
import { entitlementsService } from './service.js';

/** Access to content (docs/decisions/0010): read by playback and purchases, written by purchases and promo codes. */
export function entitlementsModule(db: Db, clock: Clock) {
  return { service: entitlementsService(entitlementsRepo(db), clock) };
}
