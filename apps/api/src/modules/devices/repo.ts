import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devices, sessions } from '../../db/schema/index.js';
import type { Tx } from '../entitlements/repo.js';

export type DeviceRow = typeof devices.$inferSelect & { session_id: string };

/** A device counts while its session lives: not revoked, not past its absolute or idle lifetime. */
const live = (now: Date, idleSince: Date) =>
  and(isNull(sessions.revoked_at), gt(sessions.expires_at, now), gt(sessions.last_seen_at, idleSince));

export function devicesRepo(db: Db) {
  return {
    async insert(values: typeof devices.$inferInsert, tx: Tx | Db = db): Promise<void> {
      await tx.insert(devices).values(values);
    },
    async listLive(accountId: string, now: Date, idleSince: Date): Promise<DeviceRow[]> {
      const rows = await db
        .select({ device: devices })
        .from(devices)
        .innerJoin(sessions, eq(sessions.id, devices.session_id))
        .where(and(eq(devices.account_id, accountId), live(now, idleSince)))
        .orderBy(asc(devices.created_at), asc(devices.id));
      return rows.map((row) => row.device);
    },
    async countLive(accountId: string, now: Date, idleSince: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(devices)
        .innerJoin(sessions, eq(sessions.id, devices.session_id))
        .where(and(eq(devices.account_id, accountId), live(now, idleSince)));
      return row?.n ?? 0;
    },
    async byUid(accountId: string, uid: string) {
      const [row] = await db
        .select()
        .from(devices)
        .where(and(eq(devices.account_id, accountId), eq(devices.uid, uid)))
        .limit(1);
      return row;
    },
    async delete(id: number): Promise<void> {
      await db.delete(devices).where(eq(devices.id, id));
    },
  };
}

export type DevicesRepo = ReturnType<typeof devicesRepo>;
