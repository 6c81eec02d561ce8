// The programme guide's windows (GET /api/v1/epg/guide, in process: routing, validation, the query, the answer):
// response size and server time p50/p95 for the grid's first window (25 channels × 6 hours) and for 1,000 channels ×
// 4 hours, with the demo's 30 channels and with 1,000 (the demo's copied), on PGlite and, when TEST_DATABASE_URL is
// set, on PostgreSQL. Run by run.mjs; alone: node --import tsx bench/guide.ts
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { cloneChannels } from '../apps/api/src/modules/epg/test-support.ts';
import { seedDemoCatalogue } from '../apps/api/src/seed/catalog/demo-seed.ts';
import { seedSystem } from '../apps/api/src/seed/system.ts';
import { onThrowawayPostgres } from './throwaway-postgres.ts';

const ROUNDS = 30;
const LARGE_GUIDE_CHANNELS = 1000;
/** spec'd in issue 16: the first window ≤ 50 KB; 1,000 channels × 4 hours ≤ 300 ms of server time. */
const FIRST_WINDOW_MAX_BYTES = 50 * 1024;
const LARGE_WINDOW_MAX_MS = 300;
const HOUR = 3600;

async function benchEngine(title: string, database: Database): Promise<void> {
  await database.migrate();
  await seedSystem(database.db);
  await seedDemoCatalogue(database.db, { now: new Date() });
  const config = loadConfig({
    NODE_ENV: 'test',
    EFIR_ROLE: 'api',
    EFIR_SECRET: 'bench-secret-bench-secret-bench-secret',
    EFIR_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'efir-bench-guide-')),
    EFIR_SEED: 'system',
    LOG_LEVEL: 'silent',
    ACQUIRER: 'off',
    JOBS_POLL_INTERVAL_MS: '0',
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const now = Math.floor(Date.now() / 1000);
  // The grid's first window: the 6-hour block the present falls in, as the /tv page asks for it.
  const block = Math.floor(now / (6 * HOUR)) * 6 * HOUR;
  const windows = [
    { name: 'first window 25 ch × 6 h', query: `from=${block}&to=${block + 6 * HOUR}&offset=0&limit=25`, maxBytes: FIRST_WINDOW_MAX_BYTES },
    { name: '1,000 ch × 4 h', query: `from=${now - HOUR}&to=${now + 3 * HOUR}&offset=0&limit=1000`, maxMs: LARGE_WINDOW_MAX_MS },
  ];

  const measure = async (channels: number) => {
    for (const window of windows) {
      const times: number[] = [];
      let bytes = 0;
      let count = 0;
      for (let round = 0; round < ROUNDS + 2; round++) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/epg/guide?${window.query}`,
          headers: { 'x-efir-revision': 'bench' },
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`guide answered ${response.statusCode}: ${response.body}`);
        // The first two warm the caches and the query plan.
        if (round >= 2) times.push(ms);
        bytes = response.rawPayload.length;
        count = (response.json() as { channels: unknown[] }).channels.length;
      }
      times.sort((a, b) => a - b);
      const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
      const over = [
        window.maxBytes !== undefined && bytes > window.maxBytes ? `over ${window.maxBytes / 1024} KB` : '',
        window.maxMs !== undefined && at(0.95) > window.maxMs ? `over ${window.maxMs} ms` : '',
      ].filter(Boolean);
      console.log(
        `${title.padEnd(10)} ${String(channels).padStart(5)} channels  ${window.name.padEnd(26)} ${String(count).padStart(5)} ch answered  ${(bytes / 1024).toFixed(1).padStart(7)} KB   p50 ${at(0.5).toFixed(1).padStart(6)} ms   p95 ${at(0.95).toFixed(1).padStart(6)} ms${over.length ? `   ${over.join(', ')}!` : ''}`,
      );
    }
  };

  const small = await app.inject({ method: 'GET', url: `/api/v1/epg/guide?from=${now}&to=${now + 60}&limit=1` });
  await measure((small.json() as { total: number }).total);
  const started = performance.now();
  await cloneChannels(database.db, LARGE_GUIDE_CHANNELS);
  console.log(`  (${LARGE_GUIDE_CHANNELS} channels and their guides written in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  await measure(LARGE_GUIDE_CHANNELS);
  await app.close();
}

console.log('Programme guide windows (GET /api/v1/epg/guide in process, as a visitor)');
await benchEngine('PGlite', await openDatabase({ kind: 'pglite', dir: mkdtempSync(path.join(os.tmpdir(), 'efir-bench-guide-db-')) }));

await onThrowawayPostgres('efir_bench_guide', async (url) => benchEngine('PostgreSQL', await openDatabase({ kind: 'postgres', url })));
