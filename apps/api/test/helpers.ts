import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createClient, REVISION_HEADER } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
import type { Clock } from '../src/lib/clock.js';
import { httpAcquirer } from '../src/providers/acquirer/http-acquirer.js';
import { type SandboxAcquirer, startSandboxAcquirer } from '../src/providers/acquirer/sandbox/server.js';
import { injectFetch } from '../src/web/inject-fetch.js';
import { withDatabase } from './global-setup.js';
import { testConfig } from './test-config.js';

/** A database of its own for one test file, copied from the run's migrated template. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.EFIR_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `efir_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const tarball = await readFile(inject('pgliteTemplate'));
  return openDatabase({ kind: 'pglite', dir: undefined, loadDataDir: new Blob([tarball]) });
}

/** A settable clock for rules with durations. */
export function testClock(start = new Date('2026-11-22T12:00:00Z')) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void; set(date: Date): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
  return clock;
}

/** The origin test browsers call the API from: the sandbox acquirer takes card data from it alone. */
export const TEST_ORIGIN = 'http://efir.test';
export const TEST_ACQUIRER_SECRETS = { merchantKey: 'test-merchant-key-0123', callbackSecret: 'test-callback-secret-0123456789abcdef' };

/**
 * The API in process on a fresh database; closed after the file's tests. With `acquirer`, a sandbox acquirer of its
 * own on a free port, sharing the clock, whose callbacks the test delivers (`acquirer.callbacks.flush()`).
 */
export async function createTestApp(
  options: { clock?: Clock; env?: NodeJS.ProcessEnv; acquirer?: boolean; log?: { write(line: string): void } } = {},
) {
  const database = await openTestDatabase();
  let app: FastifyInstance | undefined;
  const sandbox: SandboxAcquirer | undefined = options.acquirer
    ? await startSandboxAcquirer({
        host: '127.0.0.1',
        port: 0,
        ...TEST_ACQUIRER_SECRETS,
        callbackUrl: `${TEST_ORIGIN}/api/v1/acquirer/callbacks`,
        merchantOrigins: [TEST_ORIGIN],
        clock: options.clock ?? { now: () => new Date() },
        delivery: 'manual',
        fetch: (url, init) => injectFetch(app!, '127.0.0.1')(url, init),
      })
    : undefined;
  const acquirer =
    sandbox && httpAcquirer({ apiUrl: sandbox.apiUrl, publicUrl: sandbox.publicUrl, ...TEST_ACQUIRER_SECRETS, timeoutMs: 5000 });
  const logger = options.log ? { stream: options.log } : false;
  app = await buildApp(testConfig(options.env), { database, clock: options.clock, logger, acquirer });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await sandbox?.close();
    await database.close();
  });
  return { app, database, acquirer: sandbox, visitor: () => browser(app) };
}

/**
 * One browser's view of the API: the contract's client over app.inject, keeping its cookies like a browser (on the
 * site at `origin`, whose host picks the brand), so tests read `visitor.call('sessions.current')` instead of URLs.
 */
export function browser(app: FastifyInstance, ip = '127.0.0.1', origin = 'http://efir.test') {
  const cookies = new Map<string, string>();
  const fetchWithJar: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await injectFetch(app, ip)(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  const client = createClient({ baseUrl: origin, fetch: fetchWithJar, headers: () => ({ [REVISION_HEADER]: 'test' }) });
  return {
    call: client.call,
    cookies,
    /** A raw request through the same cookie jar, for the edges the typed client cannot express. */
    raw: (path: string, init?: RequestInit) => fetchWithJar(`${origin}${path}`, init),
  };
}

/** The operator's tools: the contract's client with the operator token, for the /api/operator calls. */
export function operatorClient(app: FastifyInstance, token: string) {
  return createClient({
    baseUrl: 'http://efir.test',
    fetch: injectFetch(app, '127.0.0.1'),
    headers: () => ({ [REVISION_HEADER]: 'test', authorization: `Bearer ${token}` }),
  }).call;
}
