import type { CatalogQuery, LanguageCode, MediaItemType } from '@efir/contract';
import {
  type AnyColumn,
  and,
  asc,
  between,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias as tableAlias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { ContentLimits } from '../profiles/content-limits.js';

/** Listing switches (the demo's custom filters): "new" is this year and last, "high_rating" above 7. */
const NEW_RELEASE_YEARS = 2;
const HIGH_RATING = 7;
/** The `years` option `older` means before this year; other options are decades named by their first year. */
const OLDEST_DECADE = 1990;

/** Some of a media view's blocks, in order: from the `offset`-th, at most `limit`. */
export interface BlocksPart {
  offset: number;
  limit: number;
}

/** Catalogue reads by id lists, so a page of blocks costs a fixed number of queries whatever its size. */
export function catalogRepo(db: Db) {
  const none = <T>(ids: readonly unknown[], query: () => Promise<T[]>) => (ids.length === 0 ? Promise.resolve([] as T[]) : query());
  return {
    ageLimits: () => db.select().from(t.ageLimits).orderBy(asc(t.ageLimits.position)),
    mediaItems: (ids: number[]) => none(ids, () => db.select().from(t.mediaItems).where(inArray(t.mediaItems.id, ids))),
    async mediaItemIdBySlug(slug: string, type?: MediaItemType): Promise<number | undefined> {
      const rows = await db.select({ id: t.mediaItems.id, type: t.mediaItems.type }).from(t.mediaItems).where(eq(t.mediaItems.slug, slug));
      // Slugs are unique per type: the asked type wins, then a film or series over a season or episode (an address of
      // the wrong section still finds its item, and the page moves to the item's own address).
      const order = ['film', 'series', 'season', 'episode'];
      const rank = (row: { type: string }) => (row.type === type ? -1 : order.indexOf(row.type));
      return rows.sort((a, b) => rank(a) - rank(b))[0]?.id;
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
    /** Which of these items have a stream to play: their own, or (a series, a season) one of their episodes'. */
    async streamedIds(ids: number[]): Promise<Set<number>> {
      const m = t.mediaItems;
      const rows = await none(ids, () =>
        db
          .select({ id: m.id, series_id: m.series_id, season_id: m.season_id })
          .from(m)
          .where(and(isNotNull(m.stream_id), or(inArray(m.id, ids), inArray(m.series_id, ids), inArray(m.season_id, ids)))),
      );
      return new Set(
        rows.flatMap((row) => [row.id, row.series_id, row.season_id]).filter((id): id is number => id !== null && ids.includes(id)),
      );
    },
    /**
     * «Похожие»: titles of the same type sharing the most genres with `id`, then the best rated, within the profile's
     * limits; the item itself left out.
     */
    async similarIds(id: number, type: 'film' | 'series', limits: ContentLimits, limit: number): Promise<number[]> {
      const m = t.mediaItems;
      const g = t.mediaItemGenres;
      const shared = db.select({ genre_id: g.genre_id }).from(g).where(eq(g.media_item_id, id));
      const rows = await db
        .select({ id: m.id })
        .from(m)
        .innerJoin(g, eq(g.media_item_id, m.id))
        .where(
          and(eq(m.type, type), sql`${m.id} <> ${id}`, inArray(g.genre_id, shared), ...withinLimits(m.age_limit_id, limits, m.is_erotic)),
        )
        .groupBy(m.id)
        .orderBy(desc(count()), sql`${m.rating} desc nulls last`, asc(m.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /**
     * /my/random: up to `limit` films and series in random order, within the profile's limits, that have something to
     * play (their own stream or an episode's), `except` left out; with `freeOnly`, free ones alone.
     */
    async randomPlayableIds(limits: ContentLimits, except: number | undefined, limit: number, freeOnly = false): Promise<number[]> {
      const m = t.mediaItems;
      const e = tableAlias(t.mediaItems, 'streamed');
      const streamed = exists(
        db
          .select({ id: e.id })
          .from(e)
          .where(and(isNotNull(e.stream_id), or(eq(e.id, m.id), eq(e.series_id, m.id)))),
      );
      const rows = await db
        .select({ id: m.id })
        .from(m)
        .where(
          and(
            inArray(m.type, ['film', 'series']),
            streamed,
            freeOnly ? eq(m.is_free, true) : undefined,
            except === undefined ? undefined : sql`${m.id} <> ${except}`,
            ...withinLimits(m.age_limit_id, limits, m.is_erotic),
          ),
        )
        .orderBy(sql`random()`)
        .limit(limit);
      return rows.map((row) => row.id);
    },
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
    favoriteIds: async (owner: string, type: FavoriteType, ids: number[]) =>
      (
        await none(ids, () =>
          db
            .select({ id: t.favorites.item_id })
            .from(t.favorites)
            .where(and(eq(t.favorites.owner, owner), eq(t.favorites.item_type, type), inArray(t.favorites.item_id, ids))),
        )
      ).map((row) => row.id),
    /** The owner's own ratings of these films and series, by item. */
    ratingsOf: async (owner: string, ids: number[]) =>
      new Map(
        (
          await none(ids, () =>
            db
              .select({ id: t.ratings.media_item_id, rating: t.ratings.rating })
              .from(t.ratings)
              .where(and(eq(t.ratings.owner, owner), inArray(t.ratings.media_item_id, ids))),
          )
        ).map((row) => [row.id, row.rating]),
      ),
    /** One theme's filters, or every theme's (theme by theme) without one. */
    filters: (theme: string | undefined) =>
      db
        .select()
        .from(t.catalogFilters)
        .where(theme ? eq(t.catalogFilters.theme, theme) : undefined)
        .orderBy(asc(t.catalogFilters.kind), asc(t.catalogFilters.position)),
    async catalogPage(query: CatalogQuery, limits: ContentLimits, language: LanguageCode, now: Date) {
      const m = t.mediaItems;
      const conditions: (SQL | undefined)[] = [inArray(m.type, ['film', 'series']), ...withinLimits(m.age_limit_id, limits, m.is_erotic)];
      if (query.theme) conditions.push(eq(m.category, query.theme));
      if (query.genres?.length) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(t.mediaItemGenres)
              .innerJoin(t.genres, eq(t.genres.id, t.mediaItemGenres.genre_id))
              .where(and(eq(t.mediaItemGenres.media_item_id, m.id), inArray(t.genres.alias, query.genres))),
          ),
        );
      }
      if (query.countries?.length) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(t.mediaItemCountries)
              .innerJoin(t.productionCountries, eq(t.productionCountries.id, t.mediaItemCountries.country_id))
              .where(and(eq(t.mediaItemCountries.media_item_id, m.id), inArray(t.productionCountries.code, query.countries))),
          ),
        );
      }
      if (query.years?.length) {
        conditions.push(
          or(
            ...query.years.map((alias) =>
              alias === 'older' ? lt(m.year, OLDEST_DECADE) : between(m.year, Number(alias) || 0, (Number(alias) || 0) + 9),
            ),
          ),
        );
      }
      if (query.new) conditions.push(gte(m.year, now.getUTCFullYear() - NEW_RELEASE_YEARS + 1));
      if (query.high_rating) conditions.push(gt(m.rating, HIGH_RATING));
      if (query.in_subscription) conditions.push(eq(m.usage_model, 'SERVICE'));
      const where = and(...conditions);
      const viewers = sql`(select count(*) from ${t.mediaPositions} p join ${m} e on e.id = p.media_item_id where e.id = ${m.id} or e.series_id = ${m.id})`;
      const order: Record<CatalogQuery['sort'], SQL[]> = {
        popular: [desc(viewers), sql`${m.rating} desc nulls last`],
        new: [sql`${m.year} desc nulls last`, sql`${m.start_date} desc nulls last`],
        rating: [sql`${m.rating} desc nulls last`],
        alphabet: [sql`coalesce(${m.name}->>${language}, ${m.name}->>'rus')`],
      };
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: m.id })
          .from(m)
          .where(where)
          .orderBy(...order[query.sort], asc(m.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(m).where(where),
      ]);
      return { ids: rows.map((row) => row.id), total: counted?.n ?? 0 };
    },
    async personIdBySlug(slug: string): Promise<number | undefined> {
      const [row] = await db.select({ id: t.persons.id }).from(t.persons).where(eq(t.persons.slug, slug)).limit(1);
      return row?.id;
    },
    filmography: (personId: number) =>
      db
        .select({ media_item_id: t.mediaItemPersons.media_item_id, role: t.mediaItemPersons.role })
        .from(t.mediaItemPersons)
        .where(eq(t.mediaItemPersons.person_id, personId))
        .orderBy(asc(t.mediaItemPersons.media_item_id), asc(t.mediaItemPersons.position)),
    async collectionIds(): Promise<number[]> {
      return (await db.select({ id: t.collections.id }).from(t.collections).orderBy(asc(t.collections.position))).map((row) => row.id);
    },
    async collectionIdBySlug(slug: string): Promise<number | undefined> {
      const [row] = await db.select({ id: t.collections.id }).from(t.collections).where(eq(t.collections.slug, slug)).limit(1);
      return row?.id;
    },
    collectionItems: (collectionId: number) =>
      db
        .select({ item_type: t.collectionItems.item_type, item_id: t.collectionItems.item_id })
        .from(t.collectionItems)
        .where(eq(t.collectionItems.collection_id, collectionId))
        .orderBy(asc(t.collectionItems.position)),
    async karaokePage(page: number, limit: number, limits: ContentLimits) {
      const k = t.karaokeItems;
      const where = and(...withinLimits(k.age_limit_id, limits));
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: k.id })
          .from(k)
          .where(where)
          .orderBy(asc(k.name), asc(k.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(k).where(where),
      ]);
      return { ids: rows.map((row) => row.id), total: counted?.n ?? 0 };
    },
    /** Karaoke items and channels by slug, services by alias. */
    async idBySlug(kind: 'karaoke_item' | 'channel' | 'service', slug: string): Promise<number | undefined> {
      const table = { karaoke_item: t.karaokeItems, channel: t.channels, service: t.services }[kind];
      const column = kind === 'service' ? t.services.alias : (table as typeof t.channels).slug;
      const [row] = await db.select({ id: table.id }).from(table).where(eq(column, slug)).limit(1);
      return row?.id;
    },
    genres: (ids: number[]) => none(ids, () => db.select().from(t.genres).where(inArray(t.genres.id, ids))),
    /** A view with its blocks in order and their items; with `part`, only those blocks. */
    async mediaView(alias: string, part?: BlocksPart) {
      const [view] = await db.select().from(t.mediaViews).where(eq(t.mediaViews.alias, alias)).limit(1);
      if (!view) return undefined;
      const ordered = db
        .select()
        .from(t.mediaBlocks)
        .where(eq(t.mediaBlocks.media_view_id, view.id))
        .orderBy(asc(t.mediaBlocks.position), asc(t.mediaBlocks.id))
        .$dynamic();
      const blocks = await (part ? ordered.offset(part.offset).limit(part.limit) : ordered);
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

/**
 * SQL conditions keeping what a profile may see: age level at most its limit, erotic only when allowed.
 * Used where a list is paginated or ranked in SQL; catalogItems applies the same rule to entries it loads.
 */
export function withinLimits(ageLimitId: AnyColumn, limits: ContentLimits, isErotic?: AnyColumn): SQL[] {
  const conditions: SQL[] = [];
  if (limits.maxAgeValue !== null) {
    conditions.push(
      inArray(ageLimitId, sql`(select ${t.ageLimits.id} from ${t.ageLimits} where ${t.ageLimits.age_value} <= ${limits.maxAgeValue})`),
    );
  }
  if (isErotic && !limits.eroticAllowed) conditions.push(eq(isErotic, false));
  return conditions;
}

/** withinLimits for channels, and the profile's channel list: a hidden channel is left out like one above the age limit. */
export function channelsWithinLimits(limits: ContentLimits): SQL[] {
  const conditions = withinLimits(t.channels.age_limit_id, limits);
  if (limits.hiddenChannelIds.length > 0) conditions.push(notInArray(t.channels.id, [...limits.hiddenChannelIds]));
  return conditions;
}

/** How far ahead "the next programme" may start. */
const NEXT_PROGRAM_WINDOW_MS = 6 * 3_600_000;

export type CatalogRepo = ReturnType<typeof catalogRepo>;
export type FavoriteType = (typeof t.FAVORITE_ITEM_TYPES)[number];
