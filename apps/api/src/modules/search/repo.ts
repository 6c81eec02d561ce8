import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { channelsWithinLimits, withinLimits } from '../catalog/repo.js';
import type { ContentLimits } from '../profiles/content-limits.js';

/** How close a misspelt or partial query must come to a name (pg_trgm word_similarity, 0–1). */
const NAME_SIMILARITY_MIN = 0.45;
/** A person's name is matched more strictly: a loose match would pull in every title of a common name. */
const PERSON_SIMILARITY_MIN = 0.7;

/** How alike a stored word must be to a query word to be checked for typos (pg_trgm similarity, 0–1). */
const WORD_SIMILARITY_MIN = 0.2;
/** Enough titles per query word for any search; a bound so a word common to the whole catalogue stays cheap. */
const TITLES_PER_WORD_MAX = 2000;
/**
 * Titles scored per way of matching: a common word matches thousands in a large catalogue, and scoring each costs
 * more than the whole search may take.
 */
const CANDIDATES_PER_WAY = 200;
/** Titles given the full score, the best of the candidates by a cheaper likeness. */
const SCORED_MIN = 50;

/**
 * The planner prices a trigram comparison like an equality, so on a small catalogue it scans every title — or walks
 * the primary key's index to read them in order — and computes trigrams for each: a hundred times the work of the
 * trigram index. Searches tell it to read through bitmaps of the indexes, for their transaction only, with the
 * trigram threshold they match by, in one statement.
 */
