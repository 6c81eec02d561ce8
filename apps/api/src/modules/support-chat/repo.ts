import type { SupportChatSettings } from '@efir/contract';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, profiles, settings, supportChatMessages, supportChats } from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';

export type ChatRow = typeof supportChats.$inferSelect;
export type ChatMessageRow = typeof supportChatMessages.$inferSelect;

/** Whose conversations these are: a signed-in account's, or a visitor's session's. */
export type ChatOwner = { accountId: string; profileId: string | null } | { accountId: null; sessionId: string };

const ownedBy = (owner: ChatOwner, brand: string) =>
  owner.accountId !== null
    ? and(eq(supportChats.account_id, owner.accountId), eq(supportChats.brand, brand))
    : and(eq(supportChats.session_id, owner.sessionId), isNull(supportChats.account_id), eq(supportChats.brand, brand));

export const settingsKey = (brand: string) => `support_chat:${brand}`;

export function supportChatRepo(db: Db) {
  const summaryColumns = {
    chat: supportChats,
    phone: accounts.phone,
    email: accounts.email,
    profile_name: profiles.name,
  };
  const withWriter = () =>
    db
      .select(summaryColumns)
      .from(supportChats)
      .leftJoin(accounts, eq(accounts.id, supportChats.account_id))
      .leftJoin(profiles, eq(profiles.id, supportChats.profile_id));

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /** The brand's settings; null when unset or turned off. */
    async setting(brand: string): Promise<SupportChatSettings | null> {
      const [row] = await db
        .select()
        .from(settings)
        .where(eq(settings.key, settingsKey(brand)))
        .limit(1);
      return (row?.value as SupportChatSettings | false | undefined) || null;
    },
    /** Off is kept as `false`, not as no row: the demo seed adds settings only where the operator never set any. */
    async putSetting(brand: string, value: SupportChatSettings | null, onlyIfUnset = false): Promise<void> {
      const row = { key: settingsKey(brand), value: value ?? false };
      const insert = db.insert(settings).values(row);
      await (onlyIfUnset ? insert.onConflictDoNothing() : insert.onConflictDoUpdate({ target: settings.key, set: { value: row.value } }));
    },

    /** The owner's newest conversation on the brand, open or closed. */
    async latest(owner: ChatOwner, brand: string, executor: Db | Tx = db): Promise<ChatRow | undefined> {
      const [row] = await executor.select().from(supportChats).where(ownedBy(owner, brand)).orderBy(desc(supportChats.id)).limit(1);
      return row;
    },
    /** The owner's open conversation, locked until the transaction ends; one is started when there is none. */
    async openFor(tx: Tx, owner: ChatOwner, brand: string, now: Date): Promise<ChatRow> {
      const find = async () => {
        const [row] = await tx
          .select()
          .from(supportChats)
          .where(and(ownedBy(owner, brand), eq(supportChats.status, 'open')))
          .for('update')
          .limit(1);
        return row;
      };
      const found = await find();
      if (found) return found;
      await tx
        .insert(supportChats)
        .values({
          brand,
          account_id: owner.accountId,
          session_id: owner.accountId === null ? owner.sessionId : null,
          profile_id: owner.accountId !== null ? owner.profileId : null,
          created_at: now,
          last_message_at: now,
        })
        .onConflictDoNothing();
      // Another request may have started it first: the unique index kept one, and it is read either way.
      return (await find())!;
    },
    async addMessage(tx: Tx, message: typeof supportChatMessages.$inferInsert): Promise<ChatMessageRow> {
      const [row] = await tx.insert(supportChatMessages).values(message).returning();
      return row!;
    },
    async update(executor: Db | Tx, id: number, values: Partial<typeof supportChats.$inferInsert>): Promise<void> {
      await executor.update(supportChats).set(values).where(eq(supportChats.id, id));
    },
    /** The newest `limit` messages, oldest first. */
    async messages(chatId: number, limit?: number): Promise<ChatMessageRow[]> {
      const query = db
        .select()
        .from(supportChatMessages)
        .where(eq(supportChatMessages.chat_id, chatId))
        .orderBy(desc(supportChatMessages.id));
      return (await (limit === undefined ? query : query.limit(limit))).reverse();
    },
    async unread(chat: ChatRow): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(supportChatMessages)
        .where(
          and(
            eq(supportChatMessages.chat_id, chat.id),
            eq(supportChatMessages.author, 'operator'),
            gt(supportChatMessages.id, chat.viewer_read_id),
          ),
        );
      return row?.count ?? 0;
    },
    /** The read mark only moves forward, and only up to a message of this conversation. */
    async markRead(chatId: number, upTo: number): Promise<void> {
      await db
        .update(supportChats)
        .set({ viewer_read_id: sql`greatest(${supportChats.viewer_read_id}, ${upTo})` })
        .where(
          and(
            eq(supportChats.id, chatId),
            sql`exists (select 1 from ${supportChatMessages} where ${supportChatMessages.chat_id} = ${chatId} and ${supportChatMessages.id} = ${upTo})`,
          ),
        );
    },

    /** A visitor's conversations on every brand, locked: sign-in hands them to the account. */
    async visitorChats(tx: Tx, sessionId: string): Promise<ChatRow[]> {
      return tx
        .select()
        .from(supportChats)
        .where(and(eq(supportChats.session_id, sessionId), isNull(supportChats.account_id)))
        .for('update');
    },
    async openAccountChat(tx: Tx, accountId: string, brand: string): Promise<ChatRow | undefined> {
      const [row] = await tx
        .select()
        .from(supportChats)
        .where(and(eq(supportChats.account_id, accountId), eq(supportChats.brand, brand), eq(supportChats.status, 'open')))
        .for('update')
        .limit(1);
      return row;
    },
    /** Moves one conversation's messages into another and removes the emptied one. */
    async merge(tx: Tx, fromId: number, intoId: number): Promise<void> {
      await tx.update(supportChatMessages).set({ chat_id: intoId }).where(eq(supportChatMessages.chat_id, fromId));
      await tx.delete(supportChats).where(eq(supportChats.id, fromId));
    },
    async lastMessage(executor: Db | Tx, chatId: number): Promise<ChatMessageRow | undefined> {
      const [row] = await executor
        .select()
        .from(supportChatMessages)
        .where(eq(supportChatMessages.chat_id, chatId))
        .orderBy(desc(supportChatMessages.created_at), desc(supportChatMessages.id))
        .limit(1);
      return row;
    },

    /** The operator's queue: awaiting a reply first, the longest waiting on top; then the rest, newest first. */
    async queue(status: 'open' | 'closed' | 'all', limit: number) {
      return withWriter()
        .where(status === 'all' ? undefined : eq(supportChats.status, status))
        .orderBy(
          desc(supportChats.awaiting_reply),
          sql`case when ${supportChats.awaiting_reply} then ${supportChats.last_message_at} end asc`,
          desc(supportChats.last_message_at),
          desc(supportChats.id),
        )
        .limit(limit);
    },
    async withWriterById(id: number) {
      const [row] = await withWriter().where(eq(supportChats.id, id)).limit(1);
      return row;
    },
    /** The newest message of each conversation. */
    async lastMessages(chatIds: number[]): Promise<Map<number, ChatMessageRow>> {
      if (chatIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([supportChatMessages.chat_id])
        .from(supportChatMessages)
        .where(inArray(supportChatMessages.chat_id, chatIds))
        .orderBy(asc(supportChatMessages.chat_id), desc(supportChatMessages.id));
      return new Map(rows.map((row) => [row.chat_id, row]));
    },
    async byId(id: number, { executor = db, lock = false }: { executor?: Db | Tx; lock?: boolean } = {}): Promise<ChatRow | undefined> {
      const query = executor.select().from(supportChats).where(eq(supportChats.id, id)).limit(1);
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },
  };
}

export type SupportChatRepo = ReturnType<typeof supportChatRepo>;
