import { ErrorCode } from '@efir/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../accounts/seed.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { FILM, SERIES, seedPositionsCatalogue } from './test-support.js';

const clock = testClock();
const { visitor, database } = await createTestApp({ clock });
beforeAll(async () => {
  await seedDemoAccounts(database.db, clock);
  await seedPositionsCatalogue(database.db);
});

const { email, password } = DEMO_ACCOUNTS.email;
async function signedIn(): Promise<Visitor> {
  const viewer = visitor();
  await viewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
  return viewer;
}

describe('resume across devices', () => {
  it('a position saved on one device is where the same account resumes on another', async () => {
    const laptop = await signedIn();
    await laptop.call('positions.save', { params: { media_item_id: FILM }, body: { timepoint: 1234, is_viewed: false } });
    const phone = await signedIn();
    expect(await phone.call('positions.get', { params: { media_item_id: FILM } })).toEqual({
      position: { timepoint: 1234, is_viewed: false },
    });
  });

  it('the latest save wins and the list shows the most recent first', async () => {
    const viewer = await signedIn();
    await viewer.call('positions.save', { params: { media_item_id: SERIES.s1[1] }, body: { timepoint: 10, is_viewed: false } });
    clock.advance(1000);
    await viewer.call('positions.save', { params: { media_item_id: FILM }, body: { timepoint: 2990, is_viewed: true } });
    clock.advance(1000);
    await viewer.call('positions.save', { params: { media_item_id: SERIES.s1[1] }, body: { timepoint: 40, is_viewed: false } });
    const { items } = await viewer.call('positions.list');
    expect(items.map((row) => [row.media_item_id, row.timepoint, row.is_viewed])).toEqual([
      [SERIES.s1[1], 40, false],
      [FILM, 2990, true],
    ]);
  });

  it('what a new session saves and watches before it ever chose a profile is its main profile’s', async () => {
    const laptop = await signedIn();
    await laptop.call('positions.save', { params: { media_item_id: SERIES.s2[0] }, body: { timepoint: 77, is_viewed: false } });
    // Anything that resolves the active profile (the user, the catalogue) settles the session on the main profile.
    const { profile } = await laptop.call('accounts.user');
    expect(await laptop.call('positions.get', { params: { media_item_id: SERIES.s2[0] } })).toEqual({
      position: { timepoint: 77, is_viewed: false },
    });
    await laptop.call('profiles.edit', {
      params: { id: profile!.id },
      body: { view_limits: { allowed_from: null, allowed_to: null, max_view_time: 7200 } },
    });
    const phone = await signedIn();
    await phone.call('viewedTime.report', { body: { seconds: 60 } });
    expect((await laptop.call('accounts.user')).cur_view_time).toBe(60);
    await laptop.call('profiles.edit', {
      params: { id: profile!.id },
      body: { view_limits: { allowed_from: null, allowed_to: null, max_view_time: null } },
    });
    // Both leave, so later tests stay within the account's device limit.
    await Promise.all([laptop.call('auth.logout', { body: {} }), phone.call('auth.logout', { body: {} })]);
  });

  it('a visitor keeps positions in the demo session, apart from everyone else', async () => {
    const guest = visitor();
    expect(await guest.call('positions.get', { params: { media_item_id: FILM } })).toEqual({ position: null });
    await guest.call('positions.save', { params: { media_item_id: FILM }, body: { timepoint: 5, is_viewed: false } });
    expect(await guest.call('positions.get', { params: { media_item_id: FILM } })).toEqual({
      position: { timepoint: 5, is_viewed: false },
    });
    expect(await visitor().call('positions.get', { params: { media_item_id: FILM } })).toEqual({ position: null });
  });
});

describe('binge-watching: the next episode', () => {
  it('is the next one in the season, by episode number', async () => {
    const { item } = await visitor().call('positions.upNext', { params: { media_item_id: SERIES.s1[1] } });
    expect(item).toMatchObject({ id: SERIES.s1[0], short_name: '2 серия', season_short_name: '1 сезон' });
    expect(item?.visit_card).toBe(`/api/v1/images/visit_card/${SERIES.s1[0]}`);
  });

  it('after a season’s last episode is the first of the next season', async () => {
    const { item } = await visitor().call('positions.upNext', { params: { media_item_id: SERIES.s1[0] } });
    expect(item).toMatchObject({ id: SERIES.s2[0], season_short_name: '2 сезон' });
  });

  it('is nothing after the last episode of the series, or for a film', async () => {
    expect(await visitor().call('positions.upNext', { params: { media_item_id: SERIES.s2[0] } })).toEqual({ item: null });
    expect(await visitor().call('positions.upNext', { params: { media_item_id: FILM } })).toEqual({ item: null });
  });
});

describe('viewed time', () => {
  it('each report is stored with the account and the profile that watched', async () => {
    const viewer = await signedIn();
    const before = (await database.db.query.viewedTime.findMany()).length;
    await viewer.call('viewedTime.report', { body: { seconds: 30 } });
    await viewer.call('viewedTime.report', { body: { seconds: 12 } });
    const rows = (await database.db.query.viewedTime.findMany()).slice(before);
    expect(rows.map((row) => [row.account_id !== null, row.profile_id !== null, row.seconds])).toEqual([
      [true, true, 30],
      [true, true, 12],
    ]);
  });
});

describe('edges', () => {
  it('positions belong only to films and episodes that exist', async () => {
    const viewer = visitor();
    const body = { timepoint: 1, is_viewed: false };
    await expectProblem(viewer.call('positions.save', { params: { media_item_id: SERIES.id }, body }), 404, ErrorCode.NOT_FOUND);
    await expectProblem(viewer.call('positions.save', { params: { media_item_id: 999_999 }, body }), 404, ErrorCode.NOT_FOUND);
    await expectProblem(viewer.call('positions.upNext', { params: { media_item_id: 999_999 } }), 404, ErrorCode.NOT_FOUND);
  });

  it('refuses negative, fractional and absurd timepoints, and unknown fields, saving nothing', async () => {
    const viewer = visitor();
    const save = (body: unknown) =>
      viewer.call('positions.save', { params: { media_item_id: FILM }, body: body as { timepoint: number; is_viewed: boolean } });
    for (const body of [
      { timepoint: -1, is_viewed: false },
      { timepoint: 1.5, is_viewed: false },
      { timepoint: 90_000, is_viewed: false },
      { timepoint: 1, is_viewed: false, owner: 'x' },
    ]) {
      await expectProblem(save(body), 400, ErrorCode.VALIDATION_FAILED);
    }
    expect(await viewer.call('positions.get', { params: { media_item_id: FILM } })).toEqual({ position: null });
  });

  it('refuses viewed-time reports of nothing or of more than an hour', async () => {
    const viewer = visitor();
    await expectProblem(viewer.call('viewedTime.report', { body: { seconds: 0 } }), 400, ErrorCode.VALIDATION_FAILED);
    await expectProblem(viewer.call('viewedTime.report', { body: { seconds: 3601 } }), 400, ErrorCode.VALIDATION_FAILED);
  });
});
