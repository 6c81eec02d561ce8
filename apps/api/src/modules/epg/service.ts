import type { Channel, ChannelPrograms, EpgGuide, EpgProgram, NowNext } from '@efir/contract';
import { notFound } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/service.js';
import type { Viewer } from '../profiles/viewer.js';
import { type GuideWindow, guideWindow } from './guide.js';
import type { EpgRepo } from './repo.js';

/** The programme guide: channels, a channel's programmes over a span, and what is on now and next (spec 2 §3). */
export function epgService(repo: EpgRepo, { catalog, clock }: { catalog: Pick<CatalogService, 'items' | 'channel'>; clock: Clock }) {
  const { items } = catalog;

  return {
    async channels(viewer: Viewer): Promise<Channel[]> {
      const ids = await repo.channelIdsByNumber();
      const loaded = await items(viewer).channels(ids);
      return ids.flatMap((id) => loaded.get(id) ?? []);
    },

    /** A channel above the profile's limit is as absent as an unknown one. */
    async channelPrograms(idOrSlug: string, from: number, to: number, viewer: Viewer): Promise<ChannelPrograms> {
      const channel = await catalog.channel(idOrSlug, viewer);
      const ids = await repo.programIdsBetween(channel.id, new Date(from * 1000), new Date(to * 1000));
      const programs = await items(viewer).programs(ids);
      return { channel_id: channel.id, from, to, items: ids.flatMap((programId) => programs.get(programId) ?? []) };
    },

    /** The programme page's programme; one above the profile's limit is as absent as an unknown one. */
    async program(idOrSlug: string, originalId: string, viewer: Viewer): Promise<EpgProgram> {
      const channel = await catalog.channel(idOrSlug, viewer);
      const id = await repo.programId(channel.id, originalId);
      const program = id === undefined ? undefined : (await items(viewer).programs([id])).get(id);
      if (!program) throw notFound('No such programme on this channel');
      return program;
    },

    /** A window of the programme guide: a page of channels × a few hours, with each cell's state for this viewer. */
    guide(window: GuideWindow, viewer: Viewer): Promise<EpgGuide> {
      return guideWindow(repo, viewer, window, clock.now());
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
