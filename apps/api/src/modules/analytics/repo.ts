import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';

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
  };
}

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
