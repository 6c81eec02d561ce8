import path from 'node:path';
import { ErrorCode, VERSION_HEADER } from '@efir/contract';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { capConnections, connectionLimits } from './http/connection-limits.js';
import { registerDevToolsGate } from './http/dev-tools.js';
import { registerErrorHandling } from './http/errors.js';
import { registerOperatorAccess } from './http/operator-access.js';
import { Problem } from './http/problem.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { type Clock, systemClock } from './lib/clock.js';
import { accountsModule } from './modules/accounts/module.js';
import { registerPublicEtags } from './modules/catalog/http-cache.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { seriesService } from './modules/catalog/series.js';
import { seriesRoutes } from './modules/catalog/series-routes.js';
import { catalogService } from './modules/catalog/service.js';
import { servicesService } from './modules/catalog/services.js';
import { servicesRoutes } from './modules/catalog/services-routes.js';
import { devRoutes } from './modules/dev/routes.js';
import { entitlementsModule } from './modules/entitlements/module.js';
import { scheduleDemoEpg } from './modules/epg/rolling.js';
import { epgRoutes } from './modules/epg/routes.js';
import { epgService } from './modules/epg/service.js';
import { favoritesRepo } from './modules/favorites/repo.js';
import { favoritesRoutes } from './modules/favorites/routes.js';
import { favoritesService } from './modules/favorites/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { idempotencyModule } from './modules/idempotency/module.js';
import { imagesRoutes } from './modules/images/routes.js';
import { imagesService } from './modules/images/service.js';
import { jobsModule } from './modules/jobs/module.js';
import { pagesRoutes } from './modules/pages/routes.js';
import { pagesService } from './modules/pages/service.js';
import { playbackModule } from './modules/playback/module.js';
import { viewingHistory, viewingHistoryRoutes } from './modules/positions/history.js';
import { positionsRepo } from './modules/positions/repo.js';
import { positionsRoutes } from './modules/positions/routes.js';
import { positionsService } from './modules/positions/service.js';
import { problemReportsRoutes } from './modules/problem-reports/routes.js';
import { profilesModule } from './modules/profiles/module.js';
import { viewerOf } from './modules/profiles/viewer.js';
import { promoCodesModule } from './modules/promo-codes/module.js';
import { purchasesModule } from './modules/purchases/module.js';
import { ensureSearchDocuments } from './modules/search/documents.js';
import { searchRoutes } from './modules/search/routes.js';
import { searchService } from './modules/search/service.js';
import { registerSessionResolution } from './modules/sessions/plugin.js';
import { sessionsRoutes } from './modules/sessions/routes.js';
import { sessionsService } from './modules/sessions/service.js';
import { systemRoutes } from './modules/system/routes.js';
import { systemService } from './modules/system/service.js';
import { type Acquirer, configuredAcquirerOrigin } from './providers/acquirer/index.js';
import { type Providers, providersFrom } from './providers/index.js';
import { seedDemoCatalogue } from './seed/catalog/demo-seed.js';
import { MEDIA_READY, seedDemoMedia } from './seed/media.js';
import { seedSystem } from './seed/system.js';
import { runningVersion } from './version.js';
import { injectFetch } from './web/inject-fetch.js';
import { publicOrigin } from './web/public-origin.js';
import { registerSsr } from './web/ssr.js';

export interface AppOptions {
  /** An already open database (tests pass a prepared one); otherwise opened from config. */
  database?: Database;
  clock?: Clock;
  /** Log output; tests pass false. */
  logger?: boolean;
  /** An acquirer already running (tests start a sandbox of their own); otherwise the one config names. */
  acquirer?: Acquirer;
}

