import { CATALOG_THEMES, ErrorCode } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { COUNTRIES, GENRES } from '../../seed/catalog/demo/reference.js';
import { seedDemoCatalogue } from '../../seed/catalog/demo-seed.js';

const now = new Date();
const { visitor, database } = await createTestApp();
await seedDemoCatalogue(database.db, { now, size: DEMO_SMALL });
const demo = generateDemoCatalogue({ now, size: DEMO_SMALL });
const titles = [...demo.films, ...demo.series].filter((title) => !title.is_erotic);
const genreAlias = (id: number) => GENRES.find((g) => g.id === id)!.alias;
const countryCode = (id: number) => COUNTRIES.find((c) => c.id === id)!.code;

describe('filters per theme', () => {
  it('every theme answers multiple lists with options and custom switches, cached 5 minutes', async () => {
    for (const theme of CATALOG_THEMES) {
      const response = await visitor().raw(`/api/v1/catalog/filters?theme=${theme}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const filters = await response.json();
      expect(filters.multiple.map((f: { alias: string }) => f.alias)).toEqual(['genres', 'countries', 'years']);
      expect(filters.multiple[0]).toMatchObject({ name: 'Жанры', all_options_title: 'Все жанры' });
      expect(filters.multiple[0].options.length).toBeGreaterThan(0);
      expect(filters.custom.map((f: { alias: string }) => f.alias)).toEqual(['new', 'high_rating', 'in_subscription']);
    }
  });

  it('carries an ETag and answers 304 when the client has it', async () => {
    const first = await visitor().raw('/api/v1/catalog/filters?theme=movies');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await visitor().raw('/api/v1/catalog/filters?theme=movies', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('without a theme (/catalog) answers every theme’s lists once each, with every theme’s options once each', async () => {
    const all = await visitor().call('catalog.filters', { query: {} });
    const perTheme = await Promise.all(CATALOG_THEMES.map((theme) => visitor().call('catalog.filters', { query: { theme } })));
    expect(all.multiple.map((f) => f.alias)).toEqual(['genres', 'countries', 'years']);
    expect(all.custom.map((f) => f.alias)).toEqual(['new', 'high_rating', 'in_subscription']);
    const genres = all.multiple[0]!.options.map((option) => option.alias);
    expect(new Set(genres).size).toBe(genres.length);
    const themeGenres = perTheme.flatMap((filters) => filters.multiple[0]!.options.map((option) => option.alias));
    expect(new Set(genres)).toEqual(new Set(themeGenres));
    // Themes in menu order: the films' genres come first.
    expect(genres.slice(0, perTheme[0]!.multiple[0]!.options.length)).toEqual(perTheme[0]!.multiple[0]!.options.map((o) => o.alias));
  });

  it('refuses an unknown theme with 400', async () => {
    const response = await visitor().raw('/api/v1/catalog/filters?theme=cooking');
    expect(response.status).toBe(400);
    expect((await response.json()).error_code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe('the catalogue listing', () => {
  it('combines theme, genre, country and decade, and counts every match', async () => {
    const film = demo.films.find(
      (f) => f.category === 'movies' && !f.is_erotic && f.year >= 2010 && f.year < 2020 && f.country_ids.length,
    )!;
    const genre = genreAlias(film.genre_ids[0]!);
    const country = countryCode(film.country_ids[0]!);
    const expected = titles.filter(
      (t) =>
        t.category === 'movies' &&
        t.genre_ids.map(genreAlias).includes(genre) &&
        t.country_ids.map(countryCode).includes(country) &&
        t.year >= 2010 &&
        t.year < 2020,
    );
    const page = await visitor().call('catalog.list', {
      query: { theme: 'movies', genres: genre, countries: country, years: '2010', limit: 100 },
    });
    expect(page.total).toBe(expected.length);
    expect(page.items.map((i) => i.id).sort()).toEqual(expected.map((t) => t.id).sort());
  });

  it('options of one list are alternatives: two genres give either', async () => {
    const [a, b] = ['comedy', 'drama'];
    const expected = titles.filter((t) => t.category === 'movies' && t.genre_ids.map(genreAlias).some((g) => g === a || g === b));
    const page = await visitor().call('catalog.list', { query: { theme: 'movies', genres: `${a},${b}`, limit: 100 } });
    expect(page.total).toBe(expected.length);
  });

  it('switches narrow the list: high rating, in subscription, new', async () => {
    const page = await visitor().call('catalog.list', { query: { high_rating: 'true', in_subscription: '1', limit: 100 } });
    expect(page.total).toBe(titles.filter((t) => (t.rating ?? 0) > 7 && t.usage_model === 'SERVICE').length);
    expect(page.items.every((i) => (i.ratings.service ?? 0) > 7 && i.usage_model === 'SERVICE')).toBe(true);
    const fresh = await visitor().call('catalog.list', { query: { new: 'true', limit: 100 } });
    expect(fresh.items.every((i) => (i.year ?? 0) >= now.getUTCFullYear() - 1)).toBe(true);
  });

  it('sorts by rating, newest and alphabet, and pages without overlap', async () => {
    const byRating = await visitor().call('catalog.list', { query: { theme: 'movies', sort: 'rating', limit: 100 } });
    const ratings = byRating.items.map((i) => i.ratings.service ?? -1);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    const byYear = await visitor().call('catalog.list', { query: { theme: 'movies', sort: 'new', limit: 100 } });
    const years = byYear.items.map((i) => i.year ?? 0);
    expect(years).toEqual([...years].sort((x, y) => y - x));
    const byName = await visitor().call('catalog.list', { query: { theme: 'series', sort: 'alphabet', limit: 100 } });
    const names = byName.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const first = await visitor().call('catalog.list', { query: { theme: 'movies', limit: 5, page: 1 } });
    const second = await visitor().call('catalog.list', { query: { theme: 'movies', limit: 5, page: 2 } });
    expect(first.items).toHaveLength(5);
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
    expect(second.total).toBe(first.total);
  });

  it('lists films and series only, never erotic ones for a visitor', async () => {
    const all = await visitor().call('catalog.list', { query: { limit: 100 } });
    expect(all.total).toBe(titles.length);
    expect(all.items.every((i) => i.type === 'film' || i.type === 'series')).toBe(true);
  });

  it('refuses a bad sort or page with 400', async () => {
    expect((await visitor().raw('/api/v1/catalog?sort=random')).status).toBe(400);
    expect((await visitor().raw('/api/v1/catalog?page=0')).status).toBe(400);
    expect((await visitor().raw('/api/v1/catalog?limit=1000')).status).toBe(400);
  });
});

describe('persons, collections, karaoke, services, channels', () => {
  it('a person answers with their filmography and roles', async () => {
    const film = demo.films.find((f) => !f.is_erotic && f.cast.length > 0)!;
    const credit = film.cast[0]!;
    const person = demo.persons.find((p) => p.id === credit.person_id)!;
    const page = await visitor().call('persons.getById', { params: { id: person.slug } });
    expect(page).toMatchObject({ id: person.id, name: person.name.rus });
    const entry = page.filmography.find((i) => i.id === film.id)!;
    expect(entry.roles).toContain(credit.role);
    expect((await visitor().raw('/api/v1/persons/999999')).status).toBe(404);
  });

  it('collections list in order, and one collection answers with its items', async () => {
    const { items } = await visitor().call('collections.list');
    expect(items.map((c) => c.id)).toEqual(demo.collections.map((c) => c.id));
    const collection = demo.collections[0]!;
    const page = await visitor().call('collections.getById', { params: { id: collection.slug } });
    expect(page.id).toBe(collection.id);
    expect(page.items.length).toBeGreaterThan(0);
  });

  it('karaoke items list with a total, and one answers by id and slug', async () => {
    const list = await visitor().call('karaokeItems.list', { query: { limit: 10 } });
    expect(list.total).toBe(demo.karaoke_items.length);
    const song = demo.karaoke_items[0]!;
    const byId = await visitor().call('karaokeItems.getById', { params: { id: String(song.id) } });
    expect(byId).toEqual(await visitor().call('karaokeItems.getById', { params: { id: song.slug } }));
    expect(byId).toMatchObject({ name: song.name, is_favorite: false });
  });

  it('a service answers by alias and by id', async () => {
    const service = demo.services[0]!;
    const byAlias = await visitor().call('services.getById', { params: { id: service.alias } });
    expect(byAlias.id).toBe(service.id);
    expect((await visitor().call('services.getById', { params: { id: String(service.id) } })).alias).toBe(service.alias);
  });

  it('a channel answers with the programme on air now', async () => {
    const channel = demo.channels[0]!;
    const answer = await visitor().call('channels.getByNcId', { params: { id: String(channel.id) } });
    expect(answer.slug).toBe(channel.slug);
    expect(answer.epgs[0]!.start_time).toBeLessThanOrEqual(Date.now() / 1000);
    expect((await visitor().call('channels.getByNcId', { params: { id: channel.slug } })).id).toBe(channel.id);
  });
});
