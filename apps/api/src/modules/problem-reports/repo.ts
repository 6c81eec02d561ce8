import type { Db } from '../../db/client.js';
import { problemReports } from '../../db/schema/index.js';

export function problemReportsRepo(db: Db) {
  return {
    async insert(values: typeof problemReports.$inferInsert): Promise<void> {
      await db.insert(problemReports).values(values);
    },
  };
}
