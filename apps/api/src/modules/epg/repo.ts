import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { channels, epgPrograms } from '../../db/schema/index.js';
import { guideRepo } from './guide-repo.js';

export function epgRepo(db: Db) {
  return {
    ...guideRepo(db),
    async channelIdsByNumber(): Promise<number[]> {
      return (await db.select({ id: channels.id }).from(channels).orderBy(asc(channels.number), asc(channels.id))).map((row) => row.id);
    },
    /** Ids of the channel's programmes that overlap `from`–`to`, in start order. */
    async programIdsBetween(channelId: number, from: Date, to: Date): Promise<number[]> {
      const rows = await db
        .select({ id: epgPrograms.id })
        .from(epgPrograms)
        .where(and(inArray(epgPrograms.channel_id, [channelId]), lt(epgPrograms.start_time, to), gt(epgPrograms.end_time, from)))
        .orderBy(asc(epgPrograms.start_time));
      return rows.map((row) => row.id);
    },
  };
}

export type EpgRepo = ReturnType<typeof epgRepo>;
