import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, certificateOffers, certificates, services } from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';

export type CertificateOfferRow = typeof certificateOffers.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = Omit<typeof certificates.$inferInsert, 'id' | 'code'>;
/** Draws one candidate code. */
export type DrawCode = () => string;

/** Draws again when a code is taken: with 60 random bits one draw almost always does. */
const DRAW_ROUNDS = 5;

/** SQL for certificates; activation is one conditional update, so of simultaneous tries exactly one wins. */
export function certificatesRepo(db: Db) {
  return {
    /** The offers for sale, with their service's name where they open one. */
    offers: (onlyId?: number) =>
      db
        .select({ offer: certificateOffers, service_name: services.name })
        .from(certificateOffers)
        .leftJoin(services, eq(services.id, certificateOffers.service_id))
        .where(and(eq(certificateOffers.active, true), onlyId === undefined ? undefined : eq(certificateOffers.id, onlyId)))
        .orderBy(asc(certificateOffers.position), asc(certificateOffers.id)),

    /** The certificate with a fresh code; a code another certificate has is drawn again. */
    async insert(tx: Tx, values: NewCertificate, draw: DrawCode): Promise<CertificateRow> {
      for (let round = 0; round < DRAW_ROUNDS; round += 1) {
        const [row] = await tx
          .insert(certificates)
          .values({ ...values, code: draw() })
          .onConflictDoNothing({ target: certificates.code })
          .returning();
        if (row) return row;
      }
      throw new Error('Could not draw a unique certificate code');
    },

    async serviceExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, id));
      return row !== undefined;
    },

    async addOffer(values: typeof certificateOffers.$inferInsert): Promise<CertificateOfferRow> {
      const [row] = await db.insert(certificateOffers).values(values).returning();
      return row!;
    },

    /** Off sale; false when there was no such offer on sale. */
    async withdrawOffer(id: number): Promise<boolean> {
      const rows = await db
        .update(certificateOffers)
        .set({ active: false })
        .where(and(eq(certificateOffers.id, id), eq(certificateOffers.active, true)))
        .returning({ id: certificateOffers.id });
      return rows.length > 0;
    },

    async byId(id: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
      return row;
    },

    async byCode(code: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
      return row;
    },

    bought: (accountId: string) =>
      db.select().from(certificates).where(eq(certificates.buyer_account_id, accountId)).orderBy(desc(certificates.created_at)),

    activated: (accountId: string) =>
      db.select().from(certificates).where(eq(certificates.activated_by, accountId)).orderBy(desc(certificates.activated_at)),

    async timeZone(accountId: string): Promise<string> {
      const [row] = await db.select({ time_zone: accounts.time_zone }).from(accounts).where(eq(accounts.id, accountId));
      return row?.time_zone ?? 'Europe/Moscow';
    },

    /**
     * Marks the certificate activated by the account, if nobody has and it is still valid (PostgreSQL re-checks the
     * condition after a concurrent update commits), then runs `grant` in the same transaction. False: someone else won.
     */
    async activate(id: string, accountId: string, now: Date, grant: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [won] = await tx
          .update(certificates)
          .set({ activated_by: accountId, activated_at: now })
          .where(and(eq(certificates.id, id), isNull(certificates.activated_at), gt(certificates.valid_until, now)))
          .returning({ id: certificates.id });
        if (!won) return false;
        await grant(tx);
        return true;
      });
    },

    async credit(tx: Tx, accountId: string, amountMinor: number): Promise<void> {
      await tx
        .update(accounts)
        .set({ balance_minor: sql`${accounts.balance_minor} + ${amountMinor}` })
        .where(eq(accounts.id, accountId));
    },
  };
}

export type CertificatesRepo = ReturnType<typeof certificatesRepo>;
