import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { type I18nText, i18nText } from './i18n.js';

/** spec 1 §3 Age limit: ordered by position, the last is the maximum. */
export const ageLimits = pgTable('age_limits', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  age_value: integer('age_value').notNull(),
  position: integer('position').notNull(),
});

export const genres = pgTable(
  'genres',
  {
    id: integer('id').primaryKey(),
    alias: text('alias').notNull().unique(),
    name: i18nText('name').notNull(),
    /** Theme pages (movies, series …) whose filters offer this genre. */
    themes: text('themes').array().notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('genres_name_trgm_idx').using('gin', sql`(${t.name}->>'rus') gin_trgm_ops`)],
);

/** Countries of production (the phone-number countries of spec 1 §3 are `countries`). */
export const productionCountries = pgTable('production_countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: i18nText('name').notNull(),
});

export interface FilterOption {
  alias: string;
  name: I18nText;
}

/** spec 2 §3 Filters response, per theme page: `multiple` lists with options and `custom` switches. */
export const catalogFilters = pgTable(
  'catalog_filters',
  {
    id: serial('id').primaryKey(),
    theme: text('theme').notNull(),
    kind: text('kind', { enum: ['multiple', 'custom'] }).notNull(),
    alias: text('alias').notNull(),
    name: i18nText('name').notNull(),
    all_options_title: i18nText('all_options_title'),
    options: jsonb('options').$type<FilterOption[]>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('catalog_filters_theme_alias_idx').on(t.theme, t.kind, t.alias)],
);
