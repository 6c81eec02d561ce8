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
import { registerCompression } from './http/compression.js';
import { capConnections, connectionLimits } from './http/connection-limits.js';
import { registerDevToolsGate } from './http/dev-tools.js';
import { answerFrameworkError, registerErrorHandling } from './http/errors.js';
import { registerOperatorAccess } from './http/operator-access.js';
import { Problem } from './http/problem.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { clearKeptReadsOnChanges, type KeptReads, keptReads, registerSharedReads } from './http/shared-reads.js';
import { type Clock, type ShiftedClock, shiftedClock, systemClock } from './lib/clock.js';
import { accountsModule } from './modules/accounts/module.js';
import { adsModule } from './modules/ads/module.js';
import { analyticsModule } from './modules/analytics/module.js';
import { authModule } from './modules/auth/module.js';
import { bonusesModule } from './modules/bonuses/module.js';
import { catalogModule } from './modules/catalog/module.js';
import { certificatesModule } from './modules/certificates/module.js';
import { codesModule } from './modules/codes/module.js';
import { coldStartModule } from './modules/cold-start/module.js';
import { devModule } from './modules/dev/module.js';
import { devicesModule } from './modules/devices/module.js';
import { entitlementsModule } from './modules/entitlements/module.js';
import { epgModule } from './modules/epg/module.js';
import { favoritesModule } from './modules/favorites/module.js';
import { geoModule } from './modules/geo/module.js';
import { healthModule } from './modules/health/module.js';
import { idempotencyModule } from './modules/idempotency/module.js';
import { imagesModule } from './modules/images/module.js';
import { jobsModule } from './modules/jobs/module.js';
import { notificationsModule } from './modules/notifications/module.js';
import { p2pModule } from './modules/p2p/module.js';
import { pagesModule } from './modules/pages/module.js';
import { paymentsModule } from './modules/payments/module.js';
import { playbackModule } from './modules/playback/module.js';
import { positionsModule } from './modules/positions/module.js';
import { problemReportsModule } from './modules/problem-reports/module.js';
import { profilesModule } from './modules/profiles/module.js';
import { promoCodesModule } from './modules/promo-codes/module.js';
import { purchasesModule, serviceOffers } from './modules/purchases/module.js';
import { ratingsModule } from './modules/ratings/module.js';
import { remindersModule } from './modules/reminders/module.js';
import { ensureSearchDocuments } from './modules/search/documents.js';
import { searchModule } from './modules/search/module.js';
import { sessionsModule } from './modules/sessions/module.js';
import { isVisitorRequest, keptReadsAskers, registerSessionResolution } from './modules/sessions/plugin.js';
import { supportChatModule } from './modules/support-chat/module.js';
import { systemModule } from './modules/system/module.js';
import { tvCodesModule } from './modules/tv-codes/module.js';
import { voiceLinksModule } from './modules/voice-links/module.js';
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
  /** Log output; tests pass false, or a stream to read what the server logged. */
  logger?: boolean | { stream: { write(line: string): void } };
  /** An acquirer already running (tests start a sandbox of their own); otherwise the one config names. */
  acquirer?: Acquirer;
}

