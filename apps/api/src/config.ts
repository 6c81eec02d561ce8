import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Resolved from the repository root, so `npm start` and workspace scripts agree on ./data. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  EFIR_DATA_DIR: z.string().default('./data'),
  EFIR_ROLE: z.enum(['all', 'api', 'web']).default('all'),
  EFIR_BRAND: z.string().optional(),
  /** Where a web-only instance reaches the API. */
  EFIR_API_URL: z.url().optional(),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  REDIS_URL: z.string().startsWith('redis').optional(),
  /** Signs media tokens; generated once into the data dir when unset. */
  EFIR_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Set by the test harness to skip demo content. */
  EFIR_SEED: z.enum(['demo', 'system', 'none']).default('demo'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  role: 'all' | 'api' | 'web';
  dataDir: string;
  brand: string | undefined;
  apiUrl: string | undefined;
  database: { kind: 'pglite'; dir: string | undefined } | { kind: 'postgres'; url: string };
  redisUrl: string | undefined;
  secret: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  bodyLimitBytes: number;
  seed: 'demo' | 'system' | 'none';
  webBuildDir: string;
}

/** Environment → one typed object. A bad value stops the process with a message naming the key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(REPO_ROOT, e.EFIR_DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    role: e.EFIR_ROLE,
    dataDir,
    brand: e.EFIR_BRAND,
    apiUrl: e.EFIR_API_URL,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    redisUrl: e.REDIS_URL,
    secret: e.EFIR_SECRET ?? persistentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    seed: e.EFIR_SEED,
    webBuildDir: path.join(REPO_ROOT, 'apps/web/build'),
  };
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
