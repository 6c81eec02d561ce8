import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favorites } from '../../db/schema/index.js';

type FavoriteRow = typeof favorites.$inferSelect;
export type FavoriteKey = Pick<FavoriteRow, 'owner' | 'item_type' | 'item_id'>;

/** How many favourites /my/collection shows. */
const FAVORITES_LIST_LIMIT = 500;

export function favoritesRepo(db: Db) {
  return {
    async add(row: FavoriteRow): Promise<void> {
      await db.insert(favorites).values(row).onConflictDoNothing();
    },
    async delete(key: FavoriteKey): Promise<void> {
      await db
        .delete(favorites)
        .where(and(eq(favorites.owner, key.owner), eq(favorites.item_type, key.item_type), eq(favorites.item_id, key.item_id)));
    },
    list: (owner: string) =>
      db
        .select({ item_type: favorites.item_type, item_id: favorites.item_id })
        .from(favorites)
        .where(eq(favorites.owner, owner))
        .orderBy(desc(favorites.created_at))
        .limit(FAVORITES_LIST_LIMIT),
  };
}

export type FavoritesRepo = ReturnType<typeof favoritesRepo>;
