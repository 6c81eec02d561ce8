import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, promoCodeActivations, promoCodeAttempts, promoCodes } from '../../db/schema/index.js';
import type { EntitlementsService } from '../entitlements/service.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type ActivationResult = { kind: 'activated'; grantedUntil: Date | null } | { kind: 'already_used' } | { kind: 'exhausted' };

/** Thrown inside the activation transaction to undo the account's activation row when the code has none left. */
class Exhausted extends Error {}

/** SQL for promo codes; activation is one transaction whose conditional writes make races grant at most what the code allows. */
export function promoCodesRepo(db: Db) {
  return {
    async byCode(code: string): Promise<PromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row;
    },

    async timeZone(accountId: string): Promise<string> {
      const [row] = await db.select({ time_zone: accounts.time_zone }).from(accounts).where(eq(accounts.id, accountId));
      return row?.time_zone ?? 'Europe/Moscow';
    },

    async addAttempt(accountId: string, at: Date): Promise<number> {
      const [row] = await db
        .insert(promoCodeAttempts)
        .values({ account_id: accountId, created_at: at })
        .returning({ id: promoCodeAttempts.id });
      return row!.id;
    },

    /** Tries older than the window count for nothing: they go as the account makes new ones, so the table stays small. */
    async forgetAttemptsBefore(accountId: string, before: Date): Promise<void> {
      await db.delete(promoCodeAttempts).where(and(eq(promoCodeAttempts.account_id, accountId), lte(promoCodeAttempts.created_at, before)));
    },

    async removeAttempt(id: number): Promise<void> {
      await db.delete(promoCodeAttempts).where(eq(promoCodeAttempts.id, id));
    },

    /** Attempts since `since` (the pending one included) and the oldest of them, which decides when a slot frees up. */
    async attemptsSince(accountId: string, since: Date): Promise<{ n: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: count(), oldest: min(promoCodeAttempts.created_at) })
        .from(promoCodeAttempts)
        .where(and(eq(promoCodeAttempts.account_id, accountId), gt(promoCodeAttempts.created_at, since)));
      return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /**
     * Once per account (the activation's primary key), at most max_activations overall (a conditional increment that
     * PostgreSQL re-checks after a concurrent one commits), and the service's days granted after any the account already holds.
     */
    async activate(code: PromoCodeRow, accountId: string, now: Date, grant: EntitlementsService['grant']): Promise<ActivationResult> {
      try {
        return await db.transaction(async (tx) => {
          const [mine] = await tx
            .insert(promoCodeActivations)
            .values({ promo_code_id: code.id, account_id: accountId, activated_at: now })
            .onConflictDoNothing()
            .returning({ id: promoCodeActivations.promo_code_id });
          if (!mine) return { kind: 'already_used' as const };
          const [counted] = await tx
            .update(promoCodes)
            .set({ activations: sql`${promoCodes.activations} + 1` })
            .where(
              and(
                eq(promoCodes.id, code.id),
                sql`(${promoCodes.max_activations} is null or ${promoCodes.activations} < ${promoCodes.max_activations})`,
              ),
            )
            .returning({ id: promoCodes.id });
          if (!counted) throw new Exhausted();
          if (code.service_id === null || code.grant_days === null) return { kind: 'activated' as const, grantedUntil: null };
          const granted = await grant(tx, {
            account_id: accountId,
            service_id: code.service_id,
            days: code.grant_days,
            source: 'promo_code',
            source_id: String(code.id),
          });
          return { kind: 'activated' as const, grantedUntil: granted.ends_at };
        });
      } catch (error) {
        if (error instanceof Exhausted) return { kind: 'exhausted' };
        throw error;
      }
    },
  };
}

export type PromoCodesRepo = ReturnType<typeof promoCodesRepo>;
