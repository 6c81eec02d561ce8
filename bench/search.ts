// Search latency (p50/p95 of the search service, no HTTP) on the demo catalogue and on 100 000 titles with 1,000
// channels, with exact, misspelt, wrong-layout and transliterated queries, on PGlite and, when TEST_DATABASE_URL is
// set, on PostgreSQL.
// Run by run.mjs; alone: node --import tsx bench/search.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { channels } from '../apps/api/src/db/schema/index.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { catalogRepo } from '../apps/api/src/modules/catalog/repo.ts';
import { catalogService } from '../apps/api/src/modules/catalog/service.ts';
import { VISITOR_LIMITS } from '../apps/api/src/modules/profiles/content-limits.ts';
import type { Viewer } from '../apps/api/src/modules/profiles/viewer.ts';
import { refreshSearchDocuments } from '../apps/api/src/modules/search/documents.ts';
import { searchRepo } from '../apps/api/src/modules/search/repo.ts';
import { searchService } from '../apps/api/src/modules/search/service.ts';
import { generateDemoCatalogue } from '../apps/api/src/seed/catalog/demo/generate.ts';
import { seedDemoCatalogue } from '../apps/api/src/seed/catalog/demo-seed.ts';
import { seedSystem } from '../apps/api/src/seed/system.ts';
import { onThrowawayPostgres } from './throwaway-postgres.ts';

const LARGE_CATALOGUE = 100_000;
/** Channels in the large catalogue, as an operator with a big TV offer has (issue 16's guide holds 1,000). */
const LARGE_CHANNELS = 1_000;
const ROUNDS = 5;

const now = new Date();
const demo = generateDemoCatalogue({ now });
const viewer: Viewer = { language: 'rus', limits: VISITOR_LIMITS, accountId: null, profileId: null, sessionId: null };

/** A misspelling of each kind for a few demo titles: dropped, swapped, layout, transliteration, and the exact name. */
function queriesFor(names: string[]): string[] {
  const layout = new Map([...'йцукенгшщзхъфывапролджэячсмитьбю'].map((key, i) => [key, "qwertyuiop[]asdfghjkl;'zxcvbnm,."[i]!]));
  return names.flatMap((name) => {
    const word = name
      .split(' ')
      .sort((a, b) => b.length - a.length)[0]!
      .toLowerCase();
    return [
      name,
      word.slice(0, 2) + word.slice(3),
      word[1]! + word[0]! + word.slice(2),
      [...word].map((key) => layout.get(key) ?? key).join(''),
    ];
  });
}
const queries = queriesFor(demo.films.slice(0, 10).map((film) => film.name.rus));

async function benchEngine(engine: string, database: Database): Promise<void> {
  await database.migrate();
  await seedSystem(database.db);
  await seedDemoCatalogue(database.db, { now });
  const search = searchService(searchRepo(database.db), catalogService(catalogRepo(database.db), systemClock));

  async function measure(title: string): Promise<void> {
    const times: number[] = [];
    // The first round warms the caches and the query plans, as a running server has them.
    for (let round = 0; round < ROUNDS + 1; round++) {
      for (const query of queries) {
        const started = performance.now();
        await search.search(query, 24, viewer);
        if (round > 0) times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
    console.log(
      `${engine.padEnd(10)} ${title.padEnd(30)} ${String(times.length).padStart(5)} searches   p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms`,
    );
  }

  await measure(`${demo.films.length + demo.series.length} titles`);
  // 100 000 titles: the demo films' names again with numbers, each with a search document and its terms.
  const started = performance.now();
  await database.db.execute(sql`
    insert into media_items (id, type, slug, name, short_description, summary, year, age_limit_id, category, usage_model,
      poster_bg_color, logo, background, visit_card, screenshots)
    select 1000000 + n, 'film', 'bench-' || n, jsonb_build_object('rus', (m.name->>'rus') || ' ' || n), m.short_description,
      m.summary, m.year, m.age_limit_id, m.category, m.usage_model, m.poster_bg_color, m.logo, m.background, m.visit_card,
      m.screenshots
    from generate_series(1, ${LARGE_CATALOGUE}) n
    join media_items m on m.id = 10001 + (n % ${demo.films.length})`);
  await refreshSearchDocuments(database.db);
  const demoChannels = await database.db.select().from(channels);
  await database.db.insert(channels).values(
    Array.from({ length: LARGE_CHANNELS - demoChannels.length }, (_, n) => {
      // The database writes a channel's search columns itself.
      const { search_names, search_names_russian, search_text_russian, search_names_simple, ...channel } =
        demoChannels[n % demoChannels.length]!;
      return { ...channel, id: 900_000 + n, slug: `bench-${n}`, tvg_id: null, name: { ...channel.name, rus: `${channel.name.rus} ${n}` } };
    }),
  );
  console.log(
    `  (${LARGE_CATALOGUE} more titles and their terms, ${LARGE_CHANNELS - demoChannels.length} more channels written in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  await measure(`${LARGE_CATALOGUE + demo.films.length + demo.series.length} titles, ${LARGE_CHANNELS} channels`);
  await database.close();
}

console.log('Search (the service, no HTTP): exact, dropped, swapped and wrong-layout queries');
// 100,000 titles leave a PGlite directory of about 1.4 GB: it goes with the run.
const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'efir-bench-search-'));
try {
  await benchEngine('PGlite', await openDatabase({ kind: 'pglite', dir: pgliteDir }));
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

await onThrowawayPostgres('efir_bench_search', async (url) => benchEngine('PostgreSQL', await openDatabase({ kind: 'postgres', url })));
