import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ErrorReporting } from '@efir/contract';
import { z } from 'zod';

/** Resolved from the repository root, so `npm start` and workspace scripts agree on ./data. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  EFIR_DATA_DIR: z.string().default('./data'),
  /** Packaged media; defaults to <data dir>/media. Several data dirs may share one (tests do). */
  EFIR_MEDIA_DIR: z.string().optional(),
  EFIR_ROLE: z.enum(['all', 'api', 'web']).default('all'),
  /** This instance's name for a load balancer's sticky routing (spec 1 §8 balancer cookie); the host name by default. */
  EFIR_INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .optional(),
  EFIR_BRAND: z.string().optional(),
  /** Where a web-only instance reaches the API. */
  EFIR_API_URL: z.url().optional(),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  REDIS_URL: z.string().startsWith('redis').optional(),
  /** Signs media tokens; generated once into the data dir when unset. */
  EFIR_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Developer helpers (`/api/dev/*`, the client-address header): 1 for every caller, 0 for none; unset, only callers
   * on this machine reach them outside production.
   */
  EFIR_DEV_TOOLS: z.enum(['0', '1']).optional(),
  /** Proxies in front of the app, as addresses or CIDR ranges, comma-separated: only they may say who the client is. */
  EFIR_TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine((value) => splitList(value).every(isAddressOrCidr), 'expected IP addresses or CIDR ranges, comma-separated'),
  /** The address viewers use (https://efir.tv): robots.txt, the sitemap and canonical links name it, never the Host header. */
  EFIR_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Partner origins that may frame the embedded player pages (/embed/*), comma-separated; nothing else frames us. */
  EFIR_EMBED_ORIGINS: z
    .string()
    .default('')
    .refine((value) => splitList(value).every(isOrigin), 'expected origins such as https://partner.example, comma-separated'),
  /**
   * Origins whose pages the operator's iframe messages may show, comma-separated: the page's frame-src allows them and
   * a message naming any other is refused. https only; http on localhost outside production.
   */
  EFIR_MESSAGE_FRAME_ORIGINS: z
    .string()
    .default('')
    .refine((value) => splitList(value).every(isOrigin), 'expected origins such as https://forms.example, comma-separated'),
  /**
   * Advertisers' origins (issue #19), comma-separated: an external VAST server, the servers of its ad video and its
   * tracking pixels, a banner's own `ad_pixel` URLs. They join the pages' connect-src, media-src and img-src; an external
   * VAST URL or a banner pixel on any other origin is refused. https only; http on localhost outside production.
   */
  EFIR_AD_ORIGINS: z
    .string()
    .default('')
    .refine((value) => splitList(value).every(isOrigin), 'expected origins such as https://ads.example, comma-separated'),
  /**
   * Peer-to-peer delivery (spec 2 §7): the WebTorrent trackers players announce to, comma-separated ws(s) URLs. Unset,
   * the app runs its own tracker on /tracker; `off` turns peer-to-peer off (players load everything over HTTP).
   */
  EFIR_P2P_TRACKERS: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value === 'off' || splitList(value).every((url) => /^wss?:\/\/[^\s,]+$/.test(url)),
      'expected off, or tracker URLs such as wss://tracker.example/announce, comma-separated',
    ),
  /**
   * STUN and TURN servers peers find their way to each other through (spec 2 §7 peer-to-peer), comma-separated;
   * `none` for peers on one network only.
   */
  EFIR_P2P_ICE_SERVERS: z
    .string()
    .default('stun:stun.l.google.com:19302')
    .refine(
      (value) => value === 'none' || splitList(value).every((url) => /^(stun|turns?):[^\s,]+$/.test(url)),
      'expected none, or STUN/TURN URLs such as stun:stun.example:3478, comma-separated',
    ),
  /** A Sentry DSN: browsers then report network errors and crashes there, with session replay; unset, nothing is loaded. */
  EFIR_SENTRY_DSN: z
    .url({ protocol: /^https?$/ })
    .optional()
    .refine((dsn) => dsn === undefined || isSentryDsn(dsn), 'expected a Sentry DSN: https://<key>@<host>/<project id>'),
  /** The environment Sentry files the reports under. */
  EFIR_SENTRY_ENVIRONMENT: z.string().min(1).max(64).default('production'),
  /** A request whose headers and body have not arrived within this time is answered 408 and its connection closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Open connections one instance accepts; more are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).default(10_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Set by the test harness to skip demo content. */
  EFIR_SEED: z.enum(['demo', 'system', 'none']).default('demo'),
  /** smtp(s)://user:pass@host:port — e-mail goes out through it; unset, e-mail lands in the dev outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  SMTP_FROM: z.string().default('Efir <no-reply@efir.local>'),
  /** An HTTP SMS gateway taking `{"to", "from", "text"}` as JSON; unset, SMS lands in the dev outbox. */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMS_GATEWAY_SENDER: z.string().min(1).max(64).default('Efir'),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Opens the operator API (`/api/operator/…`) to `Authorization: Bearer <token>`; unset, that API is off. */
  EFIR_OPERATOR_TOKEN: z.string().min(32).optional(),
  /** The operator's account top-up page (spec 2 account_refill/external_url); without it no top-up is offered. */
  EFIR_ACCOUNT_REFILL_URL: z.string().url().optional(),
  /** spec 2 §9: the operator's one service whose intro price always buys a first subscriber 14 days. */
  EFIR_FORCED_INTRO_SERVICE_ID: z.coerce.number().int().positive().optional(),
  /**
   * The card acquirer (docs/decisions/0012): the built-in sandbox with test cards (the default outside production),
   * one reached at ACQUIRER_URL, or none (no card payments; production's default, so test cards never pay there).
   */
  ACQUIRER: z.enum(['sandbox', 'remote', 'off']).optional(),
  /** The acquirer's merchant API (ACQUIRER=remote). */
  ACQUIRER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where browsers reach the acquirer's card form and 3-D Secure pages; the sandbox's own address unless set. */
  ACQUIRER_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The merchant API's Bearer key; the sandbox's derives from EFIR_SECRET. */
  ACQUIRER_MERCHANT_KEY: z.string().min(16).optional(),
  /** Signs the acquirer's callbacks (HMAC-SHA256); the sandbox's derives from EFIR_SECRET. */
  ACQUIRER_CALLBACK_SECRET: z.string().min(32).optional(),
  /** The sandbox's own port; 0 takes any free one. */
  ACQUIRER_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  ACQUIRER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How often each instance looks for due jobs (renewals, rental ends, purges); 0 runs no worker. */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  EFIR_SHARED_ANSWERS_S: z.coerce.number().int().min(0).max(300).default(10),
  /** spec 1 §9: 5 devices when the operator gives no other number. */
  DEVICE_LIMIT: z.coerce.number().int().min(1).max(100).default(5),
  /** ISO codes of the countries served, comma-separated; empty serves everyone (no 451). */
  GEO_ALLOWED_COUNTRIES: z.string().default(''),
  /** IP-range-to-country CSV (start_ip,end_ip,country_code) loaded at start. */
  GEO_IP_RANGES_CSV: z.string().optional(),
  /** What an address missing from the table counts as. */
  GEO_UNKNOWN_IP: z.enum(['allow', 'block']).default('allow'),
  CODE_TTL_SECONDS: z.coerce.number().int().positive().default(600),
  CODE_RESEND_SECONDS: z.coerce.number().int().positive().default(60),
  CODE_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  CODE_DAILY_LIMIT: z.coerce.number().int().positive().default(10),
  /** Code sends one IP address may make per hour, whatever the phone or e-mail. */
  CODE_IP_HOURLY_LIMIT: z.coerce.number().int().positive().default(30),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(64).default(8),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  role: 'all' | 'api' | 'web';
  instanceId: string;
  dataDir: string;
  mediaDir: string;
  brand: string | undefined;
  apiUrl: string | undefined;
  database: { kind: 'pglite'; dir: string | undefined } | { kind: 'postgres'; url: string };
  redisUrl: string | undefined;
  secret: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  bodyLimitBytes: number;
  /** 'on': every caller; 'loopback': callers on this machine, with nothing forwarding in between; 'off': never registered. */
  devTools: 'on' | 'loopback' | 'off';
  trustedProxies: string[];
  publicUrl: string | undefined;
  embedOrigins: string[];
  /** Origins an iframe message may frame (EFIR_MESSAGE_FRAME_ORIGINS). */
  messageFrameOrigins: string[];
  /** Advertisers' origins the pages may fetch VAST from, play ad video from and send pixels to (EFIR_AD_ORIGINS). */
  adOrigins: string[];
  /** Trackers players announce to; `own` is the app's tracker on /tracker, `off` no peer-to-peer at all. */
  p2pTrackers: 'own' | 'off' | string[];
  p2pIceServers: string[];
  errorReporting: ErrorReporting | null;
  requestTimeoutMs: number;
  maxConnections: number;
  seed: 'demo' | 'system' | 'none';
  webBuildDir: string;
  smtp: { url: string; from: string } | undefined;
  smsGateway: { url: string; token: string; sender: string; timeoutMs: number } | undefined;
  operatorToken: string | undefined;
  accountRefillUrl: string | undefined;
  forcedIntroServiceId: number | undefined;
  acquirer: AcquirerConfig;
  jobsPollIntervalMs: number;
  /** How long visitors' shared answers and pages are served as kept (http/shared-answers.ts); 0 keeps none. */
  sharedAnswersFreshMs: number;
  deviceLimit: number;
  geo: { allowedCountries: string[]; rangesCsv: string | undefined; unknownIp: 'allow' | 'block' };
  codes: { ttlSeconds: number; resendSeconds: number; maxAttempts: number; dailyLimit: number; ipHourlyLimit: number };
  passwordMinLength: number;
}

