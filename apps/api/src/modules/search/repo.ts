import { type AnyColumn, and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
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
  function scoring(query: string, names: SQL, text: SQL) {
    const q = tsquery(query);
    const matchesText = sql`(to_tsvector('russian', ${names} || ' ' || ${text}) @@ ${q.russian} or to_tsvector('simple', ${names}) @@ ${q.simple})`;
    const nameSimilarity = sql`word_similarity(${query}, ${names})`;
    const score = sql<number>`(2 * ${nameSimilarity} + ts_rank(to_tsvector('russian', ${names}), ${q.russian}) + 0.3 * ts_rank(to_tsvector('russian', ${text}), ${q.russian}))::float8`;
    return { score, where: or(matchesText, sql`${nameSimilarity} >= ${NAME_SIMILARITY_MIN}`) };
  }

  const i18n = (column: AnyColumn) => sql`concat_ws(' ', ${column}->>'rus', ${column}->>'eng', ${column}->>'hye')`;

  return {
    /** Films and series, against their search documents (prepared at import: `documents.ts`). */
    async mediaItems(query: string, limits: ContentLimits, limit: number): Promise<SearchHit[]> {
      const m = t.mediaItems;
      const d = t.searchDocuments;
      const q = tsquery(query);
      const nameSimilarity = sql`word_similarity(${query}, ${d.names})`;
      const personSimilarity = sql`word_similarity(${query}, ${d.people})`;
      const score = sql<number>`(2 * ${nameSimilarity} + ts_rank(${d.names_russian}, ${q.russian}) + 0.3 * ts_rank(${d.text_russian}, ${q.russian}) + ${personSimilarity})::float8`;
      const where = or(
        sql`(${d.names_russian} || ${d.text_russian}) @@ ${q.russian}`,
        sql`${d.names_simple} @@ ${q.simple}`,
        sql`${nameSimilarity} >= ${NAME_SIMILARITY_MIN}`,
        sql`${personSimilarity} >= ${PERSON_SIMILARITY_MIN}`,
      );
      return db
        .select({ id: m.id, score })
        .from(d)
        .innerJoin(m, eq(m.id, d.media_item_id))
        .where(and(where, ...withinLimits(m.age_limit_id, limits, m.is_erotic)))
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
