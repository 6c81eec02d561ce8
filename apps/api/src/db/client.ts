import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withCommitHooks } from './after-commit.js';
import { databaseUnavailable, markConnectionError } from './availability.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the code sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions = { kind: 'pglite'; dir: string | undefined; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseOptions['kind'];
  migrate(): Promise<void>;
  /** Whether the database answers now; when not, why (words a public health check may show: no address). */
  ping(): Promise<Ping>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for test templates. */
  dump?(): Promise<Blob>;
}

export type Ping = { ok: true } | { ok: false; reason: string };

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = resilientPool(options.url);
    const db = withCommitHooks(drizzlePg({ client: pool, schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  // PGlite creates only the last folder of its path; a data dir named by configuration may not exist yet.
  if (options.dir && !options.dir.startsWith('memory:')) mkdirSync(path.dirname(options.dir), { recursive: true });
  const client = await PGlite.create({ dataDir: options.dir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite({ client, schema });
  const db = withCommitHooks(pgliteDb as unknown as Db);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** A server that takes longer than this to answer `select 1` is reported as not answering. */
const PING_TIMEOUT_MS = 2000;

async function ping(db: Db): Promise<Ping> {
  const late = new Error(`no answer within ${PING_TIMEOUT_MS / 1000} s`);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error === late ? late.message : (databaseUnavailable(error) ?? 'select 1 failed') };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A pool that outlives the server restarting. node-postgres emits 'error' on a client whose connection dies — idle in
 * the pool, or checked out for a transaction — and an 'error' nobody listens to ends the process (node-postgres issues
 * 2635 and 3202). So the pool and every client it opens listen; a checked-out client whose connection died goes back
 * to the pool at once to be thrown away (Drizzle's transaction leaves it checked out when its `begin` fails, which
 * would fill the pool with dead clients); and the errors of reaching the server are marked, so a request failing on
 * them answers 503 instead of 500. Connections come back by themselves: the next query opens a new one.
 */
function resilientPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that does not answer at all (a dropped network rather than a refused port) fails requests in 5 s, not never.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  pool.on('error', markConnectionError);
  pool.on('connect', (client) => client.on('error', markConnectionError));
  const connect = pool.connect.bind(pool);
  const lend = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release;
    let released = false;
    const giveBack = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', giveBack);
      release(error);
    };
    client.once('error', giveBack);
    client.release = giveBack;
    return client;
  };
  pool.connect = ((callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) => {
    if (callback)
      return connect((error, client, done) => {
        if (error) markConnectionError(error);
        callback(error, client, done);
      });
    return connect().then(lend, (error: unknown) => {
      markConnectionError(error);
      throw error;
    });
  }) as typeof pool.connect;
  return pool;
}
