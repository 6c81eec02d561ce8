import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ageLimits } from './catalog-reference.js';
import { i18nText } from './i18n.js';
import { searchableColumns, searchableIndexes } from './searchable.js';

/** What a block or collection may list. */
export const CATALOG_ITEM_TYPES = [
  'media_item',
  'channel',
  'program',
  'karaoke_item',
  'collection',
  'service',
  'banner',
  'person',
  'genre',
] as const;

/** spec 2 §3 Service: a subscription, or a bundle whose children name it as parent. */
export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  name: i18nText('name').notNull(),
  description_short: i18nText('description_short').notNull(),
  kind: text('kind', { enum: ['subscription', 'bundle'] }).notNull(),
  content_type: text('content_type', { enum: ['media_items', 'channels', 'karaoke', 'mixed'] }).notNull(),
  parent_id: integer('parent_id'),
  active: boolean('active').notNull(),
  promo_label_text: i18nText('promo_label_text'),
  promo_label_color: text('promo_label_color'),
  image: text('image').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
});

/** What a service opens; its channels_count, media_items_count and karaoke_items_count are counted from here. */
export const serviceItems = pgTable(
  'service_items',
  {
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    item_type: text('item_type', { enum: ['media_item', 'channel', 'karaoke_item'] }).notNull(),
    item_id: integer('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.service_id, t.item_type, t.item_id] }), index('service_items_item_idx').on(t.item_type, t.item_id)],
);

/** spec 2 §3 Collection. */
export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: i18nText('name').notNull(),
    description: i18nText('description').notNull(),
    logo: text('logo').notNull(),
    copyright_holder_logo_1: text('copyright_holder_logo_1'),
    copyright_holder_logo_2: text('copyright_holder_logo_2'),
    position: integer('position').notNull(),
    ...searchableColumns(),
  },
  (t) => searchableIndexes('collections', t),
);

export const collectionItems = pgTable(
  'collection_items',
  {
    collection_id: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    item_type: text('item_type', { enum: CATALOG_ITEM_TYPES }).notNull(),
    item_id: integer('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collection_id, t.position] })],
);

export interface BannerTarget {
  type: string;
  link: string;
  title?: string;
}

/** spec 2 §3 Banner. */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  title: i18nText('title').notNull(),
  subtitle: i18nText('subtitle'),
  summary: i18nText('summary'),
  target: jsonb('target').$type<BannerTarget>(),
  size: text('size', { enum: ['small', 'medium', 'large'] }).notNull(),
  color: text('color').notNull(),
  labels: jsonb('labels').$type<{ text: { rus: string; eng?: string; hye?: string }; color: string }[]>().notNull(),
  age_limit_id: integer('age_limit_id').references(() => ageLimits.id),
  rating: doublePrecision('rating'),
  advertiser_info: jsonb('advertiser_info').$type<{ owner: string; token: string; font_color: string }>(),
  ad_pixel: jsonb('ad_pixel').$type<{ links: { show_url: string; click_url: string } }>(),
  media_files: jsonb('media_files').$type<{ format: string; url: string }[]>().notNull(),
  is_clickable: boolean('is_clickable').notNull(),
  image: text('image').notNull(),
  image_mobile: text('image_mobile').notNull(),
  icon: text('icon'),
  small_icon: text('small_icon'),
  logo: text('logo'),
});
