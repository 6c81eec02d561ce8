import { type AnyColumn, and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { withinLimits } from '../catalog/repo.js';
import type { ContentLimits } from '../profiles/content-limits.js';

/** How close a misspelt or partial query must come to a name (pg_trgm word_similarity, 0–1). */
const NAME_SIMILARITY_MIN = 0.45;
/** A person's name is matched more strictly: a loose match would pull in every title of a common name. */
const PERSON_SIMILARITY_MIN = 0.7;

export interface SearchHit {
  id: number;
  score: number;
}

/**
 * Full text (russian stems and simple words) over names, original names and descriptions, plus trigram
 * word similarity for typos and partial words, plus cast names for films and series. One query per kind;
 * each returns ids with a score, best first.
 */
export function searchRepo(db: Db) {
  const tsquery = (query: string) => ({
    russian: sql`websearch_to_tsquery('russian', ${query})`,
    simple: sql`websearch_to_tsquery('simple', ${query})`,
  });

  /** A score and a match condition for one kind of entry, from its name text and its longer text. */
  function scoring(query: string, names: SQL, text: SQL, extra?: { people: SQL }) {
    const q = tsquery(query);
    const matchesText = sql`(to_tsvector('russian', ${names} || ' ' || ${text}) @@ ${q.russian} or to_tsvector('simple', ${names}) @@ ${q.simple})`;
    const nameSimilarity = sql`word_similarity(${query}, ${names})`;
    const personSimilarity = extra ? sql`word_similarity(${query}, ${extra.people})` : sql`0`;
    const score = sql<number>`(2 * ${nameSimilarity} + ts_rank(to_tsvector('russian', ${names}), ${q.russian}) + 0.3 * ts_rank(to_tsvector('russian', ${text}), ${q.russian}) + ${personSimilarity})::float8`;
    const where = or(
      matchesText,
      sql`${nameSimilarity} >= ${NAME_SIMILARITY_MIN}`,
      ...(extra ? [sql`${personSimilarity} >= ${PERSON_SIMILARITY_MIN}`] : []),
    );
    return { score, where };
  }

  const i18n = (column: AnyColumn) => sql`concat_ws(' ', ${column}->>'rus', ${column}->>'eng', ${column}->>'hye')`;

  return {
    async mediaItems(query: string, limits: ContentLimits, limit: number): Promise<SearchHit[]> {
      const m = t.mediaItems;
      const people = sql`coalesce((select string_agg(concat_ws(' ', p.name->>'rus', p.name->>'eng', p.native_name), ' ') from ${t.mediaItemPersons} mp join ${t.persons} p on p.id = mp.person_id where mp.media_item_id = ${m.id}), '')`;
      const { score, where } = scoring(query, sql`concat_ws(' ', ${i18n(m.name)}, ${m.original_name})`, i18n(m.short_description), {
        people,
      });
      return db
        .select({ id: m.id, score })
        .from(m)
        .where(and(inArray(m.type, ['film', 'series']), where, ...withinLimits(m.age_limit_id, limits, m.is_erotic)))
        .orderBy(desc(score), m.id)
        .limit(limit);
    },
    async channels(query: string, limits: ContentLimits, limit: number): Promise<SearchHit[]> {
      const c = t.channels;
      const { score, where } = scoring(query, i18n(c.name), i18n(c.description));
      return db
        .select({ id: c.id, score })
        .from(c)
        .where(and(where, ...withinLimits(c.age_limit_id, limits)))
        .orderBy(desc(score), c.id)
        .limit(limit);
    },
    async karaokeItems(query: string, limits: ContentLimits, limit: number): Promise<SearchHit[]> {
      const k = t.karaokeItems;
      const { score, where } = scoring(query, sql`concat_ws(' ', ${k.name}, ${t.karaokeArtists.name})`, sql`''`);
      return db
        .select({ id: k.id, score })
        .from(k)
        .innerJoin(t.karaokeArtists, eq(t.karaokeArtists.id, k.artist_id))
        .where(and(where, ...withinLimits(k.age_limit_id, limits)))
        .orderBy(desc(score), k.id)
        .limit(limit);
    },
    async collections(query: string, limit: number): Promise<SearchHit[]> {
      const c = t.collections;
      const { score, where } = scoring(query, i18n(c.name), i18n(c.description));
      return db.select({ id: c.id, score }).from(c).where(where).orderBy(desc(score), c.id).limit(limit);
    },
  };
}

export type SearchRepo = ReturnType<typeof searchRepo>;
