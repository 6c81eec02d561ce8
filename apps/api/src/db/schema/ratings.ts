import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A viewer's own scores (spec 2 §4 Rating modal): `owner` as for favourites (`profile:<id>`), one
 * score 1–10 per film or series (a season or episode is rated as its series).
 */
export const ratings = pgTable(
  'ratings',
  {
    owner: text('owner').notNull(),
    media_item_id: integer('media_item_id').notNull(),
    rating: smallint('rating').notNull(),
    rated_at: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.media_item_id] }), check('ratings_rating_range', sql`${t.rating} between 1 and 10`)],
);
