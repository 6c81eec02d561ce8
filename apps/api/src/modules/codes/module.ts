import type { Db } from '../../db/client.js';
import type { DomainModule } from '../module.js';
import { codesRepo } from './repo.js';
import { type CodesDeps, type CodesService, codesService } from './service.js';

/** One-time codes by SMS and e-mail, and the confirmations they buy (spec 1 §4); sign-in, the user and profiles use them. */
export function codesModule(deps: CodesDeps & { db: Db }) {
  return { service: codesService(codesRepo(deps.db), deps) } satisfies DomainModule<CodesService>;
}
