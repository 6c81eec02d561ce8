import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

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
  };
}

export type AccountsRepo = ReturnType<typeof accountsRepo>;
