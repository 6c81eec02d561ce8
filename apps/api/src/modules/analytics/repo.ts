import type { Db } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';

export function analyticsRepo(db: Db) {
  return {
    async insert(events: (typeof analyticsEvents.$inferInsert)[]): Promise<void> {
      await db.insert(analyticsEvents).values(events);
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
