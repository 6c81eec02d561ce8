import type { MessageStatusBody } from '@efir/contract';
import { and, asc, count, desc, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountEventCounters, accountEvents, accounts, mediaViews, messages, pollAnswers, profiles } from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';

export type AccountEventType = (typeof accountEvents.$inferInsert)['type'];
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = Omit<typeof messages.$inferInsert, 'id'>;

/** One event to append; an account appears at most once per call. */
export interface NewEvent {
  accountId: string;
  type: AccountEventType;
  payload?: Record<string, unknown>;
  messageId?: string;
}

/** A stored event with the message it announces, if any. */
export interface StoredEvent {
  seq: number;
  type: AccountEventType;
  payload: unknown;
  message: MessageRow | null;
}

/** Rows per insert: PostgreSQL takes at most 65,535 parameters a statement. */
const CHUNK = 5000;

/** A status's times, the first of each kept: shown implies delivered, clicked implies both (a browser may miss one). */
function statusTimes(status: MessageStatusBody['status'], now: Date) {
  const first = (column: typeof messages.delivered_at | typeof messages.shown_at | typeof messages.clicked_at) =>
    sql`coalesce(${column}, ${now})`;
  return {
    delivered_at: first(messages.delivered_at),
    ...(status !== 'delivered' ? { shown_at: first(messages.shown_at) } : {}),
    ...(status === 'clicked' ? { clicked_at: first(messages.clicked_at) } : {}),
  };
}

