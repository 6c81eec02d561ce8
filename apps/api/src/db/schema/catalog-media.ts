import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ageLimits, genres, productionCountries } from './catalog-reference.js';
import { i18nText } from './i18n.js';

/**
 * spec 2 §3 Media item: films, series, seasons and episodes share one id space, so series_id and
 * season_id point into the same table. Image columns hold image keys (see images).
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: integer('id').primaryKey(),
    type: text('type', { enum: ['film', 'series', 'season', 'episode'] }).notNull(),
    slug: text('slug').notNull(),
    name: i18nText('name').notNull(),
    original_name: text('original_name'),
    short_description: i18nText('short_description').notNull(),
    summary: i18nText('summary').notNull(),
    year: integer('year'),
    duration: integer('duration'),
    age_limit_id: integer('age_limit_id')
      .notNull()
      .references(() => ageLimits.id),
    rating: doublePrecision('rating'),
    category: text('category', { enum: ['movies', 'series', 'kids', 'education', 'sport'] }).notNull(),
    usage_model: text('usage_model', { enum: ['SERVICE', 'EST', 'TVOD'] }).notNull(),
    /** The operator gives it away: it plays for everyone, visitors included (a season or episode follows its series). */
    is_free: boolean('is_free').notNull().default(false),
    is_coming_soon: boolean('is_coming_soon').notNull().default(false),
    start_date: timestamp('start_date', { withTimezone: true }),
    is_kupi_bilet: boolean('is_kupi_bilet').notNull().default(false),
    /** Shown only to profiles that allow erotic content. */
    is_erotic: boolean('is_erotic').notNull().default(false),
    poster_bg_color: text('poster_bg_color').notNull(),
    series_id: integer('series_id'),
    season_id: integer('season_id'),
    /** A season's number in its series, an episode's number in its season. */
    order_number: integer('order_number'),
    short_name: i18nText('short_name'),
    intro_start: integer('intro_start'),
    intro_end: integer('intro_end'),
    /** The packaged clip that plays for this item (one of the media service's clip ids). */
    stream_id: text('stream_id'),
    trailer_stream_id: text('trailer_stream_id'),
    logo: text('logo').notNull(),
    background: text('background').notNull(),
    visit_card: text('visit_card').notNull(),
    screenshots: text('screenshots').array().notNull(),
    copyright_holder_logo_1: text('copyright_holder_logo_1'),
    copyright_holder_logo_2: text('copyright_holder_logo_2'),
  },
  (t) => [
    uniqueIndex('media_items_type_slug_idx').on(t.type, t.slug),
    index('media_items_series_idx').on(t.series_id, t.order_number),
    index('media_items_season_idx').on(t.season_id, t.order_number),
    index('media_items_category_idx').on(t.category, t.type),
    index('media_items_name_trgm_idx').using('gin', sql`(${t.name}->>'rus') gin_trgm_ops`),
    index('media_items_original_name_trgm_idx').using('gin', t.original_name.op('gin_trgm_ops')),
  ],
);

export const mediaItemGenres = pgTable(
  'media_item_genres',
  {
    media_item_id: integer('media_item_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    genre_id: integer('genre_id')
      .notNull()
      .references(() => genres.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.media_item_id, t.genre_id] }), index('media_item_genres_genre_idx').on(t.genre_id)],
);

export const mediaItemCountries = pgTable(
  'media_item_countries',
  {
    media_item_id: integer('media_item_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    country_id: integer('country_id')
      .notNull()
      .references(() => productionCountries.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.media_item_id, t.country_id] })],
);

/** spec 2 §3 Person. */
export const persons = pgTable(
  'persons',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: i18nText('name').notNull(),
    native_name: text('native_name'),
    photo_avatar: text('photo_avatar').notNull(),
    birth_date: date('birth_date'),
    death_date: date('death_date'),
  },
  (t) => [index('persons_name_trgm_idx').using('gin', sql`(${t.name}->>'rus') gin_trgm_ops`)],
);

/** Cast and crew: who took which part in an item, in billing order. */
export const mediaItemPersons = pgTable(
  'media_item_persons',
  {
    media_item_id: integer('media_item_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    person_id: integer('person_id')
      .notNull()
      .references(() => persons.id),
    role: text('role', { enum: ['director', 'actor', 'writer', 'producer', 'composer'] }).notNull(),
    character: i18nText('character'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.media_item_id, t.person_id, t.role] }), index('media_item_persons_person_idx').on(t.person_id)],
);

export type MediaItemRow = typeof mediaItems.$inferSelect;
export type PersonRow = typeof persons.$inferSelect;
