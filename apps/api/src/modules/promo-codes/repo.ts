import { and, asc, count, desc, eq, gt, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  bankCards,
  promoCodeActivations,
  promoCodeAttempts,
  promoCodeBatches,
  promoCodes,
  serviceItems,
  services,
} from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';
import type { EntitlementsService } from '../entitlements/service.js';
import type { AccountEventType } from '../notifications/service.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoBatchRow = typeof promoCodeBatches.$inferSelect;
/** What every code of a batch is: the grant, texts and validity the operator gave once. */
export type BatchCodeValues = Omit<typeof promoCodes.$inferInsert, 'id' | 'code' | 'batch_id' | 'activations' | 'created_at'>;
/** spec 1 §4 account events, written in the transaction of what they tell. */
export type AddAccountEvent = (
  executor: Tx | Db,
  accountId: string,
  type: AccountEventType,
  payload: Record<string, unknown>,
  now: Date,
) => Promise<void>;
/** Draws `n` candidate codes; the repo keeps the ones no other code has. */
export type DrawCodes = (n: number) => string[];

/** Rounds of drawing again for codes another code already had: with 50 random bits one round almost always does. */
const DRAW_ROUNDS = 5;
/** Rows per insert, well under PostgreSQL's 65535 parameters. */
const INSERT_CHUNK = 1000;
export type ActivationResult = { kind: 'activated'; grantedUntil: Date | null } | { kind: 'already_used' } | { kind: 'exhausted' };

/** Thrown inside the activation transaction to undo the account's activation row when the code has none left. */
class Exhausted extends Error {}

/** SQL for promo codes; activation is one transaction whose conditional writes make races grant at most what the code allows. */
export function promoCodesRepo(db: Db, addEvent: AddAccountEvent) {
  return {
    async byCode(code: string): Promise<PromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row;
    },

    /** Whether the account has a bank card linked and not removed (what a card-only code asks for). */
    async hasLinkedCard(accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bankCards.id })
        .from(bankCards)
        .where(and(eq(bankCards.account_id, accountId), eq(bankCards.linked, true), isNull(bankCards.deleted_at)))
        .limit(1);
      return row !== undefined;
    },

    async serviceExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, id));
      return row !== undefined;
    },

    /** The service and every service under it (a bundle opens its parts' items): the table is the operator's short list. */
    async serviceTree(serviceId: number): Promise<number[]> {
      const rows = await db.select({ id: services.id, parent_id: services.parent_id }).from(services);
      const tree = [serviceId];
      for (let at = 0; at < tree.length; at += 1)
        for (const row of rows) if (row.parent_id === tree[at] && !tree.includes(row.id)) tree.push(row.id);
      return tree;
    },

    /** What the services open, for the poster strip: media items, then karaoke, then channels ('media_item' sorts last). */
    serviceItemRefs: (serviceIds: number[], limit: number) =>
      db
        .selectDistinct({ item_type: serviceItems.item_type, item_id: serviceItems.item_id })
        .from(serviceItems)
        .where(inArray(serviceItems.service_id, serviceIds))
        .orderBy(desc(serviceItems.item_type), asc(serviceItems.item_id))
        .limit(limit),

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
          // spec 1 §4: the account's other tabs and devices reload to show what the code opened.
          await addEvent(tx, accountId, 'promocode_activated', { promo_code_id: code.id }, now);
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

    /** The batch and its `count` codes in one transaction: all of them, or (any failure) none. */
    async createBatch(campaign: string, count: number, values: BatchCodeValues, draw: DrawCodes, now: Date): Promise<PromoBatchRow> {
      return db.transaction(async (tx) => {
        const [batch] = await tx.insert(promoCodeBatches).values({ campaign, created_at: now }).returning();
        let missing = count;
        for (let round = 0; missing > 0; round += 1) {
          if (round === DRAW_ROUNDS) throw new Error(`Could not draw ${count} unique promo codes`);
          const candidates = [...new Set(draw(missing))];
          for (let start = 0; start < candidates.length; start += INSERT_CHUNK) {
            const rows = candidates
              .slice(start, start + INSERT_CHUNK)
              .map((code) => ({ ...values, code, batch_id: batch!.id, created_at: now }));
            // A code another code already has is skipped here and drawn again in the next round.
            const inserted = await tx.insert(promoCodes).values(rows).onConflictDoNothing().returning({ id: promoCodes.id });
            missing -= inserted.length;
          }
        }
        return batch!;
      });
    },

    async batchById(id: number): Promise<PromoBatchRow | undefined> {
      const [row] = await db.select().from(promoCodeBatches).where(eq(promoCodeBatches.id, id));
      return row;
    },

    batchCodes: (batchId: number) =>
      db
        .select({
          code: promoCodes.code,
          activations: promoCodes.activations,
          max_activations: promoCodes.max_activations,
          valid_from: promoCodes.valid_from,
          valid_until: promoCodes.valid_until,
          requires_card: promoCodes.requires_card,
        })
        .from(promoCodes)
        .where(eq(promoCodes.batch_id, batchId))
        .orderBy(asc(promoCodes.id)),
  };
}

export type PromoCodesRepo = ReturnType<typeof promoCodesRepo>;
