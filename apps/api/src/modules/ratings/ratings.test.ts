import { ErrorCode } from '@efir/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { ratings } from '../../db/schema/index.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { AGE } from '../../seed/catalog/demo/reference.js';
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
/** The signed-in account's kids profile (6+), made once. */
let kidsId: string | undefined;
async function kidsProfile(viewer: Visitor): Promise<string> {
  if (kidsId) return kidsId;
  const kids = await viewer.call('profiles.create', { body: { name: 'Дети' } });
  await viewer.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.six, max_age_limit_id: AGE.six } });
  kidsId = kids.id;
  return kids.id;
}
const userScore = async (viewer: Visitor, id: number) =>
  (await viewer.call('mediaItems.getById', { params: { id: String(id) } })).ratings.user;
const rows = () => database.db.select().from(ratings);

const film = demo.films.find((f) => !f.is_erotic && f.age_limit_id === AGE.sixteen)!;
const series = demo.series[0]!;
const episode = series.seasons[0]!.episodes[1]!;

describe('ratings (spec 2 §4 Rating modal, §7 set and delete rating)', () => {
  it('a viewer rates a film, changes it and removes it; the item’s user score follows, on every device of the profile', async () => {
    const laptop = await signedIn();
    await laptop.call('ratings.set', { body: { content_id: film.id, rating: 7 } });
    const phone = await signedIn();
    expect(await userScore(phone, film.id)).toBe(7);
    await phone.call('ratings.set', { body: { content_id: film.id, rating: 10 } });
    expect(await userScore(laptop, film.id)).toBe(10);
    expect(await userScore(visitor(), film.id)).toBeNull();
    await laptop.call('ratings.delete', { body: { content_id: film.id, content_type: 'media_item' } });
    expect(await userScore(phone, film.id)).toBeNull();
  });

  it('an episode rates its series, and the series, its seasons and episodes all show it', async () => {
    const viewer = await signedIn();
    await viewer.call('ratings.set', { body: { content_id: episode.id, rating: 8 } });
    for (const id of [series.id, series.seasons[0]!.id, episode.id, series.seasons[0]!.episodes[0]!.id]) {
      expect(await userScore(viewer, id)).toBe(8);
    }
    expect((await rows()).filter((row) => row.media_item_id === episode.id)).toEqual([]);
    await viewer.call('ratings.delete', { body: { content_id: series.id, content_type: 'media_item' } });
    expect(await userScore(viewer, episode.id)).toBeNull();
  });

  it('another profile of the account keeps its own ratings', async () => {
    const viewer = await signedIn();
    const forAll = demo.films.find((f) => !f.is_erotic && f.age_limit_id === AGE.all)!;
    await viewer.call('ratings.set', { body: { content_id: forAll.id, rating: 3 } });
    await viewer.call('profiles.switch', { body: { id: await kidsProfile(viewer) } });
    expect(await userScore(viewer, forAll.id)).toBeNull();
  });

  it('refuses a visitor, a score outside 1–10, an unknown item and one above the profile’s age, writing nothing', async () => {
    const before = (await rows()).length;
    const guest = visitor();
    await guest.call('sessions.createDemo', { body: {} });
    await expectProblem(guest.call('ratings.set', { body: { content_id: film.id, rating: 5 } }), 403, ErrorCode.AUTH_REQUIRED);
    const viewer = await signedIn();
    for (const rating of [0, 11, 5.5]) {
      const response = await viewer.raw('/api/v1/ratings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content_id: film.id, rating }),
      });
      expect(response.status).toBe(400);
    }
    await expectProblem(viewer.call('ratings.set', { body: { content_id: 999_999, rating: 5 } }), 404, ErrorCode.NOT_FOUND);
    await viewer.call('profiles.switch', { body: { id: await kidsProfile(viewer) } });
    await expectProblem(viewer.call('ratings.set', { body: { content_id: film.id, rating: 5 } }), 404, ErrorCode.NOT_FOUND);
    expect((await rows()).length).toBe(before);
  });
});
