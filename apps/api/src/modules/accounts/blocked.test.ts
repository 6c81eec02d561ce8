import { ErrorCode } from '@efir/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { seedDemoCatalogue } from '../../seed/catalog/demo-seed.js';
import { expectProblem } from '../auth/test-support.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './seed.js';

const clock = testClock(new Date());
const { visitor, database } = await createTestApp({ clock });
const demo = generateDemoCatalogue({ now: clock.now(), size: DEMO_SMALL });
beforeAll(async () => {
  await seedDemoAccounts(database.db, clock);
  await seedDemoCatalogue(database.db, { now: clock.now(), size: DEMO_SMALL });
});

const { email, password } = DEMO_ACCOUNTS.blocked;
const film = demo.films.find((f) => !f.is_erotic)!;

async function blockedViewer() {
  const viewer = visitor();
  await viewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
  return viewer;
}

describe('a blocked account (spec 1 §4)', () => {
  it('signs in to see its block screen, its collection and the catalogue', async () => {
    const viewer = await blockedViewer();
    const user = await viewer.call('accounts.user');
    expect(user.is_auth).toBe(true);
    expect(user.account_settings).toMatchObject({ is_account_blocked: true, block_screen: { available_actions: expect.any(Array) } });
    expect((await viewer.call('favorites.list')).items).toEqual([]);
    expect((await viewer.call('mediaItems.getById', { params: { id: String(film.id) } })).id).toBe(film.id);
  });

  it('plays, buys and changes nothing: every such call answers 1000050', async () => {
    const viewer = await blockedViewer();
    const blocked = (call: Promise<unknown>) => expectProblem(call, 403, ErrorCode.ACCOUNT_BLOCKED);
    await blocked(viewer.call('playback.asset', { params: { content_type: 'media_item', content_id: film.id } }));
    await blocked(viewer.call('favorites.add', { body: { item_type: 'media_item', item_id: film.id } }));
    await blocked(viewer.call('positions.save', { params: { media_item_id: film.id }, body: { timepoint: 60, is_viewed: false } }));
    await blocked(viewer.call('promocodes.send', { body: { code: 'EFIR30' } }));
    await blocked(viewer.call('purchases.variants', { query: { item_type: 'media_item', item_id: film.id } }));
    await blocked(viewer.call('profiles.create', { body: { name: 'Гость' } }));
    expect((await viewer.call('favorites.list')).items).toEqual([]);
    expect(await viewer.call('positions.list')).toMatchObject({ items: [] });
    expect((await viewer.call('profiles.list')).items).toHaveLength(1);
  });

  it('may sign out', async () => {
    const viewer = await blockedViewer();
    expect(await viewer.call('auth.logout', { body: {} })).toEqual({ session_state: 'normal' });
    expect((await viewer.call('sessions.current')).is_auth).toBe(false);
  });
});
