import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bonusLedger, bonusMembers, bonusPrograms, mediaItems, purchaseOrders, services } from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';
import type { AccountEvents } from '../payments/repo.js';

export type ProgramRow = typeof bonusPrograms.$inferSelect;
export type MemberRow = typeof bonusMembers.$inferSelect;
export type LoginType = NonNullable<MemberRow['login_type']>;

export interface OpenRequest {
  request_id: string;
  request_action: 'register' | 'use_custom_login';
  request_login: string;
  request_login_type: LoginType;
}

/** How many history rows /my/bonuses/{id} shows. */
const HISTORY_LENGTH = 200;

export function bonusesRepo(db: Db, addEvent: AccountEvents['addEvent']) {
  /** Points in or out of a member's balance and the ledger row saying why, in the caller's transaction. */
  async function move(
    tx: Tx,
    row: {
      account_id: string;
      program_id: number;
      points: number;
      reason: (typeof bonusLedger.$inferInsert)['reason'];
      order_id: string | null;
    },
    now: Date,
  ): Promise<boolean> {
    // The balance check and the change are one statement: concurrent spends queue on the row and none overdraws.
    const [moved] = await tx
      .update(bonusMembers)
      .set({ balance: sql`${bonusMembers.balance} + ${row.points}` })
      .where(
        and(
          eq(bonusMembers.account_id, row.account_id),
          eq(bonusMembers.program_id, row.program_id),
          isNotNull(bonusMembers.registered_at),
          sql`${bonusMembers.balance} + ${row.points} >= 0`,
        ),
      )
      .returning({ balance: bonusMembers.balance });
    if (!moved) return false;
    await tx.insert(bonusLedger).values({ ...row, created_at: now });
    await addEvent(tx, row.account_id, 'bonuses_changed', { program_id: row.program_id, points: row.points }, now);
    return true;
  }

  async function member(accountId: string, programId: number, tx: Tx | Db = db): Promise<MemberRow | undefined> {
    const [row] = await tx
      .select()
      .from(bonusMembers)
      .where(and(eq(bonusMembers.account_id, accountId), eq(bonusMembers.program_id, programId)));
    return row;
  }

  return {
    move,
    member,

    programs: (tx: Tx | Db = db): Promise<ProgramRow[]> =>
      tx.select().from(bonusPrograms).where(eq(bonusPrograms.active, true)).orderBy(asc(bonusPrograms.position), asc(bonusPrograms.id)),

    async program(id: number): Promise<ProgramRow | undefined> {
      const [row] = await db
        .select()
        .from(bonusPrograms)
        .where(and(eq(bonusPrograms.id, id), eq(bonusPrograms.active, true)));
      return row;
    },

    members: (accountId: string, tx: Tx | Db = db): Promise<MemberRow[]> =>
      tx.select().from(bonusMembers).where(eq(bonusMembers.account_id, accountId)),

    /** The request a code was just sent for; it replaces any open one (whose code then confirms nothing). */
    async openRequest(accountId: string, programId: number, request: OpenRequest): Promise<void> {
      await db
        .insert(bonusMembers)
        .values({ account_id: accountId, program_id: programId, ...request })
        .onConflictDoUpdate({ target: [bonusMembers.account_id, bonusMembers.program_id], set: request });
    },

    /**
     * The open request, if it still is `requestId`, becomes the member's login, and the account is registered; a first
     * registration gets the welcome points. Answers null when the request was used or replaced meanwhile.
     */
    async confirm(
      accountId: string,
      program: ProgramRow,
      request: { id: string; action: OpenRequest['request_action'] },
      now: Date,
    ): Promise<MemberRow | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ registered_at: bonusMembers.registered_at })
          .from(bonusMembers)
          .where(and(eq(bonusMembers.account_id, accountId), eq(bonusMembers.program_id, program.id)))
          .for('update');
        const [confirmed] = await tx
          .update(bonusMembers)
          .set({
            login: sql`${bonusMembers.request_login}`,
            login_type: sql`${bonusMembers.request_login_type}`,
            registered_at: sql`coalesce(${bonusMembers.registered_at}, ${now.toISOString()}::timestamptz)`,
            request_id: null,
            request_action: null,
            request_login: null,
            request_login_type: null,
          })
          .where(
            and(
              eq(bonusMembers.account_id, accountId),
              eq(bonusMembers.program_id, program.id),
              eq(bonusMembers.request_id, request.id),
              eq(bonusMembers.request_action, request.action),
            ),
          )
          .returning();
        if (!confirmed) return null;
        if (!before?.registered_at && program.welcome_points > 0) {
          await move(
            tx,
            { account_id: accountId, program_id: program.id, points: program.welcome_points, reason: 'welcome', order_id: null },
            now,
          );
        } else {
          await addEvent(tx, accountId, 'bonuses_changed', { program_id: program.id }, now);
        }
        return (await member(accountId, program.id, tx)) ?? null;
      });
    },

    /** The member's points in and out, newest first, with what each order bought. */
    history: (accountId: string, programId: number) =>
      db
        .select({ entry: bonusLedger, film: mediaItems.name, service: services.name })
        .from(bonusLedger)
        .leftJoin(purchaseOrders, eq(purchaseOrders.id, bonusLedger.order_id))
        .leftJoin(mediaItems, eq(mediaItems.id, purchaseOrders.media_item_id))
        .leftJoin(services, eq(services.id, purchaseOrders.service_id))
        .where(and(eq(bonusLedger.account_id, accountId), eq(bonusLedger.program_id, programId)))
        .orderBy(desc(bonusLedger.created_at), desc(bonusLedger.id))
        .limit(HISTORY_LENGTH),

    /** What an order spent or earned, so a refund moves it back. */
    async ofOrder(tx: Tx, orderId: string) {
      return tx
        .select({ account_id: bonusLedger.account_id, program_id: bonusLedger.program_id, points: bonusLedger.points })
        .from(bonusLedger)
        .where(eq(bonusLedger.order_id, orderId));
    },
  };
}

export type BonusesRepo = ReturnType<typeof bonusesRepo>;
