import type { BlockScreen } from '@efir/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';

export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;

export function accountsRepo(db: Db) {
  const one = async (where: ReturnType<typeof eq>) => (await db.select().from(accounts).where(where).limit(1))[0];
  return {
    byId: (id: string) => one(eq(accounts.id, id)),
    byPhone: (phone: string) => one(eq(accounts.phone, phone)),
    byEmail: (email: string) => one(eq(accounts.email, email)),
    async insert(values: NewAccount): Promise<Account> {
      const [row] = await db.insert(accounts).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<Omit<NewAccount, 'id' | 'san'>>): Promise<void> {
      await db.update(accounts).set(values).where(eq(accounts.id, id));
    },
    /** Writes the new state only when it differs from the stored one; answers the account so changed, if any. */
    async changeStatus(
      tx: Tx,
      id: string,
      status: { is_blocked: boolean; block_screen: BlockScreen | null; status_reason: string; status_changed_at: Date },
    ): Promise<Account | undefined> {
      const [row] = await tx
        .update(accounts)
        .set(status)
        .where(and(eq(accounts.id, id), ne(accounts.is_blocked, status.is_blocked)))
        .returning();
      return row;
    },
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),
  };
}

export type AccountsRepo = ReturnType<typeof accountsRepo>;
