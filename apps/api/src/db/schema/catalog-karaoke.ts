import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ageLimits } from './catalog-reference.js';

export const karaokeArtists = pgTable('karaoke_artists', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

/** spec 2 §3 Karaoke item; song names are not translated. */
export const karaokeItems = pgTable('karaoke_items', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  artist_id: integer('artist_id')
    .notNull()
    .references(() => karaokeArtists.id),
  duration: integer('duration').notNull(),
  age_limit_id: integer('age_limit_id')
    .notNull()
    .references(() => ageLimits.id),
  usage_model: text('usage_model', { enum: ['SERVICE', 'EST', 'TVOD'] }).notNull(),
  /** Sung by everyone, visitors included. */
  is_free: boolean('is_free').notNull().default(false),
  stream_id: text('stream_id').notNull(),
  logo: text('logo').notNull(),
});
