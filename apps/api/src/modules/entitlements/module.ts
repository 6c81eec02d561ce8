import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainModule } from '../module.js';
import { entitlementsRepo } from './repo.js';
import { type EntitlementsService, entitlementsService } from './service.js';

/** Access to content (docs/decisions/0011): `opens` for playback and purchases, `grant` for purchases and promo codes. */
export function entitlementsModule(deps: { db: Db; clock: Clock }) {
  return { service: entitlementsService(entitlementsRepo(deps.db), deps.clock) } satisfies DomainModule<EntitlementsService>;
}
