import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankCards, cardPayments } from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';
import type { AccountEventType, NotificationsService } from '../notifications/service.js';

export type BankCardRow = typeof bankCards.$inferSelect;
export type CardPaymentRow = typeof cardPayments.$inferSelect;
export type NewCardPayment = Omit<typeof cardPayments.$inferInsert, 'id' | 'status' | 'settled_at' | 'result'>;

const OPEN = ['pending', 'challenge'] as const;

/** Writes spec 1 §4 account events; the notifications module keeps them in order and pushes them. */
export type AccountEvents = Pick<NotificationsService, 'addEvent'>;

export function paymentsRepo(db: Db, events: AccountEvents) {
  return {
    /** The cards the viewer sees: linked and not unlinked. */
    cards: (accountId: string): Promise<BankCardRow[]> =>
      db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.account_id, accountId), eq(bankCards.linked, true), isNull(bankCards.deleted_at)))
        .orderBy(asc(bankCards.created_at)),

    /** A card that may still pay, linked or kept for one purchase's renewals. */
    async card(accountId: string, id: string): Promise<BankCardRow | undefined> {
      const [row] = await db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.id, id), eq(bankCards.account_id, accountId), isNull(bankCards.deleted_at)));
      return row;
    },

    async unlinkCard(accountId: string, id: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(bankCards)
          .set({ deleted_at: now })
          .where(and(eq(bankCards.id, id), eq(bankCards.account_id, accountId), isNull(bankCards.deleted_at)))
          .returning({ id: bankCards.id, brand: bankCards.brand, last4: bankCards.last4 });
        if (!row) return false;
        await addEvent(tx, accountId, 'bank_card_deleted', { bank_card_id: row.id, brand: row.brand, last4: row.last4 }, now);
        return true;
      });
    },

    /** The payment for this idempotency key: written now, or the one an earlier try with the key wrote. */
    async open(payment: NewCardPayment): Promise<CardPaymentRow> {
      const [inserted] = await db
        .insert(cardPayments)
        .values({ ...payment, status: 'pending' })
        .onConflictDoNothing({ target: [cardPayments.account_id, cardPayments.idempotency_key] })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(cardPayments)
        .where(and(eq(cardPayments.account_id, payment.account_id), eq(cardPayments.idempotency_key, payment.idempotency_key ?? '')));
      if (!existing) throw new Error('The payment was neither written nor found');
      return existing;
    },

    async byKey(accountId: string, key: string): Promise<CardPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(cardPayments)
        .where(and(eq(cardPayments.account_id, accountId), eq(cardPayments.idempotency_key, key)));
      return row;
    },

    async find(id: string, accountId?: string): Promise<CardPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(cardPayments)
        .where(and(eq(cardPayments.id, id), accountId ? eq(cardPayments.account_id, accountId) : undefined));
      return row;
    },

    async setAcquirerRef(id: string, ref: string): Promise<void> {
      await db.update(cardPayments).set({ acquirer_ref: ref }).where(eq(cardPayments.id, id));
    },

    async challenge(id: string, ref: string, challengeUrl: string | null): Promise<void> {
      await db
        .update(cardPayments)
        .set({ status: 'challenge', acquirer_ref: ref, challenge_url: challengeUrl })
        .where(and(eq(cardPayments.id, id), inArray(cardPayments.status, [...OPEN])));
    },

    /**
     * Moves an open payment to its outcome and runs what the outcome writes in the same transaction. The first
     * statement is the conditional move, so of two settlements at once (an answer and a callback) only one writes.
     */
    async settle<R>(
      id: string,
      outcome: { status: 'captured' | 'declined'; acquirerRef: string; decline: string | null },
      now: Date,
      write: (tx: Tx, payment: CardPaymentRow) => Promise<R>,
    ): Promise<CardPaymentRow | undefined> {
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(cardPayments)
          .set({ status: outcome.status, acquirer_ref: outcome.acquirerRef, decline: outcome.decline, settled_at: now })
          .where(and(eq(cardPayments.id, id), inArray(cardPayments.status, [...OPEN])))
          .returning();
        if (!moved) return undefined;
        const result = await write(tx, moved);
        const [done] = await tx
          .update(cardPayments)
          .set({ result: result ?? null })
          .where(eq(cardPayments.id, id))
          .returning();
        return done;
      });
    },

    /** A captured payment given back: marked refunded with what the refund undoes, in one transaction, once. */
    async refunded(id: string, now: Date, undo: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        const moved = await tx
          .update(cardPayments)
          .set({ status: 'refunded', settled_at: now })
          .where(and(eq(cardPayments.id, id), eq(cardPayments.status, 'captured')))
          .returning({ id: cardPayments.id });
        if (moved.length > 0) await undo(tx);
      });
    },

    async insertCard(tx: Tx, card: Omit<typeof bankCards.$inferInsert, 'id'>): Promise<BankCardRow> {
      const [row] = await tx.insert(bankCards).values(card).returning();
      if (!row) throw new Error('The card was not written');
      return row;
    },

    async keepOnlyForRenewals(tx: Tx, cardId: string): Promise<void> {
      await tx.update(bankCards).set({ linked: false }).where(eq(bankCards.id, cardId));
    },

    /** Payments still open that were started before `before`: their outcome is read from the acquirer. */
    stale: (before: Date): Promise<CardPaymentRow[]> =>
      db
        .select()
        .from(cardPayments)
        .where(and(inArray(cardPayments.status, [...OPEN]), lt(cardPayments.created_at, before)))
        .orderBy(asc(cardPayments.created_at))
        .limit(100),

    addEvent,
  };

  /** spec 1 §4 payment events, written in the transaction of what they tell. */
  async function addEvent(
    executor: Tx | Db,
    accountId: string,
    type: Exclude<AccountEventType, 'message'>,
    payload: Record<string, unknown>,
    now: Date,
  ): Promise<void> {
    await events.addEvent(executor, accountId, type, payload, now);
  }
}

export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
