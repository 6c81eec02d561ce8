import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

export type KeyRow = typeof idempotencyKeys.$inferSelect;

export function idempotencyRepo(db: Db) {
  const mine = (accountId: string, key: string) => and(eq(idempotencyKeys.account_id, accountId), eq(idempotencyKeys.key, key));
  return {
    /** Takes the key for this request; false when some request holds or held it. */
    async take(accountId: string, key: string, requestHash: string, now: Date, lockedUntil: Date): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ account_id: accountId, key, request_hash: requestHash, state: 'in_progress', locked_until: lockedUntil, created_at: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    async find(accountId: string, key: string): Promise<KeyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(mine(accountId, key));
      return row;
    },

    /** A key whose request died (its lease ran out) goes to the one request that re-leases it first. */
    async takeOver(accountId: string, key: string, now: Date, lockedUntil: Date): Promise<boolean> {
      const rows = await db
        .update(idempotencyKeys)
        .set({ locked_until: lockedUntil })
        .where(and(mine(accountId, key), eq(idempotencyKeys.state, 'in_progress'), lte(idempotencyKeys.locked_until, now)))
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    async done(accountId: string, key: string, response: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ state: 'done', response: sql`${JSON.stringify(response)}::jsonb` })
        .where(mine(accountId, key));
    },

    async release(accountId: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(mine(accountId, key));
    },

    /** Keys past their replay window, deleted only if they are still the same row (created at `createdAt`). */
    async forget(accountId: string, key: string, createdAt: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(and(mine(accountId, key), eq(idempotencyKeys.created_at, createdAt)));
    },

    async purgeBefore(before: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(lte(idempotencyKeys.created_at, before));
    },
  };
}

export type IdempotencyRepo = ReturnType<typeof idempotencyRepo>;
