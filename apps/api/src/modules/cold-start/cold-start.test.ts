import { COLD_START_LOADING_S, COLD_START_POSTERS_MAX, ErrorCode } from '@efir/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { coldStartResults } from '../../db/schema/index.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { AGE, AGE_LIMITS, GENRES } from '../../seed/catalog/demo/reference.js';
import { seedDemoCatalogue } from '../../seed/catalog/demo-seed.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../accounts/seed.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';

const clock = testClock(new Date());
const { visitor, database } = await createTestApp({ clock });
const demo = generateDemoCatalogue({ now: clock.now(), size: DEMO_SMALL });
beforeAll(async () => {
  await seedDemoAccounts(database.db, clock);
  await seedDemoCatalogue(database.db, { now: clock.now(), size: DEMO_SMALL });
});

const { email, password } = DEMO_ACCOUNTS.email;
async function signedIn(): Promise<Visitor> {
  const viewer = visitor();
  await viewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
  return viewer;
}
/** A fresh profile of the demo account, limited to 6+, made active. */
async function kidsViewer(): Promise<Visitor> {
  const viewer = await signedIn();
  const kids = await viewer.call('profiles.create', { body: { name: `Дети ${Math.random()}`.slice(0, 20) } });
  await viewer.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.six, max_age_limit_id: AGE.six } });
  await viewer.call('profiles.switch', { body: { id: kids.id } });
  return viewer;
}
const rows = () => database.db.select().from(coldStartResults);
const recomBlock = async (viewer: Visitor) => {
  const home = await viewer.call('mediaViews.getByAlias', { params: { alias: 'home' } });
  return home.blocks.find((block) => block.type === 'recom_cold_start')!;
};
const ageValue = (id: number) => AGE_LIMITS.find((age) => age.id === id)!.age_value;
const titles = [...demo.films, ...demo.series];
const genreId = (alias: string) => GENRES.find((genre) => genre.alias === alias)!.id;
/** Genres with enough 6+ titles in the small demo catalogue to choose five. */
const KIDS_GENRES = ['animation', 'family', 'comedy'];

