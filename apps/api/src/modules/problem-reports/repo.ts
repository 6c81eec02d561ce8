import { desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { problemReports } from '../../db/schema/index.js';

export function problemReportsRepo(db: Db) {
  return {
    async insert(values: typeof problemReports.$inferInsert): Promise<void> {
      await db.insert(problemReports).values(values);
    },
    /** Newest first, `limit` of those older than `beforeId`. */
    async page(limit: number, beforeId?: number) {
      return db
        .select()
        .from(problemReports)
        .where(beforeId === undefined ? undefined : lt(problemReports.id, beforeId))
        .orderBy(desc(problemReports.id))
        .limit(limit);
    },
  };
}

export type ProblemReportsRepo = ReturnType<typeof problemReportsRepo>;
