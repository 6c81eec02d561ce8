import { ErrorCode, ITEM_RECOMMENDATIONS_MAX, ITEM_RECOMMENDATIONS_VIEW } from '@efir/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { DEMO_SMALL, generateDemoCatalogue } from '../../seed/catalog/demo/generate.js';
import { AGE, AGE_LIMITS } from '../../seed/catalog/demo/reference.js';
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

const ageValue = (id: number) => AGE_LIMITS.find((age) => age.id === id)!.age_value;
const films = demo.films.filter((f) => !f.is_erotic);
/** The film asked about, and one sharing none of its genres that its viewers also watched. */
const item = films.find((f) => ageValue(f.age_limit_id) <= 6)!;
const alsoWatched = films.find((f) => ageValue(f.age_limit_id) <= 6 && !f.genre_ids.some((id) => item.genre_ids.includes(id)))!;

async function demoVisitor(): Promise<Visitor> {
  const viewer = visitor();
  await viewer.call('sessions.createDemo', { body: {} });
  return viewer;
}
const played = (viewer: Visitor, id: number) =>
  viewer.call('positions.save', { params: { media_item_id: id }, body: { timepoint: 120, is_viewed: false } });
const recommendations = async (viewer: Visitor, id: number) => {
  const view = await viewer.call('mediaViews.getByAlias', { params: { alias: ITEM_RECOMMENDATIONS_VIEW }, query: { media_item_id: id } });
  return view.blocks[0]!.items.map((entry) => entry.id);
};

describe('recommendations after an item (spec 2 §4 Recommendations modal, §7 media view by alias with media_item_id)', () => {
  it('ranks what the item’s other viewers also watched first, then shared genres; never the item itself', async () => {
    const before = await recommendations(await demoVisitor(), item.id);
    expect(before).not.toContain(alsoWatched.id);
    expect(before).not.toContain(item.id);
    // Genre matches come first while nobody has watched anything.
    const shared = (id: number) => films.find((f) => f.id === id)?.genre_ids.filter((g) => item.genre_ids.includes(g)).length ?? 0;
    expect(shared(before[0]!)).toBeGreaterThan(0);
    expect(before.length).toBeLessThanOrEqual(ITEM_RECOMMENDATIONS_MAX);

    for (let index = 0; index < 2; index++) {
      const other = await demoVisitor();
      await played(other, item.id);
      await played(other, alsoWatched.id);
    }
    const asker = await demoVisitor();
    expect((await recommendations(asker, item.id))[0]).toBe(alsoWatched.id);
    // The asker's own viewing is not "other viewers".
    await played(asker, item.id);
    await played(asker, films.find((f) => f.id !== item.id && f.id !== alsoWatched.id && ageValue(f.age_limit_id) <= 6)!.id);
    expect((await recommendations(asker, item.id))[0]).toBe(alsoWatched.id);
  });

  it('keeps to the profile’s limits, and refuses an item it may not see or that does not exist', async () => {
    const viewer = visitor();
    const { email, password } = DEMO_ACCOUNTS.email;
    await viewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
    const kids = await viewer.call('profiles.create', { body: { name: 'Малыши' } });
    await viewer.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.six, max_age_limit_id: AGE.six } });
    await viewer.call('profiles.switch', { body: { id: kids.id } });
    const ids = await recommendations(viewer, item.id);
    expect(ids.length).toBeGreaterThan(0);
    const titles = [...demo.films, ...demo.series];
    for (const id of ids) expect(ageValue(titles.find((t) => t.id === id)!.age_limit_id)).toBeLessThanOrEqual(6);

    const adult = films.find((f) => ageValue(f.age_limit_id) >= 16)!;
    await expectProblem(
      viewer.call('mediaViews.getByAlias', { params: { alias: ITEM_RECOMMENDATIONS_VIEW }, query: { media_item_id: adult.id } }),
      404,
      ErrorCode.NOT_FOUND,
    );
    await expectProblem(
      viewer.call('mediaViews.getByAlias', { params: { alias: ITEM_RECOMMENDATIONS_VIEW }, query: { media_item_id: 999_999 } }),
      404,
      ErrorCode.NOT_FOUND,
    );
    const bad = await viewer.raw(`/api/v1/media_views/${ITEM_RECOMMENDATIONS_VIEW}?media_item_id=abc`);
    expect(bad.status).toBe(400);
  });
});
