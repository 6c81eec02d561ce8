import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** What a viewer may mark as favourite (spec 2 §3 is_favorite on these entities). */
export const FAVORITE_ITEM_TYPES = ['media_item', 'channel', 'karaoke_item', 'program'] as const;

/**
 * Favourites (spec 2 §4): `owner` is `profile:<id>` when a profile is active, else `account:<id>`;
 * visitors have none. Items are referenced by type and id, so one list holds films, channels and songs.
 */
export const favorites = pgTable(
  'favorites',
  {
    owner: text('owner').notNull(),
    item_type: text('item_type', { enum: FAVORITE_ITEM_TYPES }).notNull(),
    item_id: integer('item_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.item_type, t.item_id] }), index('favorites_recent_idx').on(t.owner, t.created_at)],
);
