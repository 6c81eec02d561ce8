import type { Channel, ChannelPrograms, NowNext } from '@efir/contract';
import { ErrorCode } from '@efir/contract';
import type { Db } from '../../db/client.js';
import { Problem } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import { catalogItems } from '../catalog/items.js';
import { catalogRepo } from '../catalog/repo.js';
import type { Viewer } from '../profiles/viewer.js';
import { epgRepo } from './repo.js';

const isId = (text: string) => /^\d{1,9}$/.test(text);

/** The programme guide: channels, a channel's programmes over a span, and what is on now and next (spec 2 §3). */
export function epgService(db: Db, clock: Clock) {
  const catalog = catalogRepo(db);
  const repo = epgRepo(db);
  const items = (viewer: Viewer) => catalogItems(catalog, viewer, clock.now());

  return {
    async channels(viewer: Viewer): Promise<Channel[]> {
      const ids = await repo.channelIdsByNumber();
      const loaded = await items(viewer).channels(ids);
      return ids.flatMap((id) => loaded.get(id) ?? []);
    },

    /** A channel above the profile's limit is as absent as an unknown one. */
    async channelPrograms(idOrSlug: string, from: number, to: number, viewer: Viewer): Promise<ChannelPrograms> {
      const id = isId(idOrSlug) ? Number(idOrSlug) : await catalog.idBySlug('channel', idOrSlug);
      const viewerItems = items(viewer);
      const channel = id === undefined ? undefined : (await viewerItems.channels([id])).get(id);
      if (!channel) throw new Problem(404, ErrorCode.NOT_FOUND, 'No such channel');
      const ids = await repo.programIdsBetween(channel.id, new Date(from * 1000), new Date(to * 1000));
      const programs = await viewerItems.programs(ids);
      return { channel_id: channel.id, from, to, items: ids.flatMap((programId) => programs.get(programId) ?? []) };
    },

    async nowNext(channelIds: number[], viewer: Viewer): Promise<NowNext> {
      const now = clock.now().getTime() / 1000;
      const loaded = await items(viewer).channels(channelIds);
      return {
        items: channelIds.flatMap((id) => {
          const channel = loaded.get(id);
          if (!channel) return [];
          const current = channel.epgs.find((p) => p.start_time <= now && now < p.end_time) ?? null;
          const next = channel.epgs.find((p) => p.start_time > now) ?? null;
          return [{ channel_id: id, current, next }];
        }),
      };
    },
  };
}

export type EpgService = ReturnType<typeof epgService>;
