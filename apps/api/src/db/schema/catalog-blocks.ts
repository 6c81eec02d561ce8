import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { type BannerTarget, CATALOG_ITEM_TYPES } from './catalog-offers.js';
import { i18nText } from './i18n.js';

/** A page of blocks addressed by alias: home, the theme pages, landings (spec 2 §2). */
export const mediaViews = pgTable('media_views', {
  id: integer('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  name: i18nText('name').notNull(),
});

/**
 * spec 2 §3 Media block. custom_data keeps the operator's JSON as imported: texts as {rus, eng?, hye?}
 * objects and images as {"$image": "<kind>/<key>"}; both are resolved per request.
 */
export const mediaBlocks = pgTable(
  'media_blocks',
  {
    id: integer('id').primaryKey(),
    media_view_id: integer('media_view_id')
      .notNull()
      .references(() => mediaViews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    tag: text('tag'),
    name: i18nText('name').notNull(),
    sub_name: i18nText('sub_name'),
    display_type: text('display_type'),
    target: jsonb('target').$type<BannerTarget>(),
    custom_data: jsonb('custom_data').$type<Record<string, unknown>>(),
  },
  (t) => [index('media_blocks_view_idx').on(t.media_view_id, t.position)],
);

export const mediaBlockItems = pgTable(
  'media_block_items',
  {
    media_block_id: integer('media_block_id')
      .notNull()
      .references(() => mediaBlocks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    item_type: text('item_type', { enum: CATALOG_ITEM_TYPES }).notNull(),
    item_id: integer('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.media_block_id, t.position] })],
);
