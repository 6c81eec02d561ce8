import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainModule } from '../module.js';
import { voiceLinksRepo } from './repo.js';
import { voiceLinksRoutes } from './routes.js';
import { type VoiceLinksService, voiceLinksService } from './service.js';

/** /alice/auth: linking a voice assistant to the account by a one-time code. */
export function voiceLinksModule(deps: { db: Db; clock: Clock }) {
  const service = voiceLinksService(voiceLinksRepo(deps.db), deps.clock);
  return { service, routes: (app: FastifyInstance) => voiceLinksRoutes(app, service) } satisfies DomainModule<VoiceLinksService>;
}
