// XMLTV import at scale: writes a guide of 1,000 channels × 7 days (~44 MB), then imports it in a process of its own
// (a fresh one per run, so its peak RSS is the import's) into PGlite — and into PostgreSQL when TEST_DATABASE_URL is
// set — and prints the seconds and the peak RSS of the first import and of importing the same file again.
// Run by run.mjs; alone: node --import tsx bench/tv-import.ts [--write <file>]
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { ageLimits } from '../apps/api/src/db/schema/index.ts';
import { importGuideFile } from '../apps/api/src/modules/epg/import/import.ts';
import { type XmltvProgrammeSpec, xmltvPieces, xmltvTime } from '../apps/api/src/modules/epg/import/test-support.ts';
import { seededRandom } from '../apps/api/src/seed/catalog/demo/random.ts';
import { AGE_LIMITS } from '../apps/api/src/seed/catalog/demo/reference.ts';

const CHANNELS = 1000;
const DAYS = 7;
const DAY_MS = 86_400_000;
const MINUTES = [10, 15, 25, 30, 30, 45, 50, 60, 60, 90, 110, 120, 150];
const ENGLISH_TITLES = 0.25;
const DESCRIBED = 0.3;
const SHOWS = [
  ['Новости', 'News', 'Новости'],
  ['Утро', 'Morning', 'Информационный'],
  ['Х/ф «Дорога домой»', 'Film: The Road Home', 'Фильм'],
  ['Т/с «Тихий берег»', 'Quiet Shore', 'Сериал'],
  ['Футбол. Спартак — Зенит', 'Football. Spartak vs Zenit', 'Спорт'],
  ['Д/ф «Великие реки»', 'Documentary: Great Rivers', 'Документальный'],
  ['М/с «Лесные друзья»', 'Cartoon: Forest Friends', 'Детям'],
  ['Готовим дома', 'Cooking at Home', 'Развлекательный'],
] as const;

/** Every channel's week, the same on every run: lengths and shows drawn by a seeded generator, texts in Russian and English. */
function* programmes(from: number): Generator<XmltvProgrammeSpec> {
  for (let channel = 1; channel <= CHANNELS; channel++) {
    const random = seededRandom(channel);
    let start = from;
    let episode = channel % 40;
    while (start < from + DAYS * DAY_MS) {
      const stop = start + random.pick(MINUTES) * 60_000;
      const [rus, eng, category] = random.pick(SHOWS);
      const series = rus.startsWith('Т/с');
      if (series) episode += 1;
      // About as much as a grabber's guide gives: a Russian title (and an English one for some), a description for
      // some, a category, the episode of a series and the age of films and series.
      yield {
        channel: `ch${channel}.efir.tv`,
        start: xmltvTime(start, 180),
        stop: xmltvTime(stop, 180),
        titles: [{ lang: 'ru', text: rus }, ...(random.chance(ENGLISH_TITLES) ? [{ lang: 'en', text: eng }] : [])],
        ...(random.chance(DESCRIBED) ? { descriptions: [{ lang: 'ru', text: `${rus}, выпуск ${episode}.` }] } : {}),
        categories: [{ lang: 'ru', text: category }],
        ...(series ? { episodeNums: [{ system: 'xmltv_ns', text: `0.${episode}.` }], ratings: [{ value: '16+' }] } : {}),
      };
      start = stop;
    }
  }
}

async function writeGuide(file: string): Promise<void> {
  const out = createWriteStream(file);
  const from = Date.UTC(2026, 10, 20);
  const channels = Array.from({ length: CHANNELS }, (_, n) => ({
    id: `ch${n + 1}.efir.tv`,
    names: [
      { lang: 'ru', text: `Канал ${n + 1}` },
      { lang: 'en', text: `Channel ${n + 1}` },
    ],
  }));
  for (const piece of xmltvPieces(channels, programmes(from))) if (!out.write(piece)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

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
  await writeGuide(path.resolve(process.argv[3]!));
  process.exit(0);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'efir-bench-tv-'));
const file = path.join(dir, 'guide.xml');
await writeGuide(file);
const size = statSync(file).size;
console.log(`XMLTV import: ${CHANNELS} channels × ${DAYS} days, ${(size / 1e6).toFixed(1)} MB`);

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

async function onPostgres(): Promise<void> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) return;
  const name = `efir_bench_tv_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const postgres = { kind: 'postgres' as const, url: url.toString() };
    await prepare(postgres);
    run('PostgreSQL, first import', postgres);
    run('PostgreSQL, the same file again', postgres);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const pglite = { kind: 'pglite' as const, dir: path.join(dir, 'db') };
try {
  await prepare(pglite);
  run('PGlite, first import', pglite);
  run('PGlite, the same file again', pglite);
  await onPostgres();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
