import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { seedDemoCatalogue } from '../../seed/catalog/demo-seed.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../accounts/seed.js';
import type { Visitor } from '../auth/test-support.js';

const clock = testClock(new Date());
const { visitor, database } = await createTestApp({ clock });
const demo = generateDemoCatalogue({ now: clock.now(), size: DEMO_SMALL });
beforeAll(async () => {
  await seedDemoAccounts(database.db, clock);
  await seedDemoCatalogue(database.db, { now: clock.now(), size: DEMO_SMALL });
});

const { email, password } = DEMO_ACCOUNTS.email;
const films = demo.films.filter((f) => !f.is_erotic && !f.is_coming_soon);
async function signedIn(): Promise<Visitor> {
  const viewer = visitor();
  await viewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
  // Like the web app's first page after sign-in: a catalogue answer settles the session on its main profile.
  await viewer.call('mediaItems.getById', { params: { id: String(films[0]!.id) } });
  return viewer;
}
const episode = demo.series[0]!.seasons[0]!.episodes[0]!;

describe('viewing history (/my/positions)', () => {
  it('lists every played film and episode as its item with the position, finished ones too, most recent first', async () => {
    const viewer = await signedIn();
    await viewer.call('positions.save', { params: { media_item_id: films[0]!.id }, body: { timepoint: 600, is_viewed: false } });
    clock.advance(1000);
    await viewer.call('positions.save', { params: { media_item_id: films[1]!.id }, body: { timepoint: 5000, is_viewed: true } });
    clock.advance(1000);
    await viewer.call('positions.save', { params: { media_item_id: episode.id }, body: { timepoint: 30, is_viewed: false } });
    const { items } = await viewer.call('positions.history');
    expect(items.map((item) => [item.id, item.position.timepoint, item.position.is_viewed])).toEqual([
      [episode.id, 30, false],
      [films[1]!.id, 5000, true],
      [films[0]!.id, 600, false],
    ]);
    expect(items[0]!.series_id).toBe(demo.series[0]!.id);
    expect(new Date(items[0]!.position.updated_at).getTime()).toBe(clock.now().getTime());
    // Continue watching is the same list without what was finished.
    expect((await viewer.call('continueWatching.list')).items.map((item) => item.id)).toEqual([episode.id, films[0]!.id]);
  });

  it('leaves out what the viewer may not see: a visitor’s erotic film stays out of the list', async () => {
    const erotic = demo.films.find((f) => f.is_erotic && !f.is_coming_soon);
    expect(erotic, 'the demo catalogue has an erotic film').toBeDefined();
    const guest = visitor();
    await guest.call('positions.save', { params: { media_item_id: erotic!.id }, body: { timepoint: 100, is_viewed: false } });
    await guest.call('positions.save', { params: { media_item_id: films[2]!.id }, body: { timepoint: 100, is_viewed: false } });
    expect((await guest.call('positions.history')).items.map((item) => item.id)).toEqual([films[2]!.id]);
  });

  it('is each viewer’s own: another visitor sees an empty history', async () => {
    expect(await visitor().call('positions.history')).toEqual({ items: [] });
  });
});
