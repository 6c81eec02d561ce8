import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { confirmations, oneTimeCodes } from '../../db/schema/index.js';

export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type Channel = CodeRow['channel'];

/** SQL for one-time codes and the confirmations they buy; each state change is one conditional UPDATE, so races cannot double-spend. */
export function codesRepo(db: Db) {
  return {
    async insert(values: typeof oneTimeCodes.$inferInsert): Promise<number> {
      const [row] = await db.insert(oneTimeCodes).values(values).returning({ id: oneTimeCodes.id });
      return row!.id;
    },
    /** A code that never reached the viewer must not hold the resend timer or count towards the daily limit. */
    async remove(id: number): Promise<void> {
      await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
    },
    async latest(channel: Channel, target: string, action?: string): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(eq(oneTimeCodes.channel, channel), eq(oneTimeCodes.target, target), action ? eq(oneTimeCodes.action, action) : undefined),
        )
        .orderBy(desc(oneTimeCodes.created_at), desc(oneTimeCodes.id))
        .limit(1);
      return row;
    },
    /** Sends to a target since `since`, with the oldest of them (it decides when the daily window frees up). */
    async sentSince(channel: Channel, target: string, since: Date): Promise<{ n: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: count(), oldest: sql<string | null>`min(${oneTimeCodes.created_at})` })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.channel, channel), eq(oneTimeCodes.target, target), gt(oneTimeCodes.created_at, since)));
      return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    async latestForSession(sessionId: string, channel: Channel): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.session_id, sessionId), eq(oneTimeCodes.channel, channel)))
        .orderBy(desc(oneTimeCodes.created_at))
        .limit(1);
      return row;
    },
    /** Counts a wrong try; undefined when the code had no tries left. */
    async addAttempt(id: number, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, maxAttempts)))
        .returning({ attempts: oneTimeCodes.attempts });
      return row?.attempts;
    },
    /** Spends a code; false when it was spent, expired or out of tries meanwhile. */
    async use(id: number, at: Date, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(oneTimeCodes)
        .set({ used_at: at })
        .where(
          and(
            eq(oneTimeCodes.id, id),
            isNull(oneTimeCodes.used_at),
            gt(oneTimeCodes.expires_at, at),
            lt(oneTimeCodes.attempts, maxAttempts),
          ),
        )
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },
    async insertConfirmation(values: typeof confirmations.$inferInsert): Promise<void> {
      await db.insert(confirmations).values(values);
    },
    async useConfirmation(tokenHash: string, target: string, action: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(confirmations)
        .set({ used_at: at })
        .where(
          and(
            eq(confirmations.token_hash, tokenHash),
            eq(confirmations.target, target),
            eq(confirmations.action, action),
            isNull(confirmations.used_at),
            gt(confirmations.expires_at, at),
          ),
        )
        .returning({ id: confirmations.id });
      return rows.length === 1;
    },
  };
}

export type CodesRepo = ReturnType<typeof codesRepo>;
