import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { type Acquirer, acquirerFrom } from './acquirer/index.js';
import type { Messaging } from './messaging.js';
import { type Outbox, outboxMessaging } from './outbox.js';
import { memoryRateLimitStore, type RateLimitStore, redisRateLimitStore } from './rate-limit.js';
import { type GatewayLog, httpSmsGateway } from './sms-gateway.js';
import { smtpSender } from './smtp.js';

/** Every integration the domains use, each behind its interface, the implementation chosen by config (docs/architecture.md). */
export interface Providers {
  /** SMS through SMS_GATEWAY_URL, e-mail through SMTP_URL; an unset one lands in the dev outbox. */
  messaging: Messaging;
  /** The dev outbox itself, which GET /api/dev/outbox reads. */
  outbox: Outbox;
  /** Redis when REDIS_URL is set, so every API instance counts together; otherwise this process. */
  rateLimits: RateLimitStore;
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
  /** An acquirer already running (tests start a sandbox of their own) instead of the one config names. */
  acquirer?: Acquirer;
}

export async function providersFrom(config: Config, { db, clock, warn, acquirer }: ProviderContext): Promise<Providers> {
  const outbox = outboxMessaging(db);
  const acquiring = acquirer ? { acquirer, close: async () => {} } : await acquirerFrom(config, clock, (message) => warn({}, message));
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  return {
    messaging: {
      sms: config.smsGateway ? httpSmsGateway(config.smsGateway, warn) : outbox.sms,
      email: config.smtp ? smtpSender(config.smtp) : outbox.email,
    },
    outbox,
    rateLimits: redis ? redisRateLimitStore(redis) : memoryRateLimitStore(clock),
    acquirer: acquiring.acquirer,
    async close() {
      await redis?.quit();
      await acquiring.close();
    },
  };
}