function throughIndexes<T>(db: Db, threshold: SQL, read: (tx: Pick<Db, 'select'>) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), ${threshold}`);
    return read(tx);
  });
}

/** Names match from NAME_SIMILARITY_MIN (`<%`, word similarity). */
const NAMES_ALIKE = sql`set_config('pg_trgm.word_similarity_threshold', ${String(NAME_SIMILARITY_MIN)}, true)`;
/** Stored words are checked for typos from WORD_SIMILARITY_MIN (`%`, similarity). */
const WORDS_ALIKE = sql`set_config('pg_trgm.similarity_threshold', ${String(WORD_SIMILARITY_MIN)}, true)`;

/** A stored word and the titles whose names (`name`) or cast (`person`) hold it. */
export interface TermTitles {
  term: string;
  kind: 'name' | 'person';
  media_item_ids: number[];
}

/** A table with the search columns of `schema/searchable.ts`. */
type SearchableTable = typeof t.channels | typeof t.collections;

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

  /**
   * The same score and match over the columns the database keeps for channels and collections (`schema/searchable.ts`),
   * each way of matching served by its index; `<%` stands for the names' similarity under the transaction's threshold.
   */
  function indexedScoring(query: string, table: SearchableTable) {
    const q = tsquery(query);
    const score = sql<number>`(2 * word_similarity(${query}, ${table.search_names}) + ts_rank(${table.search_names_russian}, ${q.russian})
      + 0.3 * ts_rank(${table.search_text_russian}, ${q.russian}))::float8`;
    const where = sql`((${table.search_names_russian} || ${table.search_text_russian}) @@ ${q.russian}
      or ${table.search_names_simple} @@ ${q.simple} or ${query} <% ${table.search_names})`;
    return { score, where };
  }

  return {
    /**
     * For each query word, the stored words it may mean: alike by trigrams or starting with it, both served by the
     * words' trigram index; typos are verified by the caller. One select for every word.
     */
    async similarWords(words: string[]): Promise<Map<string, string[]>> {
      const w = t.searchWords;
      const found = new Map(words.map((word) => [word, [] as string[]]));
      if (words.length === 0) return found;
      const perWord = words.map(
        (word) => sql`(select ${word}::text as word, ${w.term} from ${w} where ${w.term} % ${word} or ${w.term} like ${`${word}%`})`,
      );
      return throughIndexes(db, WORDS_ALIKE, async (tx) => {
        const rows = await tx
          .select({ word: sql<string>`alike.word`, term: sql<string>`alike.term` })
          .from(sql`(${sql.join(perWord, sql` union all `)}) as alike`);
        for (const row of rows) found.get(row.word)?.push(row.term);
        return found;
      });
    },

    /**
     * The titles each group's words are in, at most TITLES_PER_WORD_MAX a group; limits are the caller's (`allowed`).
     * A row per word and kind, its titles in an array: a row per title costs more to hand over than to find.
     */
    async titlesOf(groups: string[][]): Promise<TermTitles[][]> {
      const st = t.searchTerms;
      const found = groups.map((): TermTitles[] => []);
      const perGroup = groups.flatMap((terms, group) =>
        terms.length === 0
          ? []
          : [
              sql`(select ${group}::int as word_index, ${st.term}, ${st.media_item_id}, ${st.kind} from ${st}
                where ${inArray(st.term, terms)} limit ${TITLES_PER_WORD_MAX})`,
            ],
      );
      if (perGroup.length === 0) return found;
      const rows = await db
        .select({
          group: sql<number>`titles.word_index`,
          term: sql<string>`titles.term`,
          kind: sql<TermTitles['kind']>`titles.kind`,
          media_item_ids: sql<number[]>`array_agg(titles.media_item_id)`,
        })
        .from(sql`(${sql.join(perGroup, sql` union all `)}) as titles`)
        .groupBy(sql`titles.word_index, titles.term, titles.kind`);
      for (const { group, ...titles } of rows) found[group]!.push(titles);
      return found;
    },

    /** Which of these films and series the profile may see. */
    async allowed(ids: number[], limits: ContentLimits): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const m = t.mediaItems;
      const rows = await db
        .select({ id: m.id })
        .from(m)
        .where(and(inArray(m.id, ids), ...withinLimits(m.age_limit_id, limits, m.is_erotic)));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Films and series, against their search documents (prepared at import: `documents.ts`). Each way of matching is
     * its own indexed select of at most CANDIDATES_PER_WAY titles — full text, words as written, and `<%` word
     * similarity under a threshold local to the transaction — so only those are read, whatever the size of the
     * catalogue (one select with OR would make the planner compute trigrams for every title). `names`: the names'
     * words and the cast; `all` adds descriptions and similar names, which rank below a name's words.
     */
    async mediaItems(query: string, limits: ContentLimits, limit: number, ways: 'names' | 'all'): Promise<SearchHit[]> {
      const m = t.mediaItems;
      const d = t.searchDocuments;
      const q = tsquery(query);
      const way = (where: SQL) => sql`(select ${d.media_item_id} from ${d} where ${where} limit ${CANDIDATES_PER_WAY})`;
      const byNames = [
        way(sql`${d.names_russian} @@ ${q.russian}`),
        way(sql`${d.names_simple} @@ ${q.simple}`),
        way(sql`${query} <% ${d.people} and word_similarity(${query}, ${d.people}) >= ${PERSON_SIMILARITY_MIN}`),
      ];
      const loosely = [way(sql`(${d.names_russian} || ${d.text_russian}) @@ ${q.russian}`), way(sql`${query} <% ${d.names}`)];
      return throughIndexes(db, NAMES_ALIKE, async (tx) => {
        // word_similarity costs some 70 µs a title, so the score is computed for the best by a cheaper likeness only.
        const likeness = sql`similarity(${query}, ${d.names}) + ts_rank(${d.names_russian}, ${q.russian})`;
        const best = tx
          .select({ id: m.id, names: d.names, people: d.people, names_russian: d.names_russian, text_russian: d.text_russian })
          .from(sql`(${sql.join(ways === 'all' ? [...byNames, ...loosely] : byNames, sql` union `)}) as candidates`)
          .innerJoin(d, sql`${d.media_item_id} = candidates.media_item_id`)
          .innerJoin(m, eq(m.id, d.media_item_id))
          .where(and(...withinLimits(m.age_limit_id, limits, m.is_erotic)))
          .orderBy(desc(likeness), m.id)
          .limit(Math.max(limit, SCORED_MIN))
          .as('best');
        const score = sql<number>`(2 * word_similarity(${query}, ${best.names}) + ts_rank(${best.names_russian}, ${q.russian})
          + 0.3 * ts_rank(${best.text_russian}, ${q.russian}) + word_similarity(${query}, ${best.people}))::float8`;
        return tx.select({ id: best.id, score }).from(best).orderBy(desc(score), best.id).limit(limit);
      });
    },
    async channels(query: string, limits: ContentLimits, limit: number): Promise<SearchHit[]> {
      const c = t.channels;
      const { score, where } = indexedScoring(query, c);
      return throughIndexes(db, NAMES_ALIKE, (tx) =>
        tx
          .select({ id: c.id, score })
          .from(c)
          .where(and(where, ...channelsWithinLimits(limits)))
          .orderBy(desc(score), c.id)
          .limit(limit),
      );
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
      const { score, where } = indexedScoring(query, c);
      return throughIndexes(db, NAMES_ALIKE, (tx) =>
        tx.select({ id: c.id, score }).from(c).where(where).orderBy(desc(score), c.id).limit(limit),
      );
    },
  };
}

export type SearchRepo = ReturnType<typeof searchRepo>;
