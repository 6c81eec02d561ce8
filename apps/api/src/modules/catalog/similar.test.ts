import { ErrorCode } from '@efir/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { AGE, AGE_LIMITS } from '../../seed/catalog/demo/reference.js';
import { seedDemoCatalogue } from '../../seed/catalog/demo-seed.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../accounts/seed.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { SIMILAR_MAX } from './service.js';

const clock = testClock(new Date());
const { visitor, database } = await createTestApp({ clock });
const demo = generateDemoCatalogue({ now: clock.now(), size: DEMO_SMALL });

beforeAll(async () => {
  await seedDemoAccounts(database.db, clock);
  await seedDemoCatalogue(database.db, { now: clock.now(), size: DEMO_SMALL });
});

type Title = { id: number; genre_ids: number[]; rating?: number; age_limit_id: number; is_erotic?: boolean };
const ageValue = (id: number) => AGE_LIMITS.find((age) => age.id === id)!.age_value;

/** What «Похожие» should be, worked out from the demo files: most shared genres, then rating, then id. */
function expected(of: Title, among: Title[], maxAge: number | null = null): number[] {
  const shared = (title: Title) => title.genre_ids.filter((id) => of.genre_ids.includes(id)).length;
  return among
    .filter((title) => title.id !== of.id && !title.is_erotic && shared(title) > 0)
    .filter((title) => maxAge === null || ageValue(title.age_limit_id) <= maxAge)
    .sort((a, b) => shared(b) - shared(a) || (b.rating ?? -1) - (a.rating ?? -1) || a.id - b.id)
    .slice(0, SIMILAR_MAX)
    .map((title) => title.id);
}

/** The demo account switched to a child profile limited to 6+. */
async function kidsProfile(): Promise<Visitor> {
  const viewer = visitor();
  const { email, password } = DEMO_ACCOUNTS.email;
  await viewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
  const kids = await viewer.call('profiles.create', { body: { name: 'Дети' } });
  await viewer.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.six, max_age_limit_id: AGE.six } });
  await viewer.call('profiles.switch', { body: { id: kids.id } });
  return viewer;
}

describe('«Похожие» of a title', () => {
  it('a film answers films sharing the most genres, then the best rated, never itself, at most 16', async () => {
    const film = demo.films.find((f) => !f.is_erotic && f.genre_ids.length >= 2)!;
    const { items } = await visitor().call('mediaItems.similar', { params: { id: film.slug } });
    expect(items.map((item) => item.id)).toEqual(expected(film, demo.films));
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(SIMILAR_MAX);
    expect(items.every((item) => item.type === 'film' && item.id !== film.id)).toBe(true);
  });

  it('a series answers series; its season and episode answer the same as the series', async () => {
    const series = demo.series[0]!;
    const bySeries = await visitor().call('mediaItems.similar', { params: { id: String(series.id) } });
    expect(bySeries.items.map((item) => item.id)).toEqual(expected(series, demo.series));
    expect(bySeries.items.every((item) => item.type === 'series')).toBe(true);
    const season = series.seasons[0]!;
    expect(await visitor().call('mediaItems.similar', { params: { id: String(season.id) } })).toEqual(bySeries);
    expect(await visitor().call('mediaItems.similar', { params: { id: String(season.episodes[0]!.id) } })).toEqual(bySeries);
  });

  it('keeps within the active profile’s age limits, and is 404 for a title above them', async () => {
    const kids = await kidsProfile();
    const film = demo.films.find((f) => ageValue(f.age_limit_id) <= 6 && f.genre_ids.length >= 1)!;
    const { items } = await kids.call('mediaItems.similar', { params: { id: String(film.id) } });
    expect(items.map((item) => item.id)).toEqual(expected(film, demo.films, 6));
    expect(items.every((item) => item.age_level.age_value <= 6)).toBe(true);
    const grownUp = demo.films.find((f) => f.age_limit_id === AGE.sixteen)!;
    await expectProblem(kids.call('mediaItems.similar', { params: { id: String(grownUp.id) } }), 404, ErrorCode.NOT_FOUND);
    const erotic = demo.films.find((f) => f.is_erotic)!;
    await expectProblem(visitor().call('mediaItems.similar', { params: { id: String(erotic.id) } }), 404, ErrorCode.NOT_FOUND);
  });

  it('is 404 for an unknown title and 400 for an id too long, and private to the viewer', async () => {
    await expectProblem(visitor().call('mediaItems.similar', { params: { id: 'no-such-title' } }), 404, ErrorCode.NOT_FOUND);
    const tooLong = await visitor().raw(`/api/v1/media_items/${'a'.repeat(201)}/similar`);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error_code).toBe(ErrorCode.VALIDATION_FAILED);
    const response = await visitor().raw(`/api/v1/media_items/${demo.films[0]!.id}/similar`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('what a title’s stream carries', () => {
  it('a film and an episode name their audio and subtitle languages and quality; a series its episodes’', async () => {
    const tracks = { audio_languages: ['rus', 'eng'], subtitle_languages: ['rus', 'eng'], quality: 'Full HD' };
    const film = demo.films.find((f) => f.stream_id && !f.is_erotic)!;
    expect(await visitor().call('mediaItems.getById', { params: { id: String(film.id) } })).toMatchObject(tracks);
    const series = demo.series[0]!;
    expect(await visitor().call('mediaItems.getById', { params: { id: String(series.id) } })).toMatchObject(tracks);
    expect(await visitor().call('mediaItems.getById', { params: { id: String(series.seasons[0]!.episodes[0]!.id) } })).toMatchObject(
      tracks,
    );
  });

  it('an episode has its own synopsis', async () => {
    const episode = demo.series[0]!.seasons[0]!.episodes[1]!;
    const item = await visitor().call('mediaItems.getById', { params: { id: String(episode.id) } });
    expect(item.short_description).toBe(episode.short_description!.rus);
    expect(item.short_description).not.toBe(demo.series[0]!.short_description.rus);
  });
});
