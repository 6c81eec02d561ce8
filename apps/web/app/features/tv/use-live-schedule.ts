import type { Channel, EpgProgram } from '@efir/contract';
import type { LiveSchedule } from '@efir/player/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { endpointQuery } from '../../api/queries';
import { channelOverlay } from '../player/overlay';
import { useGuideTime } from './use-guide-time';

/** The guide the live player follows: hours either side of now, on whole hours so the answer is shared. */
const SCHEDULE_SPAN_S = 6 * 3600;

/**
 * A live channel's guide around now for the player: its overlay shows the programme at the playing position (start and
 * end in the viewer's time zone), and a move to another programme is reported (spec 2 §2, §7).
 */
export function useLiveSchedule(channel: Channel | null, isLive: boolean): LiveSchedule | null {
  const time = useGuideTime();
  const [window] = useState(() => {
    const hour = Math.floor(Date.now() / 3_600_000) * 3600;
    return { from: hour - SCHEDULE_SPAN_S, to: hour + SCHEDULE_SPAN_S };
  });
  const enabled = channel !== null && isLive;
  const programs = useQuery(endpointQuery('epg.channelPrograms', { params: { id: String(channel?.id ?? 0) }, query: window }, { enabled }))
    .data?.items;
  return useMemo(() => {
    if (!channel || !isLive) return null;
    const known = programs ?? channel.epgs;
    const byId = new Map<string | number, EpgProgram>(known.map((program) => [program.id, program]));
    return {
      programs: known.map((program) => ({ id: program.id, start: program.start_time, end: program.end_time })),
      overlay: (id) => channelOverlay(channel, id === null ? null : (byId.get(id) ?? null), time.span),
    };
  }, [channel, isLive, programs, time]);
}