export function notificationsRepo(db: Db) {
  /** The messages a profile sees: its account's for everyone, and those addressed to it. */
  const visibleTo = (accountId: string, profileId: string | null) =>
    and(
      eq(messages.account_id, accountId),
      profileId ? or(isNull(messages.profile_id), eq(messages.profile_id, profileId)) : isNull(messages.profile_id),
    );

  return {
    /**
     * Appends events with the next `seq` of each account. The counter row stays locked until the caller's transaction
     * ends, so one account's events commit in `seq` order and a rolled-back one gives its number back. Answers each
     * event's account and seq in the order given.
     */
    async appendEvents(executor: Tx | Db, events: NewEvent[], now: Date): Promise<{ accountId: string; seq: number }[]> {
      const appended: { accountId: string; seq: number }[] = [];
      for (let start = 0; start < events.length; start += CHUNK) {
        const chunk = events.slice(start, start + CHUNK);
        const counters = await executor
          .insert(accountEventCounters)
          .values(chunk.map((event) => ({ account_id: event.accountId, last_seq: 1 })))
          .onConflictDoUpdate({ target: accountEventCounters.account_id, set: { last_seq: sql`${accountEventCounters.last_seq} + 1` } })
          .returning();
        const seqOf = new Map(counters.map((row) => [row.account_id, row.last_seq]));
        const rows = chunk.map((event) => ({
          account_id: event.accountId,
          seq: seqOf.get(event.accountId)!,
          type: event.type,
          payload: event.payload ?? {},
          message_id: event.messageId ?? null,
          created_at: now,
        }));
        await executor.insert(accountEvents).values(rows);
        appended.push(...rows.map((row) => ({ accountId: row.account_id, seq: row.seq })));
      }
      return appended;
    },

    async insertMessages(tx: Tx, rows: NewMessage[]): Promise<MessageRow[]> {
      const inserted: MessageRow[] = [];
      for (let start = 0; start < rows.length; start += CHUNK) {
        inserted.push(
          ...(await tx
            .insert(messages)
            .values(rows.slice(start, start + CHUNK))
            .returning()),
        );
      }
      return inserted;
    },

    /** The account's events after `afterSeq`, oldest first. */
    async eventsAfter(accountId: string, afterSeq: number, limit: number): Promise<StoredEvent[]> {
      const rows = await db
        .select({ seq: accountEvents.seq, type: accountEvents.type, payload: accountEvents.payload, message: messages })
        .from(accountEvents)
        .leftJoin(messages, eq(messages.id, accountEvents.message_id))
        .where(and(eq(accountEvents.account_id, accountId), gt(accountEvents.seq, afterSeq)))
        .orderBy(asc(accountEvents.seq))
        .limit(limit);
      return rows;
    },

    async lastSeq(accountId: string): Promise<number> {
      const [row] = await db
        .select({ last: accountEventCounters.last_seq })
        .from(accountEventCounters)
        .where(eq(accountEventCounters.account_id, accountId));
      return row?.last ?? 0;
    },

    /** The journal's messages, newest first, each with whether its poll (if any) is answered. */
    journal: (accountId: string, profileId: string | null, limit: number): Promise<(MessageRow & { answered: boolean })[]> =>
      db
        .select({ ...getTableColumns(messages), answered: sql<boolean>`${pollAnswers.message_id} is not null` })
        .from(messages)
        .leftJoin(pollAnswers, eq(pollAnswers.message_id, messages.id))
        .where(visibleTo(accountId, profileId))
        .orderBy(desc(messages.created_at), desc(messages.id))
        .limit(limit),

    /** The poll message this profile sees, or none. */
    async pollMessage(accountId: string, profileId: string | null, messageId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.event_code, 'poll'), visibleTo(accountId, profileId)));
      return row;
    },

    /** Stores a recipient's answers once, and opens its message; answers false when they were given before. */
    async answerPoll(messageId: string, pollId: string, answers: number[], now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const stored = await tx
          .insert(pollAnswers)
          .values({ message_id: messageId, poll_id: pollId, answers, created_at: now })
          .onConflictDoNothing()
          .returning({ id: pollAnswers.message_id });
        if (stored.length === 0) return false;
        await tx.update(messages).set(statusTimes('clicked', now)).where(eq(messages.id, messageId));
        return true;
      });
    },

    /** One message of a sending that carried the poll (its questions), and every answer given to it. */
    async pollWithAnswers(pollId: string): Promise<{ message: MessageRow; answers: number[][] } | undefined> {
      const [message] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.event_code, 'poll'), sql`${messages.display}->'poll'->>'id' = ${pollId}`))
        .limit(1);
      if (!message) return undefined;
      const rows = await db.select({ answers: pollAnswers.answers }).from(pollAnswers).where(eq(pollAnswers.poll_id, pollId));
      return { message, answers: rows.map((row) => row.answers) };
    },

    /** Messages the profile sees and has not opened (clicked) yet. */
    async unread(accountId: string, profileId: string | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messages)
        .where(and(visibleTo(accountId, profileId), isNull(messages.clicked_at)));
      return row?.n ?? 0;
    },

    /** Records a status (see statusTimes); answers whether the message is one this profile sees. */
    async setStatus(accountId: string, profileId: string | null, messageId: string, status: MessageStatusBody['status'], now: Date) {
      const updated = await db
        .update(messages)
        .set(statusTimes(status, now))
        .where(and(eq(messages.id, messageId), visibleTo(accountId, profileId)))
        .returning({ id: messages.id });
      return updated.length > 0;
    },

    accountIdBy: async (where: { id?: string; phone?: string; email?: string }): Promise<string | undefined> => {
      const condition = where.id
        ? eq(accounts.id, where.id)
        : where.phone
          ? eq(accounts.phone, where.phone)
          : eq(accounts.email, where.email!);
      const [row] = await db.select({ id: accounts.id }).from(accounts).where(condition);
      return row?.id;
    },

    mediaViewExists: async (alias: string): Promise<boolean> =>
      (await db.select({ id: mediaViews.id }).from(mediaViews).where(eq(mediaViews.alias, alias)).limit(1)).length > 0,

    profileOwner: async (profileId: string): Promise<string | undefined> => {
      const [row] = await db.select({ accountId: profiles.account_id }).from(profiles).where(eq(profiles.id, profileId));
      return row?.accountId;
    },

    allAccountIds: async (): Promise<string[]> => (await db.select({ id: accounts.id }).from(accounts)).map((row) => row.id),

    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),
  };
}

export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
