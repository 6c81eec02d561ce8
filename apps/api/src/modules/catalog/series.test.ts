import { ErrorCode } from '@efir/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import * as t from '../../db/schema/index.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { AGE } from '../../seed/catalog/demo/reference.js';
import { seedDemoCatalogue } from '../../seed/catalog/demo-seed.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../accounts/seed.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';

const clock = testClock(new Date());
const { visitor, database } = await createTestApp({ clock });
const demo = generateDemoCatalogue({ now: clock.now(), size: DEMO_SMALL });

/** A series a 12+ child profile may watch, with an episode the operator rated 16+ on its own. */
const family = demo.series.find((s) => s.age_limit_id <= AGE.twelve && s.seasons[0]!.episodes.length >= 3)!;
const grownUpEpisode = family.seasons[0]!.episodes[1]!;
const adultSeries = demo.series.find((s) => s.age_limit_id >= AGE.sixteen)!;

beforeAll(async () => {
  await seedDemoAccounts(database.db, clock);
  await seedDemoCatalogue(database.db, { now: clock.now(), size: DEMO_SMALL });
  await database.db.update(t.mediaItems).set({ age_limit_id: AGE.sixteen }).where(eq(t.mediaItems.id, grownUpEpisode.id));
});

/** The demo account switched to a child profile limited to 12+. */
async function kidsProfile(): Promise<Visitor> {
  const viewer = visitor();
  const { email, password } = DEMO_ACCOUNTS.email;
  await viewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
  const kids = await viewer.call('profiles.create', { body: { name: 'Дети' } });
  await viewer.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.twelve, max_age_limit_id: AGE.twelve } });
  await viewer.call('profiles.switch', { body: { id: kids.id } });
  return viewer;
}

describe('seasons of a series', () => {
  it('lists the seasons in order, by the series’ id or slug, each linked to its series', async () => {
    const series = demo.series[0]!;
    const byId = await visitor().call('mediaItems.seasons', { params: { id: String(series.id) } });
    const bySlug = await visitor().call('mediaItems.seasons', { params: { id: series.slug } });
    expect(bySlug).toEqual(byId);
    expect(byId.items.map((s) => [s.id, s.type, s.order_number, s.slug])).toEqual(
      series.seasons.map((s) => [s.id, 'season', s.order_number, s.slug]),
    );
    expect(byId.items[0]).toMatchObject({ series_id: series.id, series_slug: series.slug, series_name: series.name.rus });
    expect(byId.items.map((s) => s.children_amount)).toEqual(series.seasons.map((s) => s.episodes.length));
  });

  it('is 404 for an unknown series and for an item that is not a series', async () => {
    const season = demo.series[0]!.seasons[0]!;
    for (const id of ['999999', 'no-such-series', String(demo.films[0]!.id), String(season.id), season.slug]) {
      await expectProblem(visitor().call('mediaItems.seasons', { params: { id } }), 404, ErrorCode.NOT_FOUND);
    }
  });
});

