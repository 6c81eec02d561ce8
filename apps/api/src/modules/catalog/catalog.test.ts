import { ChannelCard, ErrorCode, MediaItemCard } from '@efir/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { mediaBlocks, mediaItems } from '../../db/schema/index.js';
import type { Problem } from '../../http/problem.js';
import { systemClock } from '../../lib/clock.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { AGE } from '../../seed/catalog/demo/reference.js';
import { seedDemoCatalogue } from '../../seed/catalog/demo-seed.js';
import { VISITOR_LIMITS } from '../profiles/content-limits.js';
import type { Viewer } from '../profiles/viewer.js';
import { catalogRepo } from './repo.js';
import { catalogService, MEDIA_VIEW_CACHE_MS } from './service.js';

const now = new Date();
const { visitor, database } = await createTestApp();
await seedDemoCatalogue(database.db, { now, size: DEMO_SMALL });
const demo = generateDemoCatalogue({ now, size: DEMO_SMALL });

describe('media items', () => {
  it('answers a film by id and by slug with genres, countries, age level, images and cast', async () => {
    const film = demo.films.find((f) => f.cast.length > 0 && f.copyright_holders)!;
    const byId = await visitor().call('mediaItems.getById', { params: { id: String(film.id) } });
    const bySlug = await visitor().call('mediaItems.getById', { params: { id: film.slug } });
    expect(bySlug).toEqual(byId);
    expect(byId).toMatchObject({
      id: film.id,
      type: 'film',
      slug: film.slug,
      name: film.name.rus,
      year: film.year,
      duration: film.duration,
    });
    expect(byId.genres.map((g) => g.id)).toEqual(film.genre_ids);
    expect(byId.countries.map((c) => c.id)).toEqual(film.country_ids);
    expect(byId.age_level.id).toBe(film.age_limit_id);
    expect(byId.logo).toMatch(/^\/api\/v1\/images\/poster\/[0-9a-f]{16}$/);
    expect(byId.background).toMatch(/^\/api\/v1\/images\/background\//);
    expect(byId.screenshots).toHaveLength(3);
    expect(byId.copyright_holder_logo_1).toMatch(/^\/api\/v1\/images\/logo\//);
    expect(byId.persons).toHaveLength(film.cast.length);
    expect(byId.persons![0]!.photo_avatar).toMatch(/^\/api\/v1\/images\/avatar\//);
  });

  it('tells a film from a series of the same slug by the page’s type, and finds another type’s item without one', async () => {
    const film = demo.films[0]!;
    const series = demo.series[0]!;
    await database.db.update(mediaItems).set({ slug: film.slug }).where(eq(mediaItems.id, series.id));
    try {
      const ask = (type?: 'series' | 'season') =>
        visitor().call('mediaItems.getById', { params: { id: film.slug }, query: type ? { type } : {} });
      expect((await ask()).id).toBe(film.id);
      expect(await ask('series')).toMatchObject({ id: series.id, type: 'series' });
      // No season of that slug: the item of another type is found, and its page moves to the item's own address.
      expect((await ask('season')).id).toBe(film.id);
      const wrong = await visitor().raw(`/api/v1/media_items/${film.slug}?type=clip`);
      expect(wrong.status).toBe(400);
    } finally {
      await database.db.update(mediaItems).set({ slug: series.slug }).where(eq(mediaItems.id, series.id));
    }
  });

  it('answers an episode with its series and season links, order numbers and intro markers', async () => {
    const series = demo.series[0]!;
    const season = series.seasons[1]!;
    const episode = season.episodes[0]!;
    const item = await visitor().call('mediaItems.getById', { params: { id: String(episode.id) } });
    expect(item).toMatchObject({
      type: 'episode',
      series_id: series.id,
      series_slug: series.slug,
      series_name: series.name.rus,
      season_id: season.id,
      season_slug: season.slug,
      season_order_number: 2,
      season_short_name: '2 сезон',
      order_number: 1,
      short_name: '1 серия',
      intro_start: episode.intro_start ?? null,
      intro_end: episode.intro_end ?? null,
    });
    expect(item.genres.map((g) => g.id)).toEqual(series.genre_ids);
    const seriesItem = await visitor().call('mediaItems.getById', { params: { id: series.slug } });
    expect(seriesItem.children_amount).toBe(series.seasons.length);
    const seasonItem = await visitor().call('mediaItems.getById', { params: { id: String(season.id) } });
    expect(seasonItem.children_amount).toBe(season.episodes.length);
  });

  it('says whether anyone may watch it; a season and an episode say what their series says', async () => {
    const free = demo.films.find((f) => f.is_free)!;
    const paid = demo.films.find((f) => !f.is_free)!;
    const freeSeries = demo.series.find((s) => s.is_free)!;
    const get = (id: number) => visitor().call('mediaItems.getById', { params: { id: String(id) } });
    expect((await get(free.id)).is_free).toBe(true);
    expect((await get(paid.id)).is_free).toBe(false);
    expect((await get(freeSeries.seasons[0]!.id)).is_free).toBe(true);
    expect((await get(freeSeries.seasons[0]!.episodes[0]!.id)).is_free).toBe(true);
    expect((await get(demo.series.find((s) => !s.is_free)!.seasons[0]!.episodes[0]!.id)).is_free).toBe(false);
  });

  it('speaks the viewer’s language: eng and hye names by the lang cookie', async () => {
    const film = demo.films[0]!;
    const viewer = visitor();
    viewer.cookies.set('lang', 'eng');
    expect((await viewer.call('mediaItems.getById', { params: { id: String(film.id) } })).name).toBe(film.name.eng);
    viewer.cookies.set('lang', 'hye');
    expect((await viewer.call('mediaItems.getById', { params: { id: String(film.id) } })).name).toBe(film.name.hye);
  });

  it('answers 404 with a code for an unknown id or slug', async () => {
    for (const id of ['999999', 'no-such-film']) {
      const response = await visitor().raw(`/api/v1/media_items/${id}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error_code).toBe(ErrorCode.NOT_FOUND);
    }
  });
});

describe('media views', () => {
  it('every demo media view resolves every item it references, blocks in order', async () => {
    for (const view of demo.media_views) {
      const served = await visitor().call('mediaViews.getByAlias', { params: { alias: view.alias } });
      expect(served.blocks.map((b) => b.id)).toEqual(view.blocks.map((b) => b.id));
      for (const [index, block] of served.blocks.entries()) {
        const refs = view.blocks[index]!.items ?? [];
        expect(block.items.map((item) => `${item.item_type}:${item.id}`)).toEqual(refs.map((ref) => `${ref.type}:${ref.id}`));
      }
    }
    // Nine pages in a row; the projects' default timeout is 5 s.
  }, 20_000);

  it('answers a part of a view: the blocks from blocks_offset, at most blocks_limit, as the whole view has them', async () => {
    const whole = await visitor().call('mediaViews.getByAlias', { params: { alias: 'home' } });
    const partOf = (query: { blocks_offset?: number; blocks_limit?: number }) =>
      visitor().call('mediaViews.getByAlias', { params: { alias: 'home' }, query });
    expect(whole.blocks.length).toBeGreaterThan(12);
    const parts = await Promise.all([0, 6, 12].map((offset) => partOf({ blocks_offset: offset, blocks_limit: 6 })));
    expect(parts.map((part) => part.blocks.length)).toEqual([6, 6, 6]);
    expect(parts.flatMap((part) => part.blocks)).toEqual(whole.blocks.slice(0, 18));
    expect(parts[1]).toMatchObject({ id: whole.id, alias: whole.alias, name: whole.name });
    // Alone, blocks_offset runs to the end and blocks_limit counts from the start; past the end there is nothing.
    expect((await partOf({ blocks_offset: 12 })).blocks).toEqual(whole.blocks.slice(12));
    expect((await partOf({ blocks_limit: 2 })).blocks).toEqual(whole.blocks.slice(0, 2));
    expect((await partOf({ blocks_offset: whole.blocks.length, blocks_limit: 6 })).blocks).toEqual([]);
  });

  it('refuses a part it cannot name, whatever the rest of the address', async () => {
    for (const query of ['blocks_offset=-1', 'blocks_limit=0', 'blocks_limit=1001', 'blocks_offset=x', 'blocks_offset=1.5']) {
      const response = await visitor().raw(`/api/v1/media_views/home?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error_code, query).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it('lists media items as cards: what a card shows of the item, not its description or cast', async () => {
    const home = await visitor().call('mediaViews.getByAlias', { params: { alias: 'home' } });
    const card = home.blocks.flatMap((b) => b.items).find((item) => item.item_type === 'media_item')!;
    if (card.item_type !== 'media_item') throw new Error('expected a media item');
    const item = await visitor().call('mediaItems.getById', { params: { id: String(card.id) } });
    expect(Object.keys(card).sort()).toEqual([...Object.keys(MediaItemCard.shape), 'item_type'].sort());
    expect(card).toMatchObject({ name: item.name, short_description: item.short_description, logo: item.logo, genres: item.genres });
    expect(card.ratings).toEqual({ service: item.ratings.service });
    expect(card).not.toHaveProperty('summary');
    expect(card).not.toHaveProperty('persons');
  });

  it('lists channels as cards: name, logo and what is on air, not their description or time-shift options', async () => {
    const home = await visitor().call('mediaViews.getByAlias', { params: { alias: 'home' } });
    const card = home.blocks.find((b) => b.type === 'channels')!.items[0]!;
    if (card.item_type !== 'channel') throw new Error('expected a channel');
    const channel = await visitor().call('channels.getByNcId', { params: { id: String(card.id) } });
    expect(Object.keys(card).sort()).toEqual([...Object.keys(ChannelCard.shape), 'item_type'].sort());
    expect(card).toMatchObject({ name: channel.name, logo: channel.logo, epgs: channel.epgs });
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('tstv_options_channel');
  });

  it('serves custom_data translated, with images as URLs', async () => {
    const viewer = visitor();
    viewer.cookies.set('lang', 'eng');
    const home = await viewer.call('mediaViews.getByAlias', { params: { alias: 'home' } });
    const hero = home.blocks.find((b) => b.tag === 'hero')!;
    expect(hero.custom_data).toMatchObject({
      title: 'Films, series and TV in one subscription',
      background: expect.stringMatching(/^\/api\/v1\/images\/background\//),
    });
    expect(home.blocks.find((b) => b.name === 'seoText')).toMatchObject({ display_type: 'unauthorized' });
  });

  it('gives channels their programme on air now and the next one', async () => {
    const home = await visitor().call('mediaViews.getByAlias', { params: { alias: 'home' } });
    const channel = home.blocks.find((b) => b.type === 'tv_programs')!.items[0]!;
    if (channel.item_type !== 'channel') throw new Error('expected a channel');
    const [current, next] = channel.epgs;
    const nowSeconds = Date.now() / 1000;
    expect(current!.start_time).toBeLessThanOrEqual(nowSeconds);
    expect(current!.end_time).toBeGreaterThan(nowSeconds);
    expect(next!.start_time).toBe(current!.end_time);
    expect(current!.channel_info.slug).toBe(channel.slug);
  });

  it('counts what a service opens, its children’s content included for a bundle', async () => {
    const landing = await visitor().call('mediaViews.getByAlias', { params: { alias: 'service-maximum' } });
    const services = landing.blocks.find((b) => b.type === 'service')!.items;
    const maximum = services.find((s) => s.item_type === 'service' && s.alias === 'maximum');
    const basicTv = services.find((s) => s.item_type === 'service' && s.alias === 'tv-basic');
    if (maximum?.item_type !== 'service' || basicTv?.item_type !== 'service') throw new Error('expected services');
    expect(basicTv.channels_count).toBe(DEMO_SMALL.channels);
    expect(maximum.channels_count).toBe(DEMO_SMALL.channels);
    expect(maximum.media_items_count).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown alias', async () => {
    expect((await visitor().raw('/api/v1/media_views/nowhere')).status).toBe(404);
  });
});

describe('age limits', () => {
  it('are the same for everyone: public, with an ETag', async () => {
    const response = await visitor().raw('/api/v1/age_limits');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
  });

  it('lists 0+, 6+, 12+, 16+, 18+ in order', async () => {
    const { items } = await visitor().call('ageLimits.list');
    expect(items.map((a) => [a.name, a.age_value])).toEqual([
      ['0+', 0],
      ['6+', 6],
      ['12+', 12],
      ['16+', 16],
      ['18+', 18],
    ]);
  });
});

describe('content limits of the active profile', () => {
  const catalog = catalogService(catalogRepo(database.db), systemClock);
  const sixPlus: Viewer = {
    language: 'rus',
    limits: { maxAgeValue: 6, eroticAllowed: false, hiddenChannelIds: [] },
    profileId: null,
    sessionId: null,
    accountId: null,
  };
  const visitorViewer: Viewer = { language: 'rus', limits: VISITOR_LIMITS, profileId: null, sessionId: null, accountId: null };
  const ageOf = (item: { age_level?: { age_value: number } | null }) => item.age_level?.age_value ?? 0;

  it('a profile limited to 6+ never sees a 16+ item in a view, and getById is 404', async () => {
    let hidden = 0;
    for (const view of demo.media_views) {
      const limited = await catalog.mediaView(view.alias, sixPlus);
      const full = await catalog.mediaView(view.alias, visitorViewer);
      const limitedItems = limited.blocks.flatMap((b) => b.items);
      expect(limitedItems.filter((item) => ageOf(item as never) > 6)).toEqual([]);
      hidden += full.blocks.flatMap((b) => b.items).length - limitedItems.length;
    }
    expect(hidden).toBeGreaterThan(0);
    const film = demo.films.find((f) => f.age_limit_id === AGE.sixteen)!;
    await expect(catalog.mediaItem(String(film.id), sixPlus)).rejects.toMatchObject({ status: 404 } satisfies Partial<Problem>);
    await expect(catalog.mediaItem(film.slug, sixPlus)).rejects.toMatchObject({ status: 404 });
    expect((await catalog.mediaItem(film.slug, visitorViewer)).id).toBe(film.id);
  }, 20_000);

  it('erotic films are absent unless the profile allows them', async () => {
    const erotic = demo.films.find((f) => f.is_erotic)!;
    await expect(catalog.mediaItem(String(erotic.id), visitorViewer)).rejects.toMatchObject({ status: 404 });
    const adult: Viewer = { ...visitorViewer, limits: { maxAgeValue: null, eroticAllowed: true, hiddenChannelIds: [] } };
    expect((await catalog.mediaItem(String(erotic.id), adult)).id).toBe(erotic.id);
    const response = await visitor().raw(`/api/v1/media_items/${erotic.id}`);
    expect(response.status).toBe(404);
  });

  it('catalogue answers about the viewer are private to them', async () => {
    const response = await visitor().raw(`/api/v1/media_items/${demo.films[0]!.id}`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toBe('cookie');
  });
});

describe('media views for viewers without favourites', () => {
  const clock = testClock(now);
  const catalog = catalogService(catalogRepo(database.db), clock);
  const visitorViewer: Viewer = { language: 'rus', limits: VISITOR_LIMITS, profileId: null, sessionId: null, accountId: null };
  const rename = (name: string) =>
    database.db
      .update(mediaBlocks)
      .set({ name: { rus: name } })
      .where(eq(mediaBlocks.id, firstBlock));
  let firstBlock = 0;

  it('are read once per half minute for each language and set of limits; a viewer with favourites always gets a fresh one', async () => {
    const home = await catalog.mediaView('home', visitorViewer);
    firstBlock = home.blocks[0]!.id;
    const before = home.blocks[0]!.name;
    await rename('Переименованный блок');
    expect((await catalog.mediaView('home', visitorViewer)).blocks[0]!.name).toBe(before);
    // An operator's name without an English text falls back to Russian: another language is another answer.
    expect((await catalog.mediaView('home', { ...visitorViewer, language: 'eng' })).blocks[0]!.name).toBe('Переименованный блок');
    expect((await catalog.mediaView('home', { ...visitorViewer, profileId: 'a-profile' })).blocks[0]!.name).toBe('Переименованный блок');
    clock.advance(MEDIA_VIEW_CACHE_MS);
    expect((await catalog.mediaView('home', visitorViewer)).blocks[0]!.name).toBe('Переименованный блок');
    await rename(before);
  });

  it('a part is kept apart from the whole, and a viewer with a profile gets theirs built', async () => {
    const part = { offset: 6, limit: 6 };
    const whole = await catalog.mediaView('home', visitorViewer);
    expect((await catalog.mediaView('home', visitorViewer, undefined, part)).blocks).toEqual(whole.blocks.slice(6, 12));
    const profile = { ...visitorViewer, profileId: 'a-profile' };
    const theirs = await catalog.mediaView('home', profile);
    expect((await catalog.mediaView('home', profile, undefined, part)).blocks).toEqual(theirs.blocks.slice(6, 12));
  });

  it('do not keep an unknown alias', async () => {
    await expect(catalog.mediaView('no-such-view', visitorViewer)).rejects.toMatchObject({ status: 404 });
  });
});