export type AcquirerConfig =
  | { kind: 'off' }
  | { kind: 'remote'; apiUrl: string; publicUrl: string; merchantKey: string; callbackSecret: string; timeoutMs: number }
  | {
      kind: 'sandbox';
      port: number;
      publicUrl: string | undefined;
      merchantKey: string;
      callbackSecret: string;
      timeoutMs: number;
      /** Our pages' origins: the only ones the sandbox lets post cards and frame its 3-D Secure page. */
      merchantOrigins: string[];
      stateFile: string;
    };

/** Environment → one typed object. A bad value stops the process with a message naming the key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.EFIR_DEV_TOOLS === '1')
    throw new Error('Invalid configuration:\n  EFIR_DEV_TOOLS: developer helpers cannot be on in production');
  if (e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_TOKEN)
    throw new Error('Invalid configuration:\n  SMS_GATEWAY_TOKEN: required with SMS_GATEWAY_URL');
  const acquirerKind = e.ACQUIRER ?? (e.NODE_ENV === 'production' ? 'off' : 'sandbox');
  if (acquirerKind === 'remote') {
    const missing = (['ACQUIRER_URL', 'ACQUIRER_PUBLIC_URL', 'ACQUIRER_MERCHANT_KEY', 'ACQUIRER_CALLBACK_SECRET'] as const).filter(
      (key) => !e[key],
    );
    if (missing.length > 0)
      throw new Error(`Invalid configuration:\n${missing.map((key) => `  ${key}: required with ACQUIRER=remote`).join('\n')}`);
  }
  const messageFrameOrigins = splitList(e.EFIR_MESSAGE_FRAME_ORIGINS);
  const plainFrame = messageFrameOrigins.find((origin) => !isSecureFrameOrigin(origin, e.NODE_ENV === 'production'));
  if (plainFrame)
    throw new Error(
      `Invalid configuration:\n  EFIR_MESSAGE_FRAME_ORIGINS: ${plainFrame} is not https (http only for localhost outside production)`,
    );
  const adOrigins = splitList(e.EFIR_AD_ORIGINS);
  const plainAd = adOrigins.find((origin) => !isSecureFrameOrigin(origin, e.NODE_ENV === 'production'));
  if (plainAd)
    throw new Error(`Invalid configuration:\n  EFIR_AD_ORIGINS: ${plainAd} is not https (http only for localhost outside production)`);
  const dataDir = path.resolve(REPO_ROOT, e.EFIR_DATA_DIR);
  const secret = e.EFIR_SECRET ?? persistentSecret(dataDir);
  const publicUrl = e.EFIR_PUBLIC_URL && new URL(e.EFIR_PUBLIC_URL).origin;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    role: e.EFIR_ROLE,
    instanceId:
      e.EFIR_INSTANCE_ID ??
      (os
        .hostname()
        .replace(/[^A-Za-z0-9._-]/g, '')
        .slice(0, 64) ||
        'efir'),
    dataDir,
    mediaDir: e.EFIR_MEDIA_DIR ? path.resolve(REPO_ROOT, e.EFIR_MEDIA_DIR) : path.join(dataDir, 'media'),
    brand: e.EFIR_BRAND,
    apiUrl: e.EFIR_API_URL,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    redisUrl: e.REDIS_URL,
    secret,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    devTools: e.EFIR_DEV_TOOLS === '1' ? 'on' : e.EFIR_DEV_TOOLS === '0' || e.NODE_ENV === 'production' ? 'off' : 'loopback',
    trustedProxies: splitList(e.EFIR_TRUSTED_PROXIES),
    publicUrl,
    embedOrigins: splitList(e.EFIR_EMBED_ORIGINS),
    messageFrameOrigins,
    adOrigins,
    p2pIceServers: e.EFIR_P2P_ICE_SERVERS === 'none' ? [] : splitList(e.EFIR_P2P_ICE_SERVERS),
    p2pTrackers: e.EFIR_P2P_TRACKERS === undefined ? 'own' : e.EFIR_P2P_TRACKERS === 'off' ? 'off' : splitList(e.EFIR_P2P_TRACKERS),
    errorReporting: e.EFIR_SENTRY_DSN ? { dsn: e.EFIR_SENTRY_DSN, environment: e.EFIR_SENTRY_ENVIRONMENT } : null,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    seed: e.EFIR_SEED,
    webBuildDir: path.join(REPO_ROOT, 'apps/web/build'),
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : undefined,
    operatorToken: e.EFIR_OPERATOR_TOKEN,
    accountRefillUrl: e.EFIR_ACCOUNT_REFILL_URL,
    forcedIntroServiceId: e.EFIR_FORCED_INTRO_SERVICE_ID,
    acquirer:
      acquirerKind === 'off'
        ? { kind: 'off' }
        : acquirerKind === 'remote'
          ? {
              kind: 'remote',
              apiUrl: e.ACQUIRER_URL!,
              publicUrl: e.ACQUIRER_PUBLIC_URL!,
              merchantKey: e.ACQUIRER_MERCHANT_KEY!,
              callbackSecret: e.ACQUIRER_CALLBACK_SECRET!,
              timeoutMs: e.ACQUIRER_TIMEOUT_MS,
            }
          : {
              kind: 'sandbox',
              port: e.ACQUIRER_SANDBOX_PORT,
              publicUrl: e.ACQUIRER_PUBLIC_URL,
              merchantKey: e.ACQUIRER_MERCHANT_KEY ?? derived(secret, 'acquirer merchant key'),
              callbackSecret: e.ACQUIRER_CALLBACK_SECRET ?? derived(secret, 'acquirer callback secret'),
              timeoutMs: e.ACQUIRER_TIMEOUT_MS,
              merchantOrigins: publicUrl
                ? [publicUrl]
                : [...new Set(['localhost', '127.0.0.1', ...(isWildcard(e.HOST) ? [] : [e.HOST])])].map(
                    (host) => `http://${host}:${e.PORT}`,
                  ),
              stateFile: path.join(dataDir, 'sandbox-acquirer.json'),
            },
    smsGateway:
      e.SMS_GATEWAY_URL && e.SMS_GATEWAY_TOKEN
        ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN, sender: e.SMS_GATEWAY_SENDER, timeoutMs: e.SMS_GATEWAY_TIMEOUT_MS }
        : undefined,
    jobsPollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
    sharedAnswersFreshMs: e.EFIR_SHARED_ANSWERS_S * 1000,
    deviceLimit: e.DEVICE_LIMIT,
    geo: {
      allowedCountries: e.GEO_ALLOWED_COUNTRIES.split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
      rangesCsv: e.GEO_IP_RANGES_CSV && path.resolve(REPO_ROOT, e.GEO_IP_RANGES_CSV),
      unknownIp: e.GEO_UNKNOWN_IP,
    },
    codes: {
      ttlSeconds: e.CODE_TTL_SECONDS,
      resendSeconds: e.CODE_RESEND_SECONDS,
      maxAttempts: e.CODE_MAX_ATTEMPTS,
      dailyLimit: e.CODE_DAILY_LIMIT,
      ipHourlyLimit: e.CODE_IP_HOURLY_LIMIT,
    },
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
  };
}

const isWildcard = (host: string) => host === '0.0.0.0' || host === '::';

/** A secret of its own for one purpose, from the instance secret. */
const derived = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A DSN names the project's public key as its user and ends with the project's number. */
function isSentryDsn(dsn: string): boolean {
  const url = new URL(dsn);
  return url.username !== '' && /\/\d+$/.test(url.pathname);
}

/** An origin a page of ours may frame: https, or http on this machine while developing. */
export function isSecureFrameOrigin(origin: string, production: boolean): boolean {
  const url = new URL(origin);
  if (url.protocol === 'https:') return true;
  return !production && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    // A wildcard host parses as a name, but in a CSP it would open every subdomain.
    return /^https?:$/.test(url.protocol) && url.origin === value && !url.hostname.includes('*');
  } catch {
    return false;
  }
}

function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** A secret made once per data dir, so tokens survive restarts without any set-up. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
