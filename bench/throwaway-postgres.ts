import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server TEST_DATABASE_URL names, for one bench: `use` gets its URL, and the
 * database is dropped when `use` ends. Without TEST_DATABASE_URL, says how to measure PostgreSQL too and does nothing.
 */
export async function onThrowawayPostgres(prefix: string, use: (url: string) => Promise<void>): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('  (PostgreSQL: set TEST_DATABASE_URL to measure it too)');
    return;
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
