import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
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
    /** A programme of the channel by its original_id, else by its id when the text is one. */
    async programId(channelId: number, idOrOriginal: string): Promise<number | undefined> {
      const byId = /^\d{1,9}$/.test(idOrOriginal) ? eq(epgPrograms.id, Number(idOrOriginal)) : undefined;
      const rows = await db
        .select({ id: epgPrograms.id, original_id: epgPrograms.original_id })
        .from(epgPrograms)
        .where(
          and(
            eq(epgPrograms.channel_id, channelId),
            byId ? or(eq(epgPrograms.original_id, idOrOriginal), byId) : eq(epgPrograms.original_id, idOrOriginal),
          ),
        );
      return (rows.find((row) => row.original_id === idOrOriginal) ?? rows[0])?.id;
    },
  };
}

export type EpgRepo = ReturnType<typeof epgRepo>;
