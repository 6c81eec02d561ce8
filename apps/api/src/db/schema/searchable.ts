import { sql } from 'drizzle-orm';
import { customType, index, type PgColumn, text } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * GIN indexes here write straight into the index (no pending list): the embedded PGlite never vacuums, and a growing
 * pending list makes the planner give up the index for a scan that computes trigrams row by row.
 */
export const NO_PENDING_LIST = { fastupdate: false } as const;

/** An i18n name's texts in every language, as one text (a missing language leaves a blank, which no match sees). */
const allLanguages = (column: string) =>
  `coalesce(${column}->>'rus', '') || ' ' || coalesce(${column}->>'eng', '') || ' ' || coalesce(${column}->>'hye', '')`;

/**
 * What search matches an entry with an i18n name and description by (channels, collections), kept by the database on
 * every write, so no import or operator change can leave it behind: the names in every language for trigram
 * similarity, and the text-search vectors of the names and the description.
 */
export const searchableColumns = () => ({
  search_names: text('search_names').generatedAlwaysAs(sql.raw(allLanguages('name'))),
  /** Russian stems of the names. */
  search_names_russian: tsvector('search_names_russian').generatedAlwaysAs(
    sql.raw(`to_tsvector('russian'::regconfig, ${allLanguages('name')})`),
  ),
  /** Russian stems of the description. */
  search_text_russian: tsvector('search_text_russian').generatedAlwaysAs(
    sql.raw(`to_tsvector('russian'::regconfig, ${allLanguages('description')})`),
  ),
  /** The names' words as written. */
  search_names_simple: tsvector('search_names_simple').generatedAlwaysAs(
    sql.raw(`to_tsvector('simple'::regconfig, ${allLanguages('name')})`),
  ),
});

type Searchable = { [K in keyof ReturnType<typeof searchableColumns>]: PgColumn };

/** An index for each way a query matches (`search/repo.ts` `scoring`): a search reads the matching rows only. */
export const searchableIndexes = (table: string, t: Searchable) => [
  index(`${table}_search_text_idx`).using('gin', sql`(${t.search_names_russian} || ${t.search_text_russian})`).with(NO_PENDING_LIST),
  index(`${table}_search_simple_idx`).using('gin', t.search_names_simple).with(NO_PENDING_LIST),
  index(`${table}_search_names_trgm_idx`).using('gin', sql`${t.search_names} gin_trgm_ops`).with(NO_PENDING_LIST),
];
