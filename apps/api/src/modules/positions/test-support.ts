import type { Db } from '../../db/client.js';
import { ageLimits, mediaItems } from '../../db/schema/index.js';

const item = (id: number, values: Partial<typeof mediaItems.$inferInsert>): typeof mediaItems.$inferInsert => ({
  id,
  type: 'film',
  slug: `positions-${id}`,
  name: { rus: `Фильм ${id}`, eng: `Film ${id}` },
  short_description: { rus: '' },
  summary: { rus: '' },
  age_limit_id: 1,
  category: 'movies',
  usage_model: 'SERVICE',
  poster_bg_color: '#000000',
  logo: 'poster/a',
  background: 'background/a',
  visit_card: `visit_card/${id}`,
  screenshots: [],
  ...values,
});

/** A film, and a series of two seasons (two episodes, then one), numbered out of id order on purpose. */
export const FILM = 8001;
export const SERIES = { id: 8100, seasons: [8110, 8120], s1: [8112, 8111], s2: [8121] } as const;

export async function seedPositionsCatalogue(db: Db): Promise<void> {
  await db.insert(ageLimits).values({ id: 1, name: '0+', age_value: 0, position: 1 }).onConflictDoNothing();
  const episode = (id: number, season: number, order: number) =>
    item(id, {
      type: 'episode',
      category: 'series',
      series_id: SERIES.id,
      season_id: season,
      order_number: order,
      name: { rus: `Серия ${id}` },
      short_name: { rus: `${order} серия`, eng: `Episode ${order}` },
    });
  await db.insert(mediaItems).values([
    item(FILM, {}),
    item(SERIES.id, { type: 'series', category: 'series' }),
    item(SERIES.seasons[0], {
      type: 'season',
      category: 'series',
      series_id: SERIES.id,
      order_number: 1,
      short_name: { rus: '1 сезон' },
    }),
    item(SERIES.seasons[1], {
      type: 'season',
      category: 'series',
      series_id: SERIES.id,
      order_number: 2,
      short_name: { rus: '2 сезон' },
    }),
    episode(SERIES.s1[0], SERIES.seasons[0], 2),
    episode(SERIES.s1[1], SERIES.seasons[0], 1),
    episode(SERIES.s2[0], SERIES.seasons[1], 1),
  ]);
}
