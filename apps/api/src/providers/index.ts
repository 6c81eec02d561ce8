import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { type Acquirer, acquirerFrom } from './acquirer/index.js';
import type { Messaging } from './messaging.js';
import { type Outbox, outboxMessaging } from './outbox.js';
import { memoryPubSub, type PubSub, redisPubSub } from './pubsub.js';
import { fallbackRateLimitStore, memoryRateLimitStore, type RateLimitStore } from './rate-limit.js';
import { type GatewayLog, httpSmsGateway } from './sms-gateway.js';
import { smtpSender } from './smtp.js';

/** Every integration the domains use, each behind its interface, the implementation chosen by config (docs/architecture.md). */
export interface Providers {
  /** SMS through SMS_GATEWAY_URL, e-mail through SMTP_URL; an unset one lands in the dev outbox. */
  messaging: Messaging;
  /** The dev outbox itself, which GET /api/dev/outbox reads. */
  outbox: Outbox;
  /** Redis when REDIS_URL is set, so every API instance counts together; otherwise (or while Redis is away) this process. */
  rateLimits: RateLimitStore;
  /** Push events to every instance: Redis pub/sub when REDIS_URL is set (this process while it is away), else this process. */
  pubsub: PubSub;
  /** With REDIS_URL: whether Redis answers now (for the health check); undefined without. */
  redisState(): 'ok' | 'failing' | undefined;
  /** The card acquirer (ACQUIRER): the built-in sandbox started on its own port, a remote one, or none. */
  acquirer: Acquirer | undefined;
  /** Closes the connections the providers opened. */
  close(): Promise<void>;
}

export interface ProviderContext {
  db: Db;
  clock: Clock;
  /** Where providers report what they could not do (never a secret or a message text). */
  warn: GatewayLog;
  /** Where providers say that something works again. */
  info?: GatewayLog;
  /** An acquirer already running (tests start a sandbox of their own) instead of the one config names. */
  acquirer?: Acquirer;
}

export async function providersFrom(config: Config, { db, clock, warn, info = () => {}, acquirer }: ProviderContext): Promise<Providers> {
  const outbox = outboxMessaging(db);
  const acquiring = acquirer ? { acquirer, close: async () => {} } : await acquirerFrom(config, clock, (message) => warn({}, message));
  const local = memoryRateLimitStore(clock);
  const redis = config.redisUrl ? new Redis(config.redisUrl, REDIS_OPTIONS) : undefined;
  const rateLimits = redis ? fallbackRateLimitStore(redis, local, { warn, info }) : undefined;
  const subscriber = redis?.duplicate();
  const pubsub = redis && subscriber ? redisPubSub(redis, subscriber, { warn, info }) : memoryPubSub();
  // The first connections are awaited so the first requests count in Redis; a Redis that is away only costs a warning.
  await Promise.all([redis?.connect().catch(() => {}), subscriber?.connect().catch(() => {})]);
  return {
    messaging: {
      sms: config.smsGateway ? httpSmsGateway(config.smsGateway, warn) : outbox.sms,
      email: config.smtp ? smtpSender(config.smtp) : outbox.email,
    },
    outbox,
    rateLimits: rateLimits ?? local,
    pubsub,
    redisState: () => rateLimits?.state(),
    acquirer: acquiring.acquirer,
    async close() {
      await pubsub.close();
      // quit() waits for a Redis that may never answer again; disconnect() does not.
      if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
      await acquiring.close();
    },
  };
}

/**
 * A command fails at once while Redis is away (no offline queue, no retry of a command in flight, 1 s at most for an
 * answer), so the rate limits go over to this process instead of waiting; reconnecting goes on in the background.
 */
const REDIS_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  commandTimeout: 1000,
  connectTimeout: 2000,
} as const;
