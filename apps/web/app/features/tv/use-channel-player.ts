import type { Channel } from '@efir/contract';
import type { LiveSchedule, OverlayContent, SidePanelContent } from '@efir/player/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpointQuery } from '../../api/queries';
import type { PlayerPageData } from '../player/load-player';
import { channelOverlay } from '../player/overlay';
import { isOnAir } from './programme-access';
import { type ChannelAddress, neighbourChannel, tvListPanel } from './tv-list-panel';
import { useGuideTime } from './use-guide-time';
import { useLiveSchedule } from './use-live-schedule';

export type ChannelPlayer = {
  /** The overlay of a programme of the archive, or of the programme on air until the guide arrives. */
  overlay: OverlayContent;
  live: LiveSchedule | null;
  sidePanel: SidePanelContent | null;
  onChannelStep: (direction: 1 | -1) => void;
};

const onAirOf = (channel: Channel) => channel.epgs.find((program) => isOnAir(program, Date.now() / 1000)) ?? null;

/**
 * What a channel's player adds (spec 2 §2): the channel overlay, the guide it follows, and — where the address can
 * change (`channelAddress`; not the embed) — the TV list side panel and channel up/down. Null for anything else.
 */
export function useChannelPlayer({ channel, program, asset }: PlayerPageData, channelAddress: ChannelAddress | null): ChannelPlayer | null {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const time = useGuideTime();
  const live = useLiveSchedule(channel, asset.type === 'live');
  const switching = channel !== null && channelAddress !== null;
  const channels = useQuery(endpointQuery('channels.list', undefined, { enabled: switching })).data?.items;
  const sidePanel = useMemo(
    () => (channel && channelAddress ? tvListPanel(channel.id, channelAddress, t) : null),
    [channel, channelAddress, t],
  );
  if (!channel) return null;
  return {
    overlay: channelOverlay(channel, program ?? onAirOf(channel), time.span),
    live,
    sidePanel,
    onChannelStep: (direction) => {
      const neighbour = channels && channelAddress ? neighbourChannel(channels, channel.id, direction) : null;
      if (neighbour && channelAddress) navigate(channelAddress(neighbour), { replace: true });
    },
  };
}
