// XMLTV import at scale: writes a guide of 1,000 channels × 7 days (~44 MB), then imports it in a process of its own
// (a fresh one per run, so its peak RSS is the import's) into PGlite — and into PostgreSQL when TEST_DATABASE_URL is
// set — and prints the seconds and the peak RSS of the first import and of importing the same file again.
// Run by run.mjs; alone: node --import tsx bench/tv-import.ts [--write <file>]
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { ageLimits } from '../apps/api/src/db/schema/index.ts';
import { importGuideFile } from '../apps/api/src/modules/epg/import/import.ts';
import { AGE_LIMITS } from '../apps/api/src/seed/catalog/demo/reference.ts';
import { GUIDE_CHANNELS, writeGuide } from './guide-file.ts';
import { onThrowawayPostgres } from './throwaway-postgres.ts';

const DAYS = 7;
/** The week the guide covers: fixed, so every run writes the same file. */
const FROM = Date.UTC(2026, 10, 20);
const writeWeek = (file: string) => writeGuide(file, { from: FROM, days: DAYS });

/** The child: one import into an existing database, then its figures as JSON on stdout. */
async function child(options: string, file: string): Promise<void> {
  const database = await openDatabase(JSON.parse(options));
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const report = await importGuideFile(database.db, createReadStream(file));
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  await database.close();
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ seconds, cpu: (user + system) / 1e6, peak, before, programmes: report.programmes }));
}

if (process.argv[2] === '--child') {
  await child(process.argv[3]!, process.argv[4]!);
  process.exit(0);
}
// --write <file>: only the guide, to try `npm run tv:import -- <file>` by hand.
if (process.argv[2] === '--write') {
  await writeWeek(path.resolve(process.argv[3]!));
  process.exit(0);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'efir-bench-tv-'));
const file = path.join(dir, 'guide.xml');
await writeWeek(file);
const size = statSync(file).size;
console.log(`XMLTV import: ${GUIDE_CHANNELS} channels × ${DAYS} days, ${(size / 1e6).toFixed(1)} MB`);

const MB = 1024 * 1024;
function run(title: string, options: object): void {
  const output = execFileSync('node', ['--import', 'tsx', import.meta.filename, '--child', JSON.stringify(options), file], {
    encoding: 'utf8',
    maxBuffer: 16 * MB,
  });
  const figures = JSON.parse(output.trim().split('\n').at(-1)!);
  const p = figures.programmes;
  console.log(
    `${title.padEnd(32)} ${figures.seconds.toFixed(2).padStart(6)} s (this process's CPU ${figures.cpu.toFixed(2)} s)` +
      `   peak RSS ${String(Math.round(figures.peak / MB)).padStart(4)} MB (${Math.round((figures.peak - figures.before) / MB)} MB over the open database)` +
      `   ${p.added} added, ${p.unchanged} unchanged`,
  );
}

/** A database with the schema and the age levels, made here so creating it is not counted. */
async function prepare(options: Parameters<typeof openDatabase>[0]): Promise<void> {
  const database = await openDatabase(options);
  await database.migrate();
  await database.db.insert(ageLimits).values(AGE_LIMITS.map((limit, position) => ({ ...limit, position })));
  await database.close();
}

const pglite = { kind: 'pglite' as const, dir: path.join(dir, 'db') };
try {
  await prepare(pglite);
  run('PGlite, first import', pglite);
  run('PGlite, the same file again', pglite);
  await onThrowawayPostgres('efir_bench_tv', async (url) => {
    const postgres = { kind: 'postgres' as const, url };
    await prepare(postgres);
    run('PostgreSQL, first import', postgres);
    run('PostgreSQL, the same file again', postgres);
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
