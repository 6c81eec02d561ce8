import { and, asc, count, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

/** Catalogue reads by id lists, so a page of blocks costs a fixed number of queries whatever its size. */
export function catalogRepo(db: Db) {
  const none = <T>(ids: readonly unknown[], query: () => Promise<T[]>) => (ids.length === 0 ? Promise.resolve([] as T[]) : query());
  return {
    ageLimits: () => db.select().from(t.ageLimits).orderBy(asc(t.ageLimits.position)),
    mediaItems: (ids: number[]) => none(ids, () => db.select().from(t.mediaItems).where(inArray(t.mediaItems.id, ids))),
    async mediaItemIdBySlug(slug: string): Promise<number | undefined> {
      const rows = await db.select({ id: t.mediaItems.id, type: t.mediaItems.type }).from(t.mediaItems).where(eq(t.mediaItems.slug, slug));
      // Slugs are unique per type; a film or series wins over a season or episode of the same slug.
      const order = ['film', 'series', 'season', 'episode'];
      return rows.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type))[0]?.id;
    },
    genresOf: (ids: number[]) =>
      none(ids, () =>
        db
          .select({ media_item_id: t.mediaItemGenres.media_item_id, id: t.genres.id, alias: t.genres.alias, name: t.genres.name })
          .from(t.mediaItemGenres)
          .innerJoin(t.genres, eq(t.genres.id, t.mediaItemGenres.genre_id))
          .where(inArray(t.mediaItemGenres.media_item_id, ids))
          .orderBy(asc(t.mediaItemGenres.position)),
      ),
    countriesOf: (ids: number[]) =>
      none(ids, () =>
        db
          .select({
            media_item_id: t.mediaItemCountries.media_item_id,
            id: t.productionCountries.id,
            code: t.productionCountries.code,
            name: t.productionCountries.name,
          })
          .from(t.mediaItemCountries)
          .innerJoin(t.productionCountries, eq(t.productionCountries.id, t.mediaItemCountries.country_id))
          .where(inArray(t.mediaItemCountries.media_item_id, ids))
          .orderBy(asc(t.mediaItemCountries.position)),
      ),
    /** How many seasons a series has, how many episodes a season has. */
    childCounts: (ids: number[]) =>
      none(ids, () =>
        db
          .select({ parent: sql<number>`coalesce(${t.mediaItems.season_id}, ${t.mediaItems.series_id})`, n: count() })
          .from(t.mediaItems)
          .where(or(and(inArray(t.mediaItems.season_id, ids)), and(inArray(t.mediaItems.series_id, ids), eq(t.mediaItems.type, 'season'))))
          .groupBy(sql`coalesce(${t.mediaItems.season_id}, ${t.mediaItems.series_id})`),
      ),
    castOf: (id: number) =>
      db
        .select({ person: t.persons, role: t.mediaItemPersons.role, character: t.mediaItemPersons.character })
        .from(t.mediaItemPersons)
        .innerJoin(t.persons, eq(t.persons.id, t.mediaItemPersons.person_id))
        .where(eq(t.mediaItemPersons.media_item_id, id))
        .orderBy(asc(t.mediaItemPersons.position)),
    channels: (ids: number[]) => none(ids, () => db.select().from(t.channels).where(inArray(t.channels.id, ids))),
    /** The programme on air at `now` and the next one, per channel. */
    currentPrograms: (channelIds: number[], now: Date) =>
      none(channelIds, () =>
        db
          .select()
          .from(t.epgPrograms)
          .where(
            and(
              inArray(t.epgPrograms.channel_id, channelIds),
              gt(t.epgPrograms.end_time, now),
              lte(t.epgPrograms.start_time, new Date(now.getTime() + NEXT_PROGRAM_WINDOW_MS)),
            ),
          )
          .orderBy(asc(t.epgPrograms.channel_id), asc(t.epgPrograms.start_time)),
      ),
    programs: (ids: number[]) => none(ids, () => db.select().from(t.epgPrograms).where(inArray(t.epgPrograms.id, ids))),
    karaokeItems: (ids: number[]) =>
      none(ids, () =>
        db
          .select({ item: t.karaokeItems, artist: t.karaokeArtists })
          .from(t.karaokeItems)
          .innerJoin(t.karaokeArtists, eq(t.karaokeArtists.id, t.karaokeItems.artist_id))
          .where(inArray(t.karaokeItems.id, ids)),
      ),
    collections: (ids: number[]) =>
      none(ids, () =>
        db
          .select({
            collection: t.collections,
            items_count: sql<number>`(select count(*)::int from ${t.collectionItems} where ${t.collectionItems.collection_id} = ${t.collections.id})`,
          })
          .from(t.collections)
          .where(inArray(t.collections.id, ids)),
      ),
    services: (ids: number[]) => none(ids, () => db.select().from(t.services).where(inArray(t.services.id, ids))),
    serviceCounts: (ids: number[]) =>
      none(ids, () =>
        db
          .select({ service_id: t.serviceItems.service_id, item_type: t.serviceItems.item_type, n: count() })
          .from(t.serviceItems)
          .where(inArray(t.serviceItems.service_id, ids))
          .groupBy(t.serviceItems.service_id, t.serviceItems.item_type),
      ),
    /** A bundle counts what its child services open. */
    childServices: (ids: number[]) =>
      none(ids, () =>
        db
          .select({ id: t.services.id, parent_id: t.services.parent_id })
          .from(t.services)
          .where(and(isNotNull(t.services.parent_id), inArray(t.services.parent_id, ids))),
      ),
    banners: (ids: number[]) => none(ids, () => db.select().from(t.banners).where(inArray(t.banners.id, ids))),
    persons: (ids: number[]) => none(ids, () => db.select().from(t.persons).where(inArray(t.persons.id, ids))),
    genres: (ids: number[]) => none(ids, () => db.select().from(t.genres).where(inArray(t.genres.id, ids))),
    async mediaView(alias: string) {
      const [view] = await db.select().from(t.mediaViews).where(eq(t.mediaViews.alias, alias)).limit(1);
      if (!view) return undefined;
      const blocks = await db
        .select()
        .from(t.mediaBlocks)
        .where(eq(t.mediaBlocks.media_view_id, view.id))
        .orderBy(asc(t.mediaBlocks.position));
      const items = await none(blocks, () =>
        db
          .select()
          .from(t.mediaBlockItems)
          .where(
            inArray(
              t.mediaBlockItems.media_block_id,
              blocks.map((b) => b.id),
            ),
          )
          .orderBy(asc(t.mediaBlockItems.media_block_id), asc(t.mediaBlockItems.position)),
      );
      return { view, blocks, items };
    },
  };
}

/** How far ahead "the next programme" may start. */
const NEXT_PROGRAM_WINDOW_MS = 6 * 3_600_000;

export type CatalogRepo = ReturnType<typeof catalogRepo>;
