import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { voiceLinks } from '../../db/schema/index.js';

export type VoiceLinkRow = typeof voiceLinks.$inferSelect;

export function voiceLinksRepo(db: Db) {
  return {
    async byAccount(accountId: string): Promise<VoiceLinkRow | undefined> {
      const [row] = await db.select().from(voiceLinks).where(eq(voiceLinks.account_id, accountId));
      return row;
    },
    /** A new pending code for the account, replacing an earlier one; false when another account's pending code is the same. */
    async putCode(accountId: string, code: string, expiresAt: Date, now: Date): Promise<boolean> {
      // An expired code frees its digits for anyone.
      await db
        .update(voiceLinks)
        .set({ code: null, code_expires_at: null })
        .where(and(isNotNull(voiceLinks.code), lte(voiceLinks.code_expires_at, now)));
      const rows = await db
        .insert(voiceLinks)
        .values({ account_id: accountId, code, code_expires_at: expiresAt })
        .onConflictDoUpdate({ target: voiceLinks.account_id, set: { code, code_expires_at: expiresAt } })
        .returning({ account_id: voiceLinks.account_id })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return [];
          throw error;
        });
      return rows.length > 0;
    },
    byCode: async (code: string): Promise<VoiceLinkRow | undefined> => {
      const [row] = await db.select().from(voiceLinks).where(eq(voiceLinks.code, code));
      return row;
    },
    /** Single use: the code is cleared in the same statement that links, so two redemptions cannot both win. */
    async redeem(code: string, assistantUserId: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(voiceLinks)
        .set({ code: null, code_expires_at: null, assistant_user_id: assistantUserId, linked_at: now })
        .where(and(eq(voiceLinks.code, code), gt(voiceLinks.code_expires_at, now)))
        .returning({ account_id: voiceLinks.account_id });
      return row?.account_id;
    },
    async unlink(accountId: string): Promise<void> {
      await db
        .update(voiceLinks)
        .set({ code: null, code_expires_at: null, assistant_user_id: null, linked_at: null })
        .where(eq(voiceLinks.account_id, accountId));
    },
  };
}

/** PostgreSQL unique_violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type VoiceLinksRepo = ReturnType<typeof voiceLinksRepo>;
