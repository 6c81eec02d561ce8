import type { ErrorReporting, LanguageCode, SupportChatInfo } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainModule } from '../module.js';
import { systemRepo } from './repo.js';
import { systemRoutes } from './routes.js';
import { type SystemService, systemService } from './service.js';

/** System data (spec 1 §3): languages, countries, the menu, login types, feature toggles and the running version. */
export function systemModule(deps: {
  db: Db;
  clock: Clock;
  version: string;
  errorReporting: ErrorReporting | null;
  supportChatOf: (brand: string, language: LanguageCode) => Promise<SupportChatInfo | null>;
}) {
  const service = systemService(systemRepo(deps.db), deps);
  return { service, routes: (app: FastifyInstance) => systemRoutes(app, service) } satisfies DomainModule<SystemService>;
}
