import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { ContentLimits } from '../profiles/content-limits.js';
import { channelsWithinLimits, withinLimits } from './repo.js';

/** SQL of the service list and of what a service opens. */
export function servicesRepo(db: Db) {
  const s = t.services;
  const si = t.serviceItems;
  return {
    async activeIds(): Promise<number[]> {
      const rows = await db.select({ id: s.id }).from(s).where(eq(s.active, true)).orderBy(asc(s.position), asc(s.id));
      return rows.map((row) => row.id);
    },
    async childIds(serviceId: number): Promise<number[]> {
      const rows = await db.select({ id: s.id }).from(s).where(eq(s.parent_id, serviceId)).orderBy(asc(s.position), asc(s.id));
      return rows.map((row) => row.id);
    },
    /** The first titles, channels or songs the services open that the profile may see, in id order. */
    async itemIds(serviceIds: number[], type: 'media_item' | 'channel' | 'karaoke_item', limits: ContentLimits, limit: number) {
      if (serviceIds.length === 0) return [];
      const inService = and(inArray(si.service_id, serviceIds), eq(si.item_type, type));
      const query =
        type === 'media_item'
          ? db
              .selectDistinct({ id: t.mediaItems.id })
              .from(si)
              .innerJoin(t.mediaItems, eq(t.mediaItems.id, si.item_id))
              .where(and(inService, ...withinLimits(t.mediaItems.age_limit_id, limits, t.mediaItems.is_erotic)))
              .orderBy(asc(t.mediaItems.id))
          : type === 'channel'
            ? db
                .selectDistinct({ id: t.channels.id })
                .from(si)
                .innerJoin(t.channels, eq(t.channels.id, si.item_id))
                .where(and(inService, ...channelsWithinLimits(limits)))
                .orderBy(asc(t.channels.id))
            : db
                .selectDistinct({ id: t.karaokeItems.id })
                .from(si)
                .innerJoin(t.karaokeItems, eq(t.karaokeItems.id, si.item_id))
                .where(and(inService, ...withinLimits(t.karaokeItems.age_limit_id, limits)))
                .orderBy(asc(t.karaokeItems.id));
      return (await query.limit(limit)).map((row) => row.id);
    },
    async idByIdOrAlias(idOrAlias: string): Promise<number | undefined> {
      const id = /^\d{1,9}$/.test(idOrAlias) ? Number(idOrAlias) : -1;
      const [row] = await db
        .select({ id: s.id })
        .from(s)
        .where(or(eq(s.id, id), eq(s.alias, idOrAlias)))
        .limit(1);
      return row?.id;
    },
  };
}

export type ServicesRepo = ReturnType<typeof servicesRepo>;
