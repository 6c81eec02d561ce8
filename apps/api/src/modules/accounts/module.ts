import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CodesService } from '../codes/service.js';
import type { GeoService } from '../geo/service.js';
import type { DomainModule } from '../module.js';
import { registerBlockedAccounts } from './blocked.js';
import { registerSessionLocation } from './location.js';
import { type AccountsRepo, accountsRepo } from './repo.js';
import { accountsRoutes } from './routes.js';
import { seedDemoAccounts } from './seed.js';
import { type AccountsService, type AccountsServiceDeps, accountsService, type ProfileState } from './service.js';

export interface AccountsDeps {
  db: Db;
  clock: Clock;
  codes: CodesService;
  geo: GeoService;
  /** The active profile and its view time, from the profiles module. */
  profileState: ProfileState;
  unreadMessages: AccountsServiceDeps['unreadMessages'];
  events: AccountsServiceDeps['events'];
  sessions: AccountsServiceDeps['sessions'];
}

/**
 * Accounts (spec 1 §3 User, §4 Account blocked, the account_status and location_changed events). The repo is shared
 * with sign-in, which creates accounts and changes their credentials, and with devices, which count against an
 * account's limit. Register the routes after session resolution: the location check and the blocked-account guard
 * read the resolved session.
 */
export function accountsModule(deps: AccountsDeps) {
  const repo = accountsRepo(deps.db);
  const service = accountsService(repo, deps);
  return {
    service,
    repo,
    routes(app: FastifyInstance) {
      registerSessionLocation(app, service);
      registerBlockedAccounts(app, repo);
      accountsRoutes(app, service);
    },
    seedDemo: () => seedDemoAccounts(deps.db, deps.clock),
  } satisfies DomainModule<AccountsService> & { repo: AccountsRepo };
}
