import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { mediaItems, mediaPositions, viewedTime } from '../../db/schema/index.js';

export type PositionRow = typeof mediaPositions.$inferSelect;
type EpisodeRow = Pick<typeof mediaItems.$inferSelect, 'id' | 'name' | 'short_name' | 'visit_card'>;

/** How many positions the continue-viewing list shows. */
const POSITIONS_LIST_LIMIT = 100;

export function positionsRepo(db: Db) {
  const episodeColumns = { id: mediaItems.id, name: mediaItems.name, short_name: mediaItems.short_name, visit_card: mediaItems.visit_card };

  return {
    async get(owner: string, mediaItemId: number): Promise<PositionRow | undefined> {
      const [row] = await db
        .select()
        .from(mediaPositions)
        .where(and(eq(mediaPositions.owner, owner), eq(mediaPositions.media_item_id, mediaItemId)))
        .limit(1);
      return row;
    },
    async list(owner: string): Promise<PositionRow[]> {
      return db
        .select()
        .from(mediaPositions)
        .where(eq(mediaPositions.owner, owner))
        .orderBy(desc(mediaPositions.updated_at))
        .limit(POSITIONS_LIST_LIMIT);
    },
    async save(row: PositionRow): Promise<void> {
      await db
        .insert(mediaPositions)
        .values(row)
        .onConflictDoUpdate({
          target: [mediaPositions.owner, mediaPositions.media_item_id],
          set: { timepoint: row.timepoint, is_viewed: row.is_viewed, updated_at: row.updated_at },
        });
    },
    /** Films and episodes have positions; series and seasons play through their episodes. */
    async playableItem(id: number) {
      const [row] = await db
        .select({ id: mediaItems.id, type: mediaItems.type, season_id: mediaItems.season_id, order_number: mediaItems.order_number })
        .from(mediaItems)
        .where(eq(mediaItems.id, id))
        .limit(1);
      return row;
    },
    async nextInSeason(seasonId: number, afterOrder: number): Promise<EpisodeRow | undefined> {
      const [row] = await db
        .select(episodeColumns)
        .from(mediaItems)
        .where(and(eq(mediaItems.season_id, seasonId), eq(mediaItems.type, 'episode'), gt(mediaItems.order_number, afterOrder)))
        .orderBy(asc(mediaItems.order_number))
        .limit(1);
      return row;
    },
    /** The first episode of the season after `seasonId` in its series, with that season's short name. */
    async firstOfNextSeason(seasonId: number) {
      const current = alias(mediaItems, 'current_season');
      const season = alias(mediaItems, 'next_season');
      const [row] = await db
        .select({ ...episodeColumns, season_short_name: season.short_name })
        .from(current)
        .innerJoin(
          season,
          and(eq(season.series_id, current.series_id), eq(season.type, 'season'), gt(season.order_number, current.order_number)),
        )
        .innerJoin(mediaItems, and(eq(mediaItems.season_id, season.id), eq(mediaItems.type, 'episode')))
        .where(eq(current.id, seasonId))
        .orderBy(asc(season.order_number), asc(mediaItems.order_number))
        .limit(1);
      return row;
    },
    async seasonShortName(seasonId: number) {
      const [row] = await db.select({ short_name: mediaItems.short_name }).from(mediaItems).where(eq(mediaItems.id, seasonId)).limit(1);
      return row?.short_name ?? null;
    },
    async addViewedTime(values: {
      account_id: string | null;
      profile_id: string | null;
      session_id: string;
      seconds: number;
      reported_at: Date;
    }): Promise<void> {
      await db.insert(viewedTime).values(values);
    },
  };
}

export type PositionsRepo = ReturnType<typeof positionsRepo>;
