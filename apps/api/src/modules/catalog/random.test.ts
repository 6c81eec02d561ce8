import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { mediaItems } from '../../db/schema/index.js';
import { AGE } from '../../seed/catalog/demo/reference.js';
import { ITEMS, registerByPhone, seedRatedItems } from '../profiles/test-support.js';

const { visitor, database } = await createTestApp();
await seedRatedItems(database.db, 'clip');
/** Paid films nobody holds, far more than the free ones and than one draw: never a pick. */
const PAID = 7150;
const PAID_IDS = Array.from({ length: 60 }, (_, index) => PAID + index);
await database.db.insert(mediaItems).values(
  PAID_IDS.map((id): typeof mediaItems.$inferInsert => ({
    id,
    type: 'film',
    slug: `random-paid-${id}`,
    name: { rus: 'Платный' },
    short_description: { rus: '' },
    summary: { rus: '' },
    age_limit_id: AGE.all,
    category: 'movies',
    usage_model: 'EST',
    is_free: false,
    poster_bg_color: '#000000',
    logo: '',
    background: '',
    visit_card: '',
    screenshots: [],
    stream_id: 'clip',
  })),
);

const picks = async (call: () => Promise<{ item: { id: number } | null }>, times = 30) => {
  const seen = new Set<number>();
  for (let i = 0; i < times; i++) {
    const { item } = await call();
    // Something free always fits these viewers: a pick is never empty, however many paid titles there are.
    expect(item).not.toBeNull();
    seen.add(item!.id);
  }
  return seen;
};

describe('/my/random', () => {
  it('picks only what plays for the viewer: free titles with a stream, never the unheld paid ones', async () => {
    const viewer = visitor();
    const seen = await picks(() => viewer.call('mediaItems.random', { query: {} }));
    expect(PAID_IDS.some((id) => seen.has(id))).toBe(false);
    // A visitor sees no erotic content; the series plays through its episode.
    expect([...seen].sort()).toEqual([ITEMS.sixPlus, ITEMS.sixteenPlus, ITEMS.adultSeries].sort());
  });

  it('stays within the active profile’s age limit and leaves out the title on screen', async () => {
    const viewer = visitor();
    await registerByPhone(viewer);
    const master = (await viewer.call('profiles.list')).items[0]!;
    await viewer.call('profiles.edit', {
      params: { id: master.id },
      body: { default_age_limit_id: AGE.six, max_age_limit_id: AGE.twelve },
    });
    expect(await picks(() => viewer.call('mediaItems.random', { query: {} }))).toEqual(new Set([ITEMS.sixPlus]));
    expect(await viewer.call('mediaItems.random', { query: { except: ITEMS.sixPlus } })).toEqual({ item: null });
  });

  it('refuses an except that is no id', async () => {
    const response = await visitor().raw('/api/v1/random_media_item?except=abc');
    expect(response.status).toBe(400);
  });
});
