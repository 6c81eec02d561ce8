import { and, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tvCodes } from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';

export type TvCodeRow = typeof tvCodes.$inferSelect;

export function tvCodesRepo(db: Db) {
  return {
    /** The new code, or undefined when its hash is taken (another live or recent code): the caller draws again. */
    async insert(values: Pick<TvCodeRow, 'code_hash' | 'tv_session_id' | 'created_at' | 'expires_at'>): Promise<TvCodeRow | undefined> {
      const [row] = await db.insert(tvCodes).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** A TV's earlier codes that nobody entered stop working when it asks for a new one: one code per screen. */
    async retirePending(tvSessionId: string, now: Date): Promise<void> {
      await db
        .update(tvCodes)
        .set({ expires_at: now })
        .where(and(eq(tvCodes.tv_session_id, tvSessionId), isNull(tvCodes.authorised_at), gt(tvCodes.expires_at, now)));
    },

    byHash: async (codeHash: string): Promise<TvCodeRow | undefined> =>
      (await db.select().from(tvCodes).where(eq(tvCodes.code_hash, codeHash)).limit(1))[0],

    latestOf: async (tvSessionId: string): Promise<TvCodeRow | undefined> =>
      (await db.select().from(tvCodes).where(eq(tvCodes.tv_session_id, tvSessionId)).orderBy(desc(tvCodes.created_at)).limit(1))[0],

    /** Single use under a race: only the first of simultaneous entries of a live code matches. */
    async authorise(id: string, accountId: string, now: Date, tx: Tx): Promise<boolean> {
      const rows = await tx
        .update(tvCodes)
        .set({ account_id: accountId, authorised_at: now })
        .where(and(eq(tvCodes.id, id), isNull(tvCodes.authorised_at), gt(tvCodes.expires_at, now)))
        .returning({ id: tvCodes.id });
      return rows.length === 1;
    },

    /** The TV takes the sign-in once: a second poll racing the first finds it taken. */
    async claim(id: string, authorisedSince: Date, now: Date, tx: Tx): Promise<boolean> {
      const rows = await tx
        .update(tvCodes)
        .set({ claimed_at: now })
        .where(
          and(eq(tvCodes.id, id), isNotNull(tvCodes.authorised_at), gt(tvCodes.authorised_at, authorisedSince), isNull(tvCodes.claimed_at)),
        )
        .returning({ id: tvCodes.id });
      return rows.length === 1;
    },

    /** Codes dead since before `before` go, so the table holds only the last day's. */
    async deleteExpiredBefore(before: Date): Promise<void> {
      await db.delete(tvCodes).where(lt(tvCodes.expires_at, before));
    },
  };
}

export type TvCodesRepo = ReturnType<typeof tvCodesRepo>;