describe('episodes of a season', () => {
  it('lists the episodes in order, by the season’s id or slug, with series and season links', async () => {
    const series = demo.series[1]!;
    const season = series.seasons[1]!;
    const byId = await visitor().call('mediaItems.episodes', { params: { id: String(season.id) } });
    const bySlug = await visitor().call('mediaItems.episodes', { params: { id: season.slug } });
    expect(bySlug).toEqual(byId);
    expect(byId.items.map((e) => [e.id, e.type, e.order_number])).toEqual(season.episodes.map((e) => [e.id, 'episode', e.order_number]));
    expect(byId.items[0]).toMatchObject({
      series_id: series.id,
      series_slug: series.slug,
      season_id: season.id,
      season_slug: season.slug,
      season_order_number: 2,
      short_name: '1 серия',
    });
  });

  it('is 404 for an unknown season and for an item that is not a season', async () => {
    const series = demo.series[0]!;
    for (const id of ['999999', 'no-such-season', String(series.id), series.slug, String(series.seasons[0]!.episodes[0]!.id)]) {
      await expectProblem(visitor().call('mediaItems.episodes', { params: { id } }), 404, ErrorCode.NOT_FOUND);
    }
  });

  it('refuses a malformed id with 400 and a code', async () => {
    const response = await visitor().raw(`/api/v1/media_items/${'x'.repeat(201)}/episodes`);
    expect(response.status).toBe(400);
    expect((await response.json()).error_code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe('where the viewer goes on in a series (series_position)', () => {
  const series = demo.series[1]!;
  const place = (season: number, episode: number) => series.seasons[season]!.episodes[episode]!;
  const save = async (viewer: Visitor, id: number, is_viewed: boolean) => {
    clock.advance(1000);
    await viewer.call('positions.save', { params: { media_item_id: id }, body: { timepoint: 60, is_viewed } });
  };
  const position = async (viewer: Visitor) =>
    (await viewer.call('mediaItems.seriesPosition', { params: { id: series.slug } })).series_position;

  it('is none before the first episode, then the episode last played, or the next once it was watched to the end', async () => {
    const viewer = visitor();
    expect(await position(viewer)).toBeNull();
    await save(viewer, place(1, 2).id, false);
    await save(viewer, place(0, 0).id, true);
    await save(viewer, place(1, 2).id, false);
    const season = series.seasons[1]!;
    expect(await position(viewer)).toEqual({ episode_id: place(1, 2).id, season_id: season.id, season_slug: season.slug });
    const answer = await viewer.call('mediaItems.seriesPosition', { params: { id: String(series.id) } });
    expect(answer.episode).toMatchObject({ id: place(1, 2).id, season_short_name: '2 сезон', short_name: '3 серия' });

    await save(viewer, place(1, 2).id, true);
    expect((await position(viewer))?.episode_id).toBe(place(1, 3).id);
    const lastOfSeason = season.episodes.at(-1)!;
    await save(viewer, lastOfSeason.id, true);
    expect(await position(viewer)).toMatchObject({ episode_id: series.seasons[2]!.episodes[0]!.id, season_id: series.seasons[2]!.id });
    await save(viewer, series.seasons.at(-1)!.episodes.at(-1)!.id, true);
    expect(await position(viewer)).toBeNull();
    expect(await position(visitor())).toBeNull();
  });

  it('is 404 for what is not a series', async () => {
    for (const id of ['999999', String(series.seasons[0]!.id), String(demo.films[0]!.id)]) {
      await expectProblem(visitor().call('mediaItems.seriesPosition', { params: { id } }), 404, ErrorCode.NOT_FOUND);
    }
  });

  it('never names an episode above the profile’s limits', async () => {
    const kids = await kidsProfile();
    await kids.call('positions.save', { params: { media_item_id: grownUpEpisode.id }, body: { timepoint: 60, is_viewed: false } });
    expect(await kids.call('mediaItems.seriesPosition', { params: { id: family.slug } })).toEqual({ series_position: null, episode: null });
  });
});

describe('the active profile’s limits', () => {
  it('a 12+ child profile does not see a 16+ episode of a series it may watch; a visitor does', async () => {
    const kids = await kidsProfile();
    const season = family.seasons[0]!;
    const limited = await kids.call('mediaItems.episodes', { params: { id: String(season.id) } });
    expect(limited.items.map((e) => e.id)).toEqual(season.episodes.filter((e) => e.id !== grownUpEpisode.id).map((e) => e.id));
    const full = await visitor().call('mediaItems.episodes', { params: { id: String(season.id) } });
    expect(full.items.map((e) => e.id)).toContain(grownUpEpisode.id);
    expect((await kids.call('mediaItems.seasons', { params: { id: family.slug } })).items).toHaveLength(family.seasons.length);
  });

  it('a 12+ child profile gets 404 for the seasons and episodes of a 16+ series', async () => {
    const kids = await kidsProfile();
    await expectProblem(kids.call('mediaItems.seasons', { params: { id: String(adultSeries.id) } }), 404, ErrorCode.NOT_FOUND);
    await expectProblem(kids.call('mediaItems.episodes', { params: { id: String(adultSeries.seasons[0]!.id) } }), 404, ErrorCode.NOT_FOUND);
    expect((await visitor().call('mediaItems.seasons', { params: { id: String(adultSeries.id) } })).items.length).toBeGreaterThan(0);
  });

  it('the lists are private to the viewer, as they follow the profile', async () => {
    const response = await visitor().raw(`/api/v1/media_items/${demo.series[0]!.id}/seasons`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toBe('cookie');
  });
});
