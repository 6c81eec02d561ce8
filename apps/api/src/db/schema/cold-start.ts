import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A profile's cold-start answer (spec 2 §4 Cold start): the genres and films it chose, `owner` as for ratings
 * (`profile:<id>`). A new save replaces the old; the home page's recom_cold_start block is computed from it.
 */
export const coldStartResults = pgTable('cold_start_results', {
  owner: text('owner').primaryKey(),
  genre_ids: integer('genre_ids').array().notNull(),
  content_ids: integer('content_ids').array().notNull(),
  saved_at: timestamp('saved_at', { withTimezone: true }).notNull(),
});
