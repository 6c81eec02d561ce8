import {
  type AnyColumn,
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  inArray,
  ne,
  notExists,
  notInArray,
  or,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { withinLimits } from '../catalog/repo.js';
import type { ContentLimits } from '../profiles/content-limits.js';

const m = t.mediaItems;
/** Cold start is about films and series; seasons and episodes follow their series. */
const TITLE_TYPES: ('film' | 'series')[] = ['film', 'series'];
const titlesWithin = (limits: ContentLimits) => [inArray(m.type, TITLE_TYPES), ...withinLimits(m.age_limit_id, limits, m.is_erotic)];

export function coldStartRepo(db: Db) {
  const g = t.mediaItemGenres;
  return {
    /** Genres (in their order) holding at least one film or series the profile may see. */
    async genreIds(limits: ContentLimits): Promise<number[]> {
      const rows = await db
        .select({ id: t.genres.id })
        .from(t.genres)
        .where(
          exists(
            db
              .select({ one: sql`1` })
              .from(g)
              .innerJoin(m, eq(m.id, g.media_item_id))
              .where(and(eq(g.genre_id, t.genres.id), ...titlesWithin(limits))),
          ),
        )
        .orderBy(asc(t.genres.position), asc(t.genres.id));
      return rows.map((row) => row.id);
    },
    async genresByAlias(aliases: string[]): Promise<{ id: number; alias: string }[]> {
      if (aliases.length === 0) return [];
      return db.select({ id: t.genres.id, alias: t.genres.alias }).from(t.genres).where(inArray(t.genres.alias, aliases));
    },
    /** Films and series of any of these genres within the limits, best rated first. */
    async movieIds(genreIds: number[], limits: ContentLimits, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: m.id, rating: m.rating })
        .from(m)
        .innerJoin(g, eq(g.media_item_id, m.id))
        .where(and(inArray(g.genre_id, genreIds), ...titlesWithin(limits)))
        .orderBy(sql`${m.rating} desc nulls last`, asc(m.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /** Which of `ids` are films or series the profile may see. */
    async visibleTitleIds(ids: number[], limits: ContentLimits): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: m.id })
        .from(m)
        .where(and(inArray(m.id, ids), ...titlesWithin(limits)));
      return rows.map((row) => row.id);
    },
    async result(owner: string) {
      const [row] = await db.select().from(t.coldStartResults).where(eq(t.coldStartResults.owner, owner));
      return row;
    },
    async save(row: typeof t.coldStartResults.$inferInsert): Promise<void> {
      await db
        .insert(t.coldStartResults)
        .values(row)
        .onConflictDoUpdate({
          target: t.coldStartResults.owner,
          set: { genre_ids: row.genre_ids, content_ids: row.content_ids, saved_at: row.saved_at },
        });
    },
    /**
     * The recom_cold_start block: films and series of the chosen genres, ranked by how many chosen genres they have
     * (counted twice), then genres and cast shared with the chosen films, then rating; the chosen films and anything
     * the profile has started or watched (an episode counts for its series) left out.
     */
    async recommendedIds(
      taste: { genreIds: number[]; contentIds: number[]; positionsOwner: string },
      limits: ContentLimits,
      limit: number,
    ): Promise<number[]> {
      const filmGenres = alias(t.mediaItemGenres, 'film_genres');
      const cast = alias(t.mediaItemPersons, 'cast');
      const chosenCast = alias(t.mediaItemPersons, 'chosen_cast');
      const watched = alias(t.mediaItems, 'watched');
      const p = t.mediaPositions;
      const chosenFilmGenres = db
        .select({ id: filmGenres.genre_id })
        .from(filmGenres)
        .where(inArray(filmGenres.media_item_id, taste.contentIds));
      const sharedCast = db
        .select({ n: countDistinct(cast.person_id) })
        .from(cast)
        .where(
          and(
            eq(cast.media_item_id, m.id),
            inArray(
              cast.person_id,
              db.select({ id: chosenCast.person_id }).from(chosenCast).where(inArray(chosenCast.media_item_id, taste.contentIds)),
            ),
          ),
        );
      const score = sql<number>`2 * count(*) filter (where ${inArray(g.genre_id, taste.genreIds)}) + count(*) filter (where ${inArray(g.genre_id, chosenFilmGenres)}) + (${sharedCast})`;
      const rows = await db
        .select({ id: m.id })
        .from(m)
        .innerJoin(g, eq(g.media_item_id, m.id))
        .where(
          and(
            ...titlesWithin(limits),
            notInArray(m.id, taste.contentIds),
            exists(
              db
                .select({ one: sql`1` })
                .from(filmGenres)
                .where(and(eq(filmGenres.media_item_id, m.id), inArray(filmGenres.genre_id, taste.genreIds))),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(p)
                .innerJoin(watched, eq(watched.id, p.media_item_id))
                .where(and(eq(p.owner, taste.positionsOwner), or(eq(watched.id, m.id), eq(watched.series_id, m.id)))),
            ),
          ),
        )
        .groupBy(m.id)
        .orderBy(desc(score), sql`${m.rating} desc nulls last`, asc(m.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /**
     * What to watch after `itemId` (a film or series): titles the other viewers of it also played, most such viewers
     * first, then the most genres and cast shared with it, then rating; `viewerOwner`'s own positions count for nothing.
     */
    async afterItemIds(itemId: number, viewerOwner: string, limits: ContentLimits, limit: number): Promise<number[]> {
      const p = t.mediaPositions;
      const played = alias(t.mediaItems, 'played');
      const theirs = alias(t.mediaPositions, 'theirs');
      const theirItem = alias(t.mediaItems, 'their_item');
      const itemGenres = alias(t.mediaItemGenres, 'item_genres');
      const itemCast = alias(t.mediaItemPersons, 'item_cast');
      const cast = alias(t.mediaItemPersons, 'cast');
      // An episode's position is its series'.
      const ofTitle = (row: { id: AnyColumn; series_id: AnyColumn }, id: SQLWrapper | AnyColumn) =>
        or(eq(row.id, id), eq(row.series_id, id));
      const watchers = db
        .selectDistinct({ owner: theirs.owner })
        .from(theirs)
        .innerJoin(theirItem, eq(theirItem.id, theirs.media_item_id))
        .where(and(ofTitle(theirItem, sql`${itemId}`), ne(theirs.owner, viewerOwner)));
      const coWatchers = sql<number>`(${db
        .select({ n: countDistinct(p.owner) })
        .from(p)
        .innerJoin(played, eq(played.id, p.media_item_id))
        .where(and(ofTitle(played, m.id), inArray(p.owner, watchers)))})`;
      const sharedGenres = sql<number>`(${db
        .select({ n: count() })
        .from(g)
        .where(
          and(
            eq(g.media_item_id, m.id),
            inArray(g.genre_id, db.select({ id: itemGenres.genre_id }).from(itemGenres).where(eq(itemGenres.media_item_id, itemId))),
          ),
        )})`;
      const sharedCast = sql<number>`(${db
        .select({ n: countDistinct(cast.person_id) })
        .from(cast)
        .where(
          and(
            eq(cast.media_item_id, m.id),
            inArray(cast.person_id, db.select({ id: itemCast.person_id }).from(itemCast).where(eq(itemCast.media_item_id, itemId))),
          ),
        )})`;
      const rows = await db
        .select({ id: m.id })
        .from(m)
        .where(and(...titlesWithin(limits), ne(m.id, itemId), sql`${coWatchers} + ${sharedGenres} + ${sharedCast} > 0`))
        .orderBy(desc(coWatchers), desc(sharedGenres), desc(sharedCast), sql`${m.rating} desc nulls last`, asc(m.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type ColdStartRepo = ReturnType<typeof coldStartRepo>;
