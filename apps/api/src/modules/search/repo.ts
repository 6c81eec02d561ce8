import { type AnyColumn, and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { channelsWithinLimits, withinLimits } from '../catalog/repo.js';
import type { ContentLimits } from '../profiles/content-limits.js';

/** How close a misspelt or partial query must come to a name (pg_trgm word_similarity, 0–1). */
const NAME_SIMILARITY_MIN = 0.45;
/** A person's name is matched more strictly: a loose match would pull in every title of a common name. */
const PERSON_SIMILARITY_MIN = 0.7;

/** How alike a stored term must be to a query word to be checked for typos (pg_trgm similarity, 0–1). */
const TERM_SIMILARITY_MIN = 0.2;
/** Enough candidate terms per query word for any title; a bound so a one-letter word cannot fetch the catalogue. */
const TERM_CANDIDATES_MAX = 2000;

/**
 * The planner prices a trigram comparison like an equality, so on a small catalogue it scans every title and computes
 * trigrams for each — a hundred times the work of the index. Searches tell it to use the indexes, for their
 * transaction only.
 */
async function preferIndexes(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
}

export interface TermMatch {
  term: string;
  media_item_id: number;
  kind: 'name' | 'person';
}

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
    /**
     * For each query word, the stored terms it may mean: alike by trigrams (the GIN index), or starting with it;
     * typos are verified by the caller. One transaction, so the similarity threshold stays local to it.
     */
    async termCandidates(words: string[], limits: ContentLimits): Promise<Map<string, TermMatch[]>> {
      const st = t.searchTerms;
      const m = t.mediaItems;
      return db.transaction(async (tx) => {
        await preferIndexes(tx);
        await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(TERM_SIMILARITY_MIN)}, true)`);
        const found = new Map<string, TermMatch[]>();
        for (const word of words) {
          const rows = await tx
            .select({ term: st.term, media_item_id: st.media_item_id, kind: st.kind })
            .from(st)
            .innerJoin(m, eq(m.id, st.media_item_id))
            .where(
              and(or(sql`${st.term} % ${word}`, sql`${st.term} like ${`${word}%`}`), ...withinLimits(m.age_limit_id, limits, m.is_erotic)),
            )
            .limit(TERM_CANDIDATES_MAX);
          found.set(word, rows);
        }
        return found;
      });
    },

    /**
     * Films and series, against their search documents (prepared at import: `documents.ts`). Each way of matching is
     * its own indexed select — full text, words as written, and `<%` word similarity under a threshold local to the
     * transaction — so only matching documents are read and scored, whatever the size of the catalogue (one select
     * with OR would make the planner compute trigrams for every title).
     */
    async mediaItems(query: string, limits: ContentLimits, limit: number): Promise<SearchHit[]> {
      const m = t.mediaItems;
      const d = t.searchDocuments;
      const q = tsquery(query);
      const nameSimilarity = sql`word_similarity(${query}, ${d.names})`;
      const personSimilarity = sql`word_similarity(${query}, ${d.people})`;
      const score = sql<number>`(2 * ${nameSimilarity} + ts_rank(${d.names_russian}, ${q.russian}) + 0.3 * ts_rank(${d.text_russian}, ${q.russian}) + ${personSimilarity})::float8`;
      const matching = sql`(
        select ${d.media_item_id} from ${d} where (${d.names_russian} || ${d.text_russian}) @@ ${q.russian}
        union select ${d.media_item_id} from ${d} where ${d.names_simple} @@ ${q.simple}
        union select ${d.media_item_id} from ${d} where ${query} <% ${d.names}
        union select ${d.media_item_id} from ${d} where ${query} <% ${d.people} and ${personSimilarity} >= ${PERSON_SIMILARITY_MIN}
      )`;
      return db.transaction(async (tx) => {
        await preferIndexes(tx);
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(NAME_SIMILARITY_MIN)}, true)`);
        return tx
          .select({ id: m.id, score })
          .from(d)
          .innerJoin(m, eq(m.id, d.media_item_id))
          .where(and(sql`${d.media_item_id} in ${matching}`, ...withinLimits(m.age_limit_id, limits, m.is_erotic)))
          .orderBy(desc(score), m.id)
          .limit(limit);
      });
    },
    async channels(query: string, limits: ContentLimits, limit: number): Promise<SearchHit[]> {
      const c = t.channels;
      const { score, where } = scoring(query, i18n(c.name), i18n(c.description));
      return db
        .select({ id: c.id, score })
        .from(c)
        .where(and(where, ...channelsWithinLimits(limits)))
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
