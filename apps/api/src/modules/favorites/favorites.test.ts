import { ErrorCode } from '@efir/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
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
const film = demo.films.find((f) => !f.is_erotic)!;
const channel = demo.channels[0]!;
const song = demo.karaoke_items[0]!;

describe('favourites', () => {
  it('add, list most recent first, delete: a round trip shared by the account’s devices', async () => {
    const laptop = await signedIn();
    await laptop.call('favorites.add', { body: { item_type: 'media_item', item_id: film.id } });
    clock.advance(1000);
    await laptop.call('favorites.add', { body: { item_type: 'channel', item_id: channel.id } });
    clock.advance(1000);
    await laptop.call('favorites.add', { body: { item_type: 'karaoke_item', item_id: song.id } });
    await laptop.call('favorites.add', { body: { item_type: 'karaoke_item', item_id: song.id } });
    const phone = await signedIn();
    const { items } = await phone.call('favorites.list');
    expect(items.map((i) => `${i.item_type}:${i.id}`)).toEqual([
      `karaoke_item:${song.id}`,
      `channel:${channel.id}`,
      `media_item:${film.id}`,
    ]);
    // Listed as cards, as blocks list them: the title's description is on its own page.
    expect(items.find((i) => i.item_type === 'media_item')).not.toHaveProperty('summary');
    await phone.call('favorites.delete', { body: { item_type: 'channel', item_id: channel.id } });
    expect((await laptop.call('favorites.list')).items.map((i) => i.item_type)).toEqual(['karaoke_item', 'media_item']);
  });

  it('is_favorite is filled in item answers for the signed-in viewer only', async () => {
    const viewer = await signedIn();
    await viewer.call('favorites.add', { body: { item_type: 'media_item', item_id: film.id } });
    expect((await viewer.call('mediaItems.getById', { params: { id: String(film.id) } })).is_favorite).toBe(true);
    expect((await visitor().call('mediaItems.getById', { params: { id: String(film.id) } })).is_favorite).toBe(false);
    const other = demo.films.find((f) => f.id !== film.id && !f.is_erotic)!;
    expect((await viewer.call('mediaItems.getById', { params: { id: String(other.id) } })).is_favorite).toBe(false);
  });

  it('a visitor is refused with 403 AUTH_REQUIRED', async () => {
    const guest = visitor();
    await guest.call('sessions.createDemo', { body: {} });
    await expectProblem(guest.call('favorites.add', { body: { item_type: 'media_item', item_id: film.id } }), 403, ErrorCode.AUTH_REQUIRED);
    await expectProblem(guest.call('favorites.list'), 403, ErrorCode.AUTH_REQUIRED);
  });

  it('an unknown item is 404, a bad type 400', async () => {
    const viewer = await signedIn();
    await expectProblem(viewer.call('favorites.add', { body: { item_type: 'media_item', item_id: 999_999 } }), 404, ErrorCode.NOT_FOUND);
    const response = await viewer.raw('/api/v1/favorites', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ item_type: 'banner', item_id: 1 }),
    });
    expect(response.status).toBe(400);
  });
});

describe('continue watching', () => {
  it('lists started films and episodes, most recent first, without finished ones', async () => {
    const viewer = await signedIn();
    const episode = demo.series[0]!.seasons[0]!.episodes[0]!;
    const finished = demo.films.filter((f) => !f.is_erotic && !f.is_coming_soon)[3]!;
    await viewer.call('positions.save', { params: { media_item_id: film.id }, body: { timepoint: 600, is_viewed: false } });
    clock.advance(1000);
    await viewer.call('positions.save', { params: { media_item_id: finished.id }, body: { timepoint: 5000, is_viewed: true } });
    clock.advance(1000);
    await viewer.call('positions.save', { params: { media_item_id: episode.id }, body: { timepoint: 30, is_viewed: false } });
    const { items } = await viewer.call('continueWatching.list');
    expect(items.map((i) => [i.id, i.position.timepoint])).toEqual([
      [episode.id, 30],
      [film.id, 600],
    ]);
    expect(items[0]!.series_id).toBe(demo.series[0]!.id);
  });
});
