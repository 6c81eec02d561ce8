import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

type Level = 'series' | 'season';

/** SQL of the series structure: a series' seasons, a season's episodes, each in its order number. */
export function seriesRepo(db: Db) {
  const m = t.mediaItems;
  return {
    /** The id of a series or season by its slug; slugs are unique per type. */
    async idBySlug(type: Level, slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: m.id })
        .from(m)
        .where(and(eq(m.type, type), eq(m.slug, slug)))
        .limit(1);
      return row?.id;
    },
    async typeOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ type: m.type }).from(m).where(eq(m.id, id)).limit(1);
      return row?.type;
    },
    async childIds(parent: Level, parentId: number): Promise<number[]> {
      const rows = await db
        .select({ id: m.id })
        .from(m)
        .where(
          parent === 'series'
            ? and(eq(m.series_id, parentId), eq(m.type, 'season'))
            : and(eq(m.season_id, parentId), eq(m.type, 'episode')),
        )
        .orderBy(asc(m.order_number), asc(m.id));
      return rows.map((row) => row.id);
    },
    /** The episode of the series the owner played most recently, with its place in the series' order. */
    async lastPlayed(owner: string, seriesId: number) {
      const season = alias(m, 'season');
      const p = t.mediaPositions;
      const [row] = await db
        .select({ id: m.id, is_viewed: p.is_viewed, season_order: season.order_number, order_number: m.order_number })
        .from(p)
        .innerJoin(m, eq(m.id, p.media_item_id))
        .innerJoin(season, eq(season.id, m.season_id))
        .where(and(eq(p.owner, owner), eq(m.series_id, seriesId), eq(m.type, 'episode')))
        .orderBy(desc(p.updated_at))
        .limit(1);
      return row;
    },
    /** The episode after the given place in the series: later in its season, else early in a later season. */
    async episodeAfter(seriesId: number, seasonOrder: number, orderNumber: number): Promise<number | undefined> {
      const season = alias(m, 'season');
      const [row] = await db
        .select({ id: m.id })
        .from(m)
        .innerJoin(season, eq(season.id, m.season_id))
        .where(
          and(
            eq(m.series_id, seriesId),
            eq(m.type, 'episode'),
            sql`(${season.order_number}, ${m.order_number}) > (${seasonOrder}, ${orderNumber})`,
          ),
        )
        .orderBy(asc(season.order_number), asc(m.order_number))
        .limit(1);
      return row?.id;
    },
  };
}

export type SeriesRepo = ReturnType<typeof seriesRepo>;
