import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';

/** The player's quality-of-service report as the sink stores it (spec 2 §7). */
const QOS_EVENT = 'player_qos';

export function analyticsRepo(db: Db) {
  return {
    async insert(events: (typeof analyticsEvents.$inferInsert)[]): Promise<void> {
      await db.insert(analyticsEvents).values(events);
    },

    /** Events per name that arrived in [since, until), most frequent first. */
    async countsBetween(since: Date, until: Date): Promise<{ name: string; count: number }[]> {
      return db
        .select({ name: analyticsEvents.name, count: count() })
        .from(analyticsEvents)
        .where(and(gte(analyticsEvents.created_at, since), lt(analyticsEvents.created_at, until)))
        .groupBy(analyticsEvents.name)
        .orderBy(({ count }) => [sql`${count} desc`, analyticsEvents.name]);
    },

    /** Segment bytes the players' QoS reports counted in [since, until), by where they came from (a missing count is 0). */
    async deliveryBytesBetween(since: Date, until: Date): Promise<{ p2p: number; http: number }> {
      const bytes = (key: string) =>
        sql<string>`coalesce(sum(case when jsonb_typeof(${analyticsEvents.params} -> ${key}) = 'number' then greatest((${analyticsEvents.params} ->> ${key})::numeric, 0) else 0 end), 0)`;
      const [row] = await db
        .select({ p2p: bytes('p2p_bytes'), http: bytes('http_bytes') })
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.name, QOS_EVENT), gte(analyticsEvents.created_at, since), lt(analyticsEvents.created_at, until)));
      return { p2p: Math.floor(Number(row?.p2p ?? 0)), http: Math.floor(Number(row?.http ?? 0)) };
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