/** Everything the service is, wired from config: the API under /api, and the web app unless role is api. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}) },
    bodyLimit: config.bodyLimitBytes,
    // Media tokens travel as a path segment.
    routerOptions: { maxParamLength: 1024 },
    // Only the configured proxies may name the client; proxy-addr then takes the right-most hop they do not cover.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    frameworkErrors: answerFrameworkError,
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
  registerSecurityHeaders(
    app,
    config.embedOrigins,
    () => acquirerOrigin,
    config.errorReporting && new URL(config.errorReporting.dsn).origin,
    config.messageFrameOrigins,
    Array.isArray(config.p2pTrackers) ? config.p2pTrackers.map((url) => new URL(url).origin) : [],
    config.adOrigins,
  );

  const version = runningVersion(config.webBuildDir);
  app.addHook('onSend', async (_request, reply) => {
    reply.header(VERSION_HEADER, version);
  });

  // What visitors are answered alike (API reads and pages) and signed-in viewers' own reads: kept in this process,
  // cleared on every instance by a change.
  const kept = config.sharedAnswersFreshMs > 0 ? keptReads(options.clock ?? systemClock, config.sharedAnswersFreshMs) : undefined;
  const api = config.role !== 'web' ? await registerApi(app, config, options, version, kept) : undefined;
  acquirerOrigin = api?.providers.acquirer?.origin ?? acquirerOrigin;
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
          : { apiFetch: injectFetch(app, request.clientIp), apiBaseUrl: 'http://efir.internal' },
      // A kept page skips the API, and with it the geoblock: pages are shared only where this process can ask it.
      sharedPages: api && kept?.visitors,
      isVisitor: isVisitorRequest,
      servesRegion: (request) => api?.servesRegion(request.clientIp) ?? Promise.resolve(false),
    });
  }
  return app;
}

async function registerApi(
  app: FastifyInstance,
  config: Config,
  options: AppOptions,
  version: string,
  kept: KeptReads | undefined,
): Promise<{ providers: Providers; servesRegion: (address: string) => Promise<boolean> }> {
  const database = options.database ?? (await openDatabase(config.database));
  if (!options.database) app.addHook('onClose', () => database.close());
  await database.migrate();
  const { db } = database;
  const demo = config.seed === 'demo';
  if (config.seed !== 'none') await seedSystem(db);
  const media = demo ? seedDemoMedia(config.mediaDir, config.secret, app.log) : MEDIA_READY;

  // Only the developer tools may move time; anywhere else the clock is the system's.
  const devClock: ShiftedClock | null = !options.clock && config.devTools !== 'off' ? shiftedClock() : null;
  const clock = options.clock ?? devClock ?? systemClock;
  const warn = (fields: Record<string, unknown>, message: string) => app.log.warn(fields, message);
  const info = (fields: Record<string, unknown>, message: string) => app.log.info(fields, message);
  const jobs = jobsModule({ db, clock, warn }).service;
  app.addHook('onReady', async () => jobs.start(config.jobsPollIntervalMs));
  app.addHook('onClose', () => jobs.stop());
  const idempotency = idempotencyModule({ db, clock }).service;
  await jobs.every('idempotency.purge', IDEMPOTENCY_PURGE_INTERVAL_MS, idempotency.purge);
  if (demo) await seedDemoCatalogue(db, { now: clock.now(), log: (message) => app.log.info(message) });
  await ensureSearchDocuments(db);
  const providers = await providersFrom(config, { db, clock, warn, info, acquirer: options.acquirer });
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

  // The domains, each built by its module.ts from what it needs, in dependency order.
  const secureCookies = config.isProduction;
  const { messaging, rateLimits } = providers;
  const system = systemModule({
    db,
    clock,
    version,
    errorReporting: config.errorReporting,
    // The support chat is built after the notifications it pushes through; the shell asks it only on a request.
    supportChatOf: (...page) => supportChat.service.shellInfo(...page),
  });
  const sessions = sessionsModule({ db, clock, secureCookies, instanceId: config.instanceId });
  const geo = await geoModule({ db, geo: config.geo, devTools: config.devTools });
  const codes = codesModule({ db, clock, limits: config.codes, rateLimits, messaging });
  const entitlements = entitlementsModule({ db, clock });
  const profiles = profilesModule({
    db,
    clock,
    useConfirmation: codes.service.useConfirmation,
    heldServices: entitlements.service.heldServices,
    // Notifications are built after profiles (they read the active profile); a profile's change is told only later, on a request.
    events: { addEvent: (...event) => notifications.service.addEvent(...event) },
  });
  const { viewerOf } = profiles;
  const notifications = notificationsModule({
    db,
    clock,
    pubsub: providers.pubsub,
    viewerOf,
    sessions: sessions.service,
    activeProfileId: profiles.service.activeProfileId,
    messageFrameOrigins: config.messageFrameOrigins,
    warn,
    accountsChanged: kept && ((accountIds) => accountIds.forEach(kept.viewers.drop)),
  });
  const supportChat = supportChatModule({
    db,
    clock,
    rateLimits,
    events: notifications.service,
    viewerOf,
    forcedBrand: config.brand,
  });
  const accounts = accountsModule({
    db,
    clock,
    codes: codes.service,
    geo: geo.service,
    profileState: profiles.service.userState,
    unreadMessages: notifications.service.unreadCount,
    events: notifications.service,
    sessions: sessions.service,
  });
  const devices = devicesModule({ db, clock, sessions: sessions.service, accounts: accounts.repo, defaultLimit: config.deviceLimit });
  const auth = authModule({
    accounts: accounts.repo,
    codes: codes.service,
    sessions: sessions.service,
    devices: devices.service,
    rateLimits,
    messaging,
    countries: system.service.countries,
    passwordMinLength: config.passwordMinLength,
    secret: config.secret,
    transaction: (work) => db.transaction(work),
    // What a visitor wrote before signing in goes with them to the account (docs/decisions/0020).
    adoptVisitor: supportChat.service.adopt,
    secureCookies,
  });
  const analytics = analyticsModule({ db, rateLimits, clock });
  const catalog = catalogModule({
    db,
    clock,
    viewerOf,
    offers: serviceOffers(db, config.forcedIntroServiceId),
    opens: (accountId, what) => entitlements.service.opens(accountId, what),
  });
  const epg = epgModule({ db, clock, catalog: catalog.service, viewerOf, rollDemoGuide: demo });
  const search = searchModule({ db, catalog: catalog.service, viewerOf });
  const favorites = favoritesModule({ db, clock, catalog: catalog.service, viewerOf });
  const ratings = ratingsModule({ db, clock, catalog: catalog.service, viewerOf });
  const coldStart = coldStartModule({ db, clock, catalog: catalog.service, viewerOf });
  const reminders = remindersModule({
    db,
    clock,
    catalog: catalog.service,
    epg: epg.service,
    notifications: notifications.service,
    jobs,
    viewerOf,
  });
  const positions = positionsModule({ db, clock, catalog: catalog.service, viewerOf });
  const pages = pagesModule({ db, clock });
  const voiceLinks = voiceLinksModule({ db, clock });
  const images = imagesModule({ db, cacheDir: path.join(config.dataDir, 'images', 'variants') });
  const problemReports = problemReportsModule({ db });
  const tvCodes = await tvCodesModule({
    db,
    clock,
    rateLimits,
    auth: auth.service,
    events: notifications.service,
    secret: config.secret,
    jobs,
    secureCookies,
  });
  const payments = await paymentsModule({
    db,
    clock,
    acquirer: providers.acquirer,
    idempotency,
    jobs,
    viewerOf,
    events: notifications.service,
  });
  const bonuses = bonusesModule({
    db,
    clock,
    codes: codes.service,
    loginsOf: async (accountId) => {
      const account = await accounts.repo.byId(accountId);
      return { phone: account?.phone ?? null, email: account?.email ?? null };
    },
    events: notifications.service,
    viewerOf,
  });
  const purchases = await purchasesModule({
    db,
    clock,
    entitlements: entitlements.service,
    payments: payments.service,
    bonuses: bonuses.service,
    idempotency,
    jobs,
    guard: profiles.service.checkPurchase,
    viewerOf,
    refillUrl: config.accountRefillUrl,
    forcedIntroServiceId: config.forcedIntroServiceId,
  });
  const promoCodes = promoCodesModule({
    db,
    clock,
    rateLimits,
    entitlements: entitlements.service,
    guard: profiles.service.checkPurchase,
    items: catalog.service.items,
    viewerOf,
    events: notifications.service,
  });
  const certificates = certificatesModule({
    db,
    clock,
    rateLimits,
    entitlements: entitlements.service,
    payments: payments.service,
    idempotency,
    notifications: notifications.service,
    jobs,
    messaging,
    guard: profiles.service.checkPurchase,
    publicUrl: config.publicUrl,
  });
  const ads = adsModule({
    db,
    clock,
    mediaDir: config.mediaDir,
    viewerOf,
    originOf: publicOrigin(config),
    forcedBrand: config.brand,
    adOrigins: config.adOrigins,
  });
  const p2p = p2pModule({ trackers: config.p2pTrackers, iceServers: config.p2pIceServers });
  const playback = playbackModule({
    db,
    clock,
    secret: config.secret,
    mediaDir: config.mediaDir,
    gate: profiles.service.checkPlayback,
    entitlements: entitlements.service,
    purchases: purchases.service,
    viewerOf,
    ads: ads.service,
    placeOf: ads.placeOf,
    p2pFor: p2p.service.p2pFor,
  });
  const health = healthModule({ database, media, redis: providers.redisState });
  const dev = devModule({ devTools: config.devTools, outbox: providers.outbox, runDueJobs: jobs.runDue, clock: devClock });

  // Demo data, each on what the one before wrote: accounts, their profiles, then promo codes, prices, bonus programs, certificates and ad breaks over the catalogue.
  if (demo)
    for (const seeded of [accounts, profiles, notifications, promoCodes, purchases, bonuses, certificates, ads, supportChat])
      await seeded.seedDemo();

  // Request hooks run in the order they are added: the client's address and geoblock, the kept answers, the
  // session, its location, the blocked account.
  geo.routes(app);
  if (kept) {
    registerSharedReads(app, kept, keptReadsAskers(sessions.service));
    clearKeptReadsOnChanges(app, kept, providers.pubsub, (request) => request.session?.account_id);
  }
  registerSessionResolution(app, sessions.service, secureCookies, devices.service);
  accounts.routes(app);
  const domains = [
    system,
    sessions,
    auth,
    devices,
    analytics,
    profiles,
    catalog,
    epg,
    search,
    favorites,
    ratings,
    coldStart,
    reminders,
    positions,
    pages,
    images,
    voiceLinks,
  ];
  for (const domain of [
    ...domains,
    problemReports,
    notifications,
    supportChat,
    promoCodes,
    tvCodes,
    payments,
    purchases,
    bonuses,
    certificates,
    ads,
    p2p,
    playback,
    health,
    dev,
  ])
    await domain.routes(app);
  registerCompression(app);
  return { providers, servesRegion: geo.service.isAllowed };
}

/** Idempotency keys older than their replay window are deleted every few hours; any instance may, deleting is idempotent. */
const IDEMPOTENCY_PURGE_INTERVAL_MS = 6 * 3600 * 1000;

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