describe('cold start (spec 2 §4 Cold start, §5, §7 cold-start calls)', () => {
  it('offers genres with images and the minimum, and the films of chosen genres within the profile’s limits', async () => {
    const viewer = await signedIn();
    const { genres, min_for_choosing } = await viewer.call('coldStart.genres', {});
    expect(min_for_choosing).toBe(5);
    expect(genres.map((genre) => genre.alias)).toContain('comedy');
    expect(genres.every((genre) => genre.image.startsWith('/api/v1/images/'))).toBe(true);

    const { movies } = await viewer.call('coldStart.movies', { query: { genre_aliases: 'comedy,drama' } });
    expect(movies.length).toBeGreaterThan(5);
    const wanted = [genreId('comedy'), genreId('drama')];
    for (const movie of movies) {
      const title = titles.find((t) => t.id === movie.id)!;
      expect(title.genre_ids.some((id) => wanted.includes(id))).toBe(true);
      expect(title.is_erotic ?? false).toBe(false);
    }

    const kids = await kidsViewer();
    const kidsMovies = (await kids.call('coldStart.movies', { query: { genre_aliases: 'comedy,drama' } })).movies;
    expect(kidsMovies.length).toBeGreaterThan(0);
    for (const movie of kidsMovies) expect(ageValue(titles.find((t) => t.id === movie.id)!.age_limit_id)).toBeLessThanOrEqual(6);
  });

  it('a save drives the home page’s recom_cold_start block: the chosen genres, not the chosen or watched films', async () => {
    const viewer = await kidsViewer();
    expect((await recomBlock(viewer)).items).toEqual([]);
    const { movies } = await viewer.call('coldStart.movies', { query: { genre_aliases: KIDS_GENRES.join(',') } });
    const chosen = movies.slice(0, 5).map((movie) => movie.id);
    const answer = await viewer.call('coldStart.save', { body: { genre_aliases: ['animation', 'family'], content_ids: chosen } });
    expect(answer).toEqual({ loading_screen: { duration: COLD_START_LOADING_S }, media_view_alias: 'home' });

    const items = (await recomBlock(viewer)).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(COLD_START_POSTERS_MAX);
    for (const item of items) {
      const title = titles.find((t) => t.id === item.id)!;
      expect(title.genre_ids.some((id) => id === genreId('animation') || id === genreId('family'))).toBe(true);
      expect(chosen).not.toContain(item.id);
      expect(ageValue(title.age_limit_id)).toBeLessThanOrEqual(6);
    }

    // Watching one takes it out of the block, a minute later at the latest (the ranking is kept that long).
    const watched = items[0]!.id;
    const episode = demo.series.find((s) => s.id === watched)?.seasons[0]?.episodes[0]?.id ?? watched;
    await viewer.call('positions.save', { params: { media_item_id: episode }, body: { timepoint: 60, is_viewed: false } });
    clock.advance(61_000);
    expect((await recomBlock(viewer)).items.map((item) => item.id)).not.toContain(watched);
    // A new save with other genres shows at once.
    clock.advance(1000);
    await viewer.call('coldStart.save', { body: { genre_aliases: ['comedy'], content_ids: chosen } });
    for (const item of (await recomBlock(viewer)).items)
      expect(titles.find((t) => t.id === item.id)!.genre_ids).toContain(genreId('comedy'));

    // Another profile (a new session's is the account's main one), and a visitor, see none of it.
    const other = await signedIn();
    expect((await recomBlock(other)).items.map((item) => item.id)).not.toEqual((await recomBlock(viewer)).items.map((item) => item.id));
    expect((await recomBlock(visitor())).items).toEqual([]);
  });

  it('refuses a visitor, unknown genres, too few, repeated, unknown or hidden films, writing nothing', async () => {
    const guest = visitor();
    await guest.call('sessions.createDemo', { body: {} });
    await expectProblem(guest.call('coldStart.genres', {}), 403, ErrorCode.AUTH_REQUIRED);

    const viewer = await kidsViewer();
    await expectProblem(
      viewer.call('coldStart.movies', { query: { genre_aliases: 'comedy,no-such-genre' } }),
      400,
      ErrorCode.COLD_START_GENRE_UNKNOWN,
    );
    const before = await rows();
    const { movies } = await viewer.call('coldStart.movies', { query: { genre_aliases: KIDS_GENRES.join(',') } });
    const five = movies.slice(0, 5).map((movie) => movie.id);
    const adult = titles.find((t) => ageValue(t.age_limit_id) >= 16 && !t.is_erotic)!.id;
    const season = demo.series[0]!.seasons[0]!.id;
    const refused: [unknown, number][] = [
      [{ genre_aliases: ['no-such-genre'], content_ids: five }, ErrorCode.COLD_START_GENRE_UNKNOWN],
      [{ genre_aliases: ['animation'], content_ids: [...five.slice(0, 4), 999_999] }, ErrorCode.COLD_START_CONTENT_UNKNOWN],
      [{ genre_aliases: ['animation'], content_ids: [...five.slice(0, 4), adult] }, ErrorCode.COLD_START_CONTENT_UNKNOWN],
      [{ genre_aliases: ['animation'], content_ids: [...five.slice(0, 4), season] }, ErrorCode.COLD_START_CONTENT_UNKNOWN],
      [{ genre_aliases: ['animation'], content_ids: [...five.slice(0, 4), five[0]] }, ErrorCode.COLD_START_CONTENT_UNKNOWN],
      [{ genre_aliases: ['animation'], content_ids: five.slice(0, 4) }, ErrorCode.VALIDATION_FAILED],
      [{ genre_aliases: [], content_ids: five }, ErrorCode.VALIDATION_FAILED],
    ];
    for (const [body, code] of refused) {
      const response = await viewer.raw('/api/v1/cold_start/result', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error_code, JSON.stringify(body)).toBe(code);
    }
    await expectProblem(
      guest.call('coldStart.save', { body: { genre_aliases: ['animation'], content_ids: five } }),
      403,
      ErrorCode.AUTH_REQUIRED,
    );
    expect(await rows()).toEqual(before);
    expect((await recomBlock(viewer)).items).toEqual([]);
  });
});
