import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ratings } from '../../db/schema/index.js';

export function ratingsRepo(db: Db) {
  return {
    async set(row: typeof ratings.$inferInsert): Promise<void> {
      await db
        .insert(ratings)
        .values(row)
        .onConflictDoUpdate({ target: [ratings.owner, ratings.media_item_id], set: { rating: row.rating, rated_at: row.rated_at } });
    },
    async delete(owner: string, mediaItemId: number): Promise<void> {
      await db.delete(ratings).where(and(eq(ratings.owner, owner), eq(ratings.media_item_id, mediaItemId)));
    },
  };
}

export type RatingsRepo = ReturnType<typeof ratingsRepo>;
