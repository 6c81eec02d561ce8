import { ErrorCode, SEARCH_LIMIT_MAX } from '@efir/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { channels, collections, searchDocuments, searchTerms } from '../../db/schema/index.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { seedDemoCatalogue } from '../../seed/catalog/demo-seed.js';
import { importCatalogue } from '../../seed/catalog/import.js';
import { VISITOR_LIMITS } from '../profiles/content-limits.js';
import { ensureSearchDocuments } from './documents.js';
import { searchRepo } from './repo.js';

const now = new Date();
const { visitor, database } = await createTestApp();
await seedDemoCatalogue(database.db, { now, size: DEMO_SMALL });
const demo = generateDemoCatalogue({ now, size: DEMO_SMALL });

const search = (query: string) => visitor().call('search.query', { query: { query } });
const keys = (items: { item_type: string; id: number }[]) => items.map((item) => `${item.item_type}:${item.id}`);
/** The film's longest word with one inner letter dropped: a typo. */
function misspelt(name: string): string {
  const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
  return word.slice(0, 3) + word.slice(4);
}

describe('search', () => {
  const film = demo.films.find((f) => !f.is_erotic && f.name.rus.split(/\s+/).some((w) => w.length >= 7))!;

  it('finds a film by its exact name, first', async () => {
    const { items } = await search(film.name.rus);
    expect(keys(items)[0]).toBe(`media_item:${film.id}`);
  });

  it('finds a title by a typo', async () => {
    const { items } = await search(misspelt(film.name.rus));
    expect(keys(items)).toContain(`media_item:${film.id}`);
  });

  it('finds a title by the start of a word', async () => {
    const word = film.name.rus.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    const { items } = await search(word.slice(0, 5));
    expect(keys(items)).toContain(`media_item:${film.id}`);
  });

  it('finds the films of an actor by the actor’s name', async () => {
    const actor = film.cast.find((c) => c.role === 'actor') ?? film.cast[0]!;
    const person = demo.persons.find((p) => p.id === actor.person_id)!;
    const { items } = await search(person.name.rus);
    expect(keys(items)).toContain(`media_item:${film.id}`);
  });

  it('finds series, channels, karaoke songs by artist and collections', async () => {
    const series = demo.series[0]!;
    expect(keys((await search(series.name.rus)).items)).toContain(`media_item:${series.id}`);
    const channel = demo.channels[0]!;
    expect(keys((await search(channel.name.rus)).items)).toContain(`channel:${channel.id}`);
    const song = demo.karaoke_items[0]!;
    const artist = demo.karaoke_artists.find((a) => a.id === song.artist_id)!;
    expect(keys((await search(`${song.name} ${artist.name}`)).items)).toContain(`karaoke_item:${song.id}`);
    const collection = demo.collections[0]!;
    expect(keys((await search(collection.name.rus)).items)).toContain(`collection:${collection.id}`);
  });

  it('finds by the English and original names', async () => {
    const foreign = demo.films.find((f) => !f.is_erotic && f.original_name)!;
    expect(keys((await search(foreign.original_name!)).items)).toContain(`media_item:${foreign.id}`);
  });

  it('never shows an erotic film to a visitor', async () => {
    const erotic = demo.films.find((f) => f.is_erotic)!;
    expect(keys((await search(erotic.name.rus)).items)).not.toContain(`media_item:${erotic.id}`);
  });

  it('answers at most the number asked for, best first (the header’s suggestions ask for 8), and refuses more than 60', async () => {
    // The busiest actor's name finds many titles.
    const films = new Map<number, number>();
    for (const title of demo.films) for (const member of title.cast) films.set(member.person_id, (films.get(member.person_id) ?? 0) + 1);
    const busiest = [...films].sort((a, b) => b[1] - a[1])[0]![0];
    const query = demo.persons.find((person) => person.id === busiest)!.name.rus;
    const all = await visitor().call('search.query', { query: { query, limit: SEARCH_LIMIT_MAX } });
    expect(all.items.length).toBeGreaterThan(8);
    const suggestions = await visitor().call('search.query', { query: { query, limit: 8 } });
    expect(keys(suggestions.items)).toEqual(keys(all.items).slice(0, 8));
    for (const limit of [0, SEARCH_LIMIT_MAX + 1]) {
      const response = await visitor().raw(`/api/v1/search?query=${encodeURIComponent(query)}&limit=${limit}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error_code).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it('answers nothing for nonsense, and refuses a query shorter than 2 characters', async () => {
    expect((await search('zzqxqzzqxq')).items).toEqual([]);
    const response = await visitor().raw('/api/v1/search?query=a');
    expect(response.status).toBe(400);
    expect((await response.json()).error_code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

/**
 * Misspellings viewers really type, each with the demo title it must find in the first three: dropped, doubled,
 * swapped and wrong letters (one typo from 5 letters, two from 9), the wrong keyboard layout and Latin transliteration.
 */
const TYPOS: [query: string, title: string][] = [
  ['Бизмолвный мост', 'Безмолвный мост'],
  ['Безмолвый мост', 'Безмолвный мост'],
  ['Безмолвнный', 'Безмолвный мост'],
  ['Бземолвный', 'Безмолвный мост'],
  ['The Silent Brige', 'Безмолвный мост'],
  ['Большй маяк', 'Большой маяк'],
  ['Хроники потеряного времени', 'Хроники потерянного времени'],
  ['Астраномия', 'Астрономия для всех'],
  ['Астрономя для всех', 'Астрономия для всех'],
  ['astronomiya', 'Астрономия для всех'],
  ['fcnhjyjvbz', 'Астрономия для всех'],
  ['Физика вокрух нас', 'Физика вокруг нас'],
  ['Фищика', 'Физика вокруг нас'],
  ['fizika', 'Физика вокруг нас'],
  ['Марафн', 'Марафон'],
  ['marafon', 'Марафон'],
  ['vfhfajy', 'Марафон'],
  ['Програмирование', 'Программирование на Python'],
  ['Прграмирование', 'Программирование на Python'],
  ['Формула скоросити', 'Формула скорости'],
  ['Шахмотная корона', 'Шахматная корона'],
  ['Шахматная карона', 'Шахматная корона'],
  ['shakhmatnaya korona', 'Шахматная корона'],
  ['Chesss Crown', 'Шахматная корона'],
  ['Хрустальня буря', 'Хрустальная буря'],
  ['Хрусталная', 'Хрустальная буря'],
  ['Потеряный сад', 'Потерянный сад'],
  ['Огненая империя', 'Огненная империя'],
  ['Огненная импрерия', 'Огненная империя'],
  ['Счасливая весна', 'Счастливая весна'],
  ['Секретная весана', 'Секретная весна'],
  ['Хронитель белой ночи', 'Хранитель белой ночи'],
  ['Зимнне небо', 'Зимнее небо'],
  ['Лучшие голлы сезона', 'Лучшие голы сезона'],
  ['Северная рекка', 'Северная река'],
  ['Ночьное пламя', 'Ночное пламя'],
  ['severnyy shtorm', 'Северный шторм'],
  ['ctdthysq injhv', 'Северный шторм'],
];

describe('typo tolerance (issue 12: as Meilisearch and Typesense behave by default)', () => {
  const titled = (name: string) => [...demo.films, ...demo.series].find((title) => title.name.rus === name)!;

  it.each(TYPOS)('«%s» finds «%s» in the first three', async (query, title) => {
    const { items } = await search(query);
    expect(keys(items).slice(0, 3)).toContain(`media_item:${titled(title).id}`);
  });

  it('ranks the exact title above titles that match only with a typo', async () => {
    const { items } = await search('Северная река');
    expect(keys(items)[0]).toBe(`media_item:${titled('Северная река').id}`);
  });
});

describe('search documents', () => {
  const film = demo.films.find((f) => !f.is_erotic)!;

  it('follow a new import of the catalogue', async () => {
    const renamed = {
      ...demo,
      films: demo.films.map((f) => (f.id === film.id ? { ...f, name: { ...f.name, rus: 'Квазимодо возвращается' } } : f)),
    };
    await importCatalogue(database.db, renamed);
    expect(keys((await search('Квазимодо')).items)).toContain(`media_item:${film.id}`);
    await importCatalogue(database.db, demo);
    expect(keys((await search('Квазимодо')).items)).not.toContain(`media_item:${film.id}`);
  }, 60_000);

  it('are made at start for a catalogue imported before they existed', async () => {
    await database.db.delete(searchTerms);
    await database.db.delete(searchDocuments);
    expect((await search(film.name.rus)).items).toEqual([]);
    await ensureSearchDocuments(database.db);
    expect(keys((await search(film.name.rus)).items)[0]).toBe(`media_item:${film.id}`);
  });

  it('keep no planner statistics for names, cast and words: estimating a trigram operator over them cost more than the search', async () => {
    await database.db.execute(sql`analyze search_documents, search_words`);
    const sampled = (
      (await database.db.execute(sql`select attname from pg_stats where (tablename, attname) in
        (('search_documents', 'names'), ('search_documents', 'people'), ('search_words', 'term'))`)) as unknown as { rows: unknown[] }
    ).rows;
    expect(sampled).toEqual([]);
  });
});

describe('channels and collections', () => {
  const channel = demo.channels[0]!;
  const collection = demo.collections[0]!;

  it('are found by a word of the name with a word of the description, by the English name and with a typo', async () => {
    const descriptionWord = (text: string) => text.split(/[\s,.]+/).sort((a, b) => b.length - a.length)[0]!;
    const nameWord = channel.name.rus.split(/\s+/)[0]!;
    expect(keys((await search(`${nameWord} ${descriptionWord(channel.description.rus)}`)).items)).toContain(`channel:${channel.id}`);
    expect(keys((await search(collection.name.eng!)).items)).toContain(`collection:${collection.id}`);
    expect(keys((await search(misspelt(collection.name.rus))).items)).toContain(`collection:${collection.id}`);
  });

  it('are found by a new name as soon as it is written: the database keeps what search reads on every write', async () => {
    await database.db
      .update(channels)
      .set({ name: { ...channel.name, rus: 'Квазар ТВ' } })
      .where(eq(channels.id, channel.id));
    await database.db
      .update(collections)
      .set({ name: { ...collection.name, rus: 'Квазарная подборка' } })
      .where(eq(collections.id, collection.id));
    const found = keys((await search('Квазар')).items);
    expect(found).toContain(`channel:${channel.id}`);
    expect(found).toContain(`collection:${collection.id}`);
    await database.db.update(channels).set({ name: channel.name }).where(eq(channels.id, channel.id));
    await database.db.update(collections).set({ name: collection.name }).where(eq(collections.id, collection.id));
    const after = keys((await search('Квазар')).items);
    expect(after).not.toContain(`channel:${channel.id}`);
    expect(after).not.toContain(`collection:${collection.id}`);
  });

  it('are read through their indexes, never row by row: at 1,000 channels a scan that stems every name cost 70 ms', async () => {
    const repo = searchRepo(database.db);
    const scans = async () => {
      await database.db.execute(sql`select pg_stat_force_next_flush()`);
      const { rows } = (await database.db.execute(sql`select relname, seq_scan::int, idx_scan::int from pg_stat_user_tables
        where relname in ('channels', 'collections') order by relname`)) as unknown as { rows: { seq_scan: number; idx_scan: number }[] };
      return rows;
    };
    const before = await scans();
    for (const query of [channel.name.rus, misspelt(collection.name.rus), collection.name.eng!]) {
      await repo.channels(query, VISITOR_LIMITS, 24);
      await repo.collections(query, 24);
    }
    // PostgreSQL's other connections report their counts when idle, within seconds.
    await expect
      .poll(async () => (await scans()).map((row, i) => row.idx_scan > before[i]!.idx_scan), { timeout: 15_000 })
      .toEqual([true, true]);
    expect((await scans()).map((row) => row.seq_scan)).toEqual(before.map((row) => row.seq_scan));
  });
});
