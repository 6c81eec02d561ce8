import type { EpgCellState, EpgGuide } from '@efir/contract';
import { imageUrl } from '../images/image-ref.js';
import { catchupRefusal } from '../playback/live.js';
import { profileOwner, type Viewer } from '../profiles/viewer.js';
import type { GuideChannelRow, GuideProgramRow, GuideRepo } from './guide-repo.js';

export interface GuideWindow {
  from: number;
  to: number;
  offset: number;
  limit: number;
  favoritesOnly: boolean;
  category: string | null;
}

/**
 * What the viewer may play on a channel, decided as the playback asset decides it (entitlements, docs/decisions/0011):
 * live needs the channel free or a service that lists it held; catch-up and pause-live need the channel's tstv
 * service held, or none. `held` answers the account's services, bundles above them included.
 */
export function channelAccess(channel: Pick<GuideChannelRow, 'is_free' | 'listing' | 'tstv_service_id'>, held: ReadonlySet<number>) {
  return {
    live: channel.is_free || channel.listing.some((id) => held.has(id)),
    timeshift: channel.tstv_service_id === null || held.has(channel.tstv_service_id),
  };
}

/**
 * A cell's state at `now` (spec 2 §4 Programme: live while now is between start and end): one not started is
 * future; one finished plays from the archive when the viewer may play the channel and its catch-up
 * (spec 2 §6) and `catchupRefusal` finds nothing against it.
 */
export function cellState(
  channel: GuideChannelRow,
  program: GuideProgramRow,
  playable: { live: boolean; timeshift: boolean },
  now: Date,
): EpgCellState {
  const t = now.getTime() / 1000;
  if (program.start > t) return 'future';
  if (program.end > t) return 'live';
  const refusal = catchupRefusal(
    { ...channel, stream_id: '', is_pltv_allowed: false, pltv_max_duration: 0 },
    {
      id: program.id,
      start_time: new Date(program.start * 1000),
      end_time: new Date(program.end * 1000),
      tstv_valid_until: program.valid_until === null ? null : new Date(program.valid_until * 1000),
      age_limit_id: program.age,
    },
    now,
  );
  return playable.live && playable.timeshift && refusal === null ? 'archive' : 'past';
}

/** One window of the programme guide for one viewer (spec 2 §3 Channel and Epg programme, as the grid needs them). */
export async function guideWindow(repo: GuideRepo, viewer: Viewer, window: GuideWindow, now: Date): Promise<EpgGuide> {
  const owner = profileOwner(viewer);
  const rows = await repo.window({
    from: new Date(window.from * 1000),
    to: new Date(window.to * 1000),
    offset: window.offset,
    limit: window.limit,
    maxAgeValue: viewer.limits.maxAgeValue,
    profileOwner: owner,
    favoritesOnly: window.favoritesOnly,
    category: window.category,
    hiddenChannelIds: viewer.limits.hiddenChannelIds,
    language: viewer.language,
  });
  const serviceIds = [
    ...new Set(rows.channels.flatMap((c) => (c.tstv_service_id === null ? c.listing : [...c.listing, c.tstv_service_id]))),
  ];
  const held = new Set(viewer.holdings && serviceIds.length > 0 ? (await viewer.holdings.services(serviceIds)).keys() : []);
  const used = new Set<number>();
  const channels = rows.channels.map((channel) => {
    const access = channelAccess(channel, held);
    used.add(channel.age_limit_id);
    return {
      id: channel.id,
      slug: channel.slug,
      number: channel.number,
      name: channel.name,
      logo: imageUrl(channel.logo),
      age_limit_id: channel.age_limit_id,
      is_favorite: channel.is_favorite,
      is_live_open: access.live,
      is_catchup_allowed: channel.is_catchup_allowed,
      is_catchup_purchased: channel.is_catchup_allowed && access.timeshift,
      programs: channel.programs.map((program) => {
        used.add(program.age);
        return {
          id: program.id,
          name: program.name,
          start_time: program.start,
          end_time: program.end,
          age_limit_id: program.age,
          state: cellState(channel, program, access, now),
        };
      }),
    };
  });
  return {
    from: window.from,
    to: window.to,
    now: Math.floor(now.getTime() / 1000),
    offset: window.offset,
    total: rows.total,
    channels,
    age_levels: rows.ageLevels.filter((level) => used.has(level.id)),
    categories: rows.categories,
  };
}
