import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Messaging } from '../../providers/messaging.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import { analyticsRoutes } from '../analytics/routes.js';
import { codesService } from '../auth/codes.js';
import { authRoutes } from '../auth/routes.js';
import { authService } from '../auth/service.js';
import { devicesRoutes } from '../devices/routes.js';
import { devicesService } from '../devices/service.js';
import { registerClientIp } from '../geo/client-ip.js';
import { registerGeoblock } from '../geo/plugin.js';
import { geoDevRoutes } from '../geo/routes.js';
import { geoService } from '../geo/service.js';
import type { RestrictedSessions } from '../sessions/plugin.js';
import type { SessionsService } from '../sessions/service.js';
import type { SystemService } from '../system/service.js';
import { registerBlockedAccounts } from './blocked.js';
import { accountsRepo } from './repo.js';
import { accountsRoutes } from './routes.js';
import { seedDemoAccounts } from './seed.js';
import { accountsService, type ProfileState } from './service.js';

export interface AccountsModuleDeps {
  db: Db;
  config: Config;
  clock: Clock;
  sessions: SessionsService;
  system: SystemService;
  messaging: Messaging;
  rateLimits: RateLimitStore;
  secureCookies: boolean;
  profileState: ProfileState;
}

/**
 * Accounts, sign-in, devices, geoblock and analytics, wired from config. Call it before session resolution is
 * registered (its request hooks set the client address and refuse blocked regions first), then `registerRoutes()`.
 */
export async function accountsModule(app: FastifyInstance, deps: AccountsModuleDeps) {
  const { db, config, clock, sessions, messaging, rateLimits } = deps;
  const accounts = accountsRepo(db);
  const geo = geoService(db, config.geo);
  const codes = codesService(db, clock, config.codes, rateLimits, messaging);
  const devices = devicesService(db, clock, sessions, config.deviceLimit);
  const auth = authService({
    accounts,
    codes,
    sessions,
    devices,
    rateLimits,
    messaging,
    passwordMinLength: config.passwordMinLength,
    secret: config.secret,
    countries: async () => (await deps.system.shell('rus')).countries,
  });

  if (config.geo.rangesCsv) await geo.loadCsv(await readFile(config.geo.rangesCsv, 'utf8'));
  if (config.seed === 'demo') await seedDemoAccounts(db, clock);

  registerClientIp(app, config.devTools === 'on');
  registerGeoblock(app, geo);

  const restricted: RestrictedSessions = {
    async mayLeaveRestricted(session) {
      const account = session.account_id ? await accounts.byId(session.account_id) : undefined;
      return account ? devices.fitsLimit(account) : false;
    },
  };

  return {
    restricted,
    /** Call after session resolution is registered: the blocked-account guard reads the resolved session. */
    registerRoutes() {
      registerBlockedAccounts(app, accounts);
      authRoutes(app, auth, sessions, deps.secureCookies);
      accountsRoutes(app, accountsService(accounts, codes, geo, deps.profileState));
      devicesRoutes(app, devices, accounts);
      analyticsRoutes(app, db, rateLimits);
      if (config.devTools !== 'off') geoDevRoutes(app, geo);
    },
  };
}
