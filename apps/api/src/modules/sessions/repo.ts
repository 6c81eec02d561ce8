import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';

export type SessionRow = typeof sessions.$inferSelect;

export function sessionsRepo(db: Db) {
  return {
    async insert(values: typeof sessions.$inferInsert, tx: Tx | Db = db): Promise<SessionRow> {
      const [row] = await tx.insert(sessions).values(values).returning();
      return row!;
    },
    async insertIfAbsent(values: typeof sessions.$inferInsert, tx: Tx | Db = db): Promise<void> {
      await tx.insert(sessions).values(values).onConflictDoNothing();
    },
    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.token_hash, tokenHash)).limit(1);
      return row;
    },
    async touch(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ last_seen_at: at }).where(eq(sessions.id, id));
    },
    /** Demo sessions revoked, expired, or idle since before `idleSince`; returns how many went. */
    async deleteDeadDemo(now: Date, idleSince: Date): Promise<number> {
      const dead = or(isNotNull(sessions.revoked_at), lt(sessions.expires_at, now), lt(sessions.last_seen_at, idleSince));
      const deleted = await db
        .delete(sessions)
        .where(and(isNull(sessions.account_id), dead))
        .returning({ id: sessions.id });
      return deleted.length;
    },
    async revoke(id: string, at: Date, tx: Tx | Db = db): Promise<void> {
      await tx.update(sessions).set({ revoked_at: at }).where(eq(sessions.id, id));
    },
    async revokeAccount(accountId: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revoked_at: at })
        .where(and(eq(sessions.account_id, accountId), isNull(sessions.revoked_at)));
    },
    /** Compare-and-set: `to` is stored only while the row still holds `from`. */
    async moveRegion(tx: Tx, id: string, from: string | null, to: string): Promise<boolean> {
      const moved = await tx
        .update(sessions)
        .set({ region: to })
        .where(and(eq(sessions.id, id), from === null ? isNull(sessions.region) : eq(sessions.region, from)))
        .returning({ id: sessions.id });
      return moved.length > 0;
    },
    async setState(id: string, state: SessionRow['state']): Promise<void> {
      await db.update(sessions).set({ state }).where(eq(sessions.id, id));
    },
  };
}

export type SessionsRepo = ReturnType<typeof sessionsRepo>;