/** Everything the service is, wired from config: the API under /api, and the web app unless role is api. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // Media tokens travel as a path segment.
    routerOptions: { maxParamLength: 1024 },
    // Only the configured proxies may name the client; proxy-addr then takes the right-most hop they do not cover.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    ...connectionLimits(config),
  });
  capConnections(app, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(fastifyCookie);
  // The acquirer's origin is known once the API's providers have started (the sandbox takes a free port).
  let acquirerOrigin = configuredAcquirerOrigin(config);
  // After the cookie plugin: its onSend writes the cookies this one marks Secure.
  registerSecurityHeaders(app, config.embedOrigins, () => acquirerOrigin);

  const version = runningVersion(config.webBuildDir);
  app.addHook('onSend', async (_request, reply) => {
    reply.header(VERSION_HEADER, version);
  });

  if (config.role !== 'web') acquirerOrigin = (await registerApi(app, config, options, version)).acquirer?.origin ?? acquirerOrigin;
  if (config.role !== 'api') {
    await registerSsr(app, {
      buildDir: config.webBuildDir,
      mode: config.isProduction ? 'production' : 'development',
      version,
      forcedBrand: config.brand,
      originOf: publicOrigin(config),
      apiFetchFor: (request) =>
        config.role === 'web'
          ? { apiFetch: fetch, apiBaseUrl: config.apiUrl ?? 'http://127.0.0.1:3001' }
          : { apiFetch: injectFetch(app, request.ip), apiBaseUrl: 'http://efir.internal' },
    });
  }
  return app;
}

async function registerApi(app: FastifyInstance, config: Config, options: AppOptions, version: string): Promise<Providers> {
  const database = options.database ?? (await openDatabase(config.database));
  if (!options.database) app.addHook('onClose', () => database.close());
  await database.migrate();
  if (config.seed !== 'none') await seedSystem(database.db);
  const media = config.seed === 'demo' ? seedDemoMedia(config.mediaDir, config.secret, app.log) : MEDIA_READY;

  const clock = options.clock ?? systemClock;
  const jobs = jobsModule(database.db, clock, (fields, message) => app.log.warn(fields, message)).service;
  app.addHook('onReady', async () => jobs.start(config.jobsPollIntervalMs));
  app.addHook('onClose', () => jobs.stop());
  const idempotency = idempotencyModule(database.db, clock).service;
  await jobs.every('idempotency.purge', PURGE_INTERVAL_MS, idempotency.purge);
  if (config.seed === 'demo') await seedDemoCatalogue(database.db, { now: clock.now(), log: (message) => app.log.info(message) });
  await ensureSearchDocuments(database.db);
  if (config.seed === 'demo') scheduleDemoEpg(app, database.db, clock);
  const secureCookies = config.isProduction;
  const sessions = sessionsService(database.db, clock);
  schedulePurge(app, () => sessions.purgeDeadDemoSessions());
  const providers = await providersFrom(config, {
    db: database.db,
    clock,
    warn: (fields, message) => app.log.warn(fields, message),
    acquirer: options.acquirer,
  });
  app.addHook('onClose', () => providers.close());

  rejectCrossSiteWrites(app);
  registerDevToolsGate(app, config.devTools);
  registerOperatorAccess(app, config.operatorToken);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Efir API', version } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifyStatic, {
    root: path.resolve(import.meta.dirname, '../static'),
    prefix: '/static/',
    decorateReply: false,
    maxAge: '7d',
  });

  const system = systemService(database.db, version, clock);
  const profiles = profilesModule(app, database.db, clock);
  const accounts = await accountsModule(app, {
    db: database.db,
    config,
    clock,
    sessions,
    system,
    messaging: providers.messaging,
    rateLimits: providers.rateLimits,
    secureCookies,
    profileState: profiles.service.userState,
  });
  if (config.seed === 'demo') await profiles.seedDemo();
  registerSessionResolution(app, sessions, secureCookies, accounts.restricted);
  accounts.registerRoutes();
  profiles.registerRoutes();
  const entitlements = entitlementsModule({ db: database.db, clock }).service;
  const promoCodes = promoCodesModule({ db: database.db, clock, rateLimits: providers.rateLimits, entitlements });
  if (config.seed === 'demo') await promoCodes.seedDemo();
  promoCodes.routes(app);
  systemRoutes(app, system);
  sessionsRoutes(app, sessions, secureCookies, config.instanceId);
  healthRoutes(app, database, media);
  const viewer = viewerOf(profiles.service, entitlements.heldServices);
  const positions = positionsService(positionsRepo(database.db), clock);
  positionsRoutes(app, positions, viewer);
  problemReportsRoutes(app, database.db);
  registerPublicEtags(app);
  catalogRoutes(app, catalogService(database.db, clock), positions, viewer);
  epgRoutes(app, epgService(database.db, clock), viewer);
  seriesRoutes(app, seriesService(database.db, clock), viewer);
  searchRoutes(app, searchService(database.db, clock), viewer);
  servicesRoutes(app, servicesService(database.db, clock), viewer);
  pagesRoutes(app, pagesService(database.db, clock));
  favoritesRoutes(app, favoritesService(favoritesRepo(database.db), database.db, clock), viewer);
  const purchases = purchasesModule({
    db: database.db,
    clock,
    entitlements,
    guard: profiles.service.checkPurchase,
    viewerOf: viewer,
    refillUrl: config.accountRefillUrl,
  });
  if (config.seed === 'demo') await purchases.seedDemo();
  purchases.routes(app);
  viewingHistoryRoutes(app, positions, viewingHistory(database.db, clock), viewer);
  imagesRoutes(app, imagesService(database.db, path.join(config.dataDir, 'images', 'variants')));
  if (config.devTools !== 'off') devRoutes(app, providers.outbox);
  const playback = playbackModule({
    db: database.db,
    clock,
    secret: config.secret,
    mediaDir: config.mediaDir,
    gate: profiles.service.checkPlayback,
    entitlements,
    purchases: purchases.service,
    viewerOf: viewer,
  });
  await playback.routes(app);
  return providers;
}

/** Dead demo sessions are deleted at start and then every few hours; each instance may do it, deleting is idempotent. */
const PURGE_INTERVAL_MS = 6 * 3600 * 1000;

function schedulePurge(app: FastifyInstance, purge: () => Promise<number>): void {
  const run = () =>
    purge().then(
      (count) => count > 0 && app.log.info(`deleted ${count} dead demo sessions`),
      (error: unknown) => app.log.warn({ err: error }, 'purging demo sessions failed'),
    );
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** CSRF: a browser write must come from our own origin, scheme included (SameSite=Lax covers the rest). */
function rejectCrossSiteWrites(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    if (!origin || !request.url.startsWith('/api/')) return;
    if (originOf(origin) !== originOf(`${request.protocol}://${request.host}`)) {
      throw new Problem(403, ErrorCode.CSRF_REJECTED, 'Cross-site request refused');
    }
  });
}

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};
