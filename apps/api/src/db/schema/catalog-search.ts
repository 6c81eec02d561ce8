import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { mediaItems } from './catalog-media.js';
import { NO_PENDING_LIST, tsvector } from './searchable.js';

/**
 * What search matches a film or series against, prepared once per import (`refreshSearchDocuments`) instead of
 * on every query: the names in every language, the cast, and their text-search vectors. Each way a query matches has
 * its index, so a search reads the matching rows only, whatever the size of the catalogue.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    media_item_id: integer('media_item_id')
      .primaryKey()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    /** rus, eng and hye names and the original name, for trigram similarity; no planner statistics (migration 0037). */
    names: text('names').notNull(),
    /** The cast's names, for trigram similarity; no planner statistics (migration 0037). */
    people: text('people').notNull(),
    /** Russian stems of the names. */
    names_russian: tsvector('names_russian').notNull(),
    /** Russian stems of the short descriptions in every language. */
    text_russian: tsvector('text_russian').notNull(),
    /** The names' words as written. */
    names_simple: tsvector('names_simple').notNull(),
  },
  (t) => [
    index('search_documents_text_idx').using('gin', sql`(${t.names_russian} || ${t.text_russian})`).with(NO_PENDING_LIST),
    index('search_documents_simple_idx').using('gin', t.names_simple).with(NO_PENDING_LIST),
    index('search_documents_names_russian_idx').using('gin', t.names_russian).with(NO_PENDING_LIST),
    index('search_documents_names_trgm_idx').using('gin', t.names.op('gin_trgm_ops')).with(NO_PENDING_LIST),
    index('search_documents_people_trgm_idx').using('gin', t.people.op('gin_trgm_ops')).with(NO_PENDING_LIST),
  ],
);

/**
 * Every word of a film's or series' names (`name`) and cast (`person`), normalised (`search/typos.ts`), with the
 * titles it is in: read by the word, once `searchWords` has told which words a query word may mean.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').notNull(),
    media_item_id: integer('media_item_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['name', 'person'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.media_item_id, t.kind] })],
);

/**
 * Each word of `searchTerms` once: the trigram index finds the words a misspelt query word may mean among a few
 * thousand words, where the terms hold a row per title (a word common to a thousand titles was a thousand rows).
 * No planner statistics (migration 0037).
 */
export const searchWords = pgTable('search_words', { term: text('term').primaryKey() }, (t) => [
  index('search_words_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')).with(NO_PENDING_LIST),
]);
