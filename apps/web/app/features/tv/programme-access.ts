import type { Channel, EpgProgram } from '@efir/contract';

/**
 * What a programme page and the schedule may offer for a programme now (spec 2 §4 Programme, §6 Timeshift). The
 * server decides again when the archive asset is asked for; this only says what to show.
 * - `upcoming`: not on air yet;
 * - `live`: on air now (spec 2 §4: now lies between start_time and end_time); `fromStart` when the archive lets the
 *   viewer watch it from its start;
 * - `archive`: over, recorded, kept, within the depth, and the viewer holds catch-up;
 * - `offer`: the archive holds it but the viewer does not hold catch-up, which the channel's tstv service sells;
 * - `not_in_archive`: nothing opens it (no archive on the channel, never recorded, expired, too old, or not sold).
 */
export type ProgrammeAccess =
  | { kind: 'upcoming' }
  | { kind: 'live'; fromStart: boolean }
  | { kind: 'archive' }
  | { kind: 'offer'; serviceId: number }
  | { kind: 'not_in_archive' };

type Times = Pick<EpgProgram, 'start_time' | 'end_time' | 'tstv_options_epg'>;

/** spec 2 §4 Programme: live when now lies between start_time and end_time (seconds). */
export const isOnAir = (program: Pick<EpgProgram, 'start_time' | 'end_time'>, nowS: number) =>
  program.start_time <= nowS && nowS < program.end_time;

/** The archive keeps the programme: the channel records, the programme was recorded and is still kept, within the depth. */
function inArchive(channel: Pick<Channel, 'is_tstv_allowed' | 'tstv_options_channel'>, program: Times, nowS: number): boolean {
  const tstv = channel.tstv_options_channel;
  const validUntil = program.tstv_options_epg.tstv_valid_until;
  return (
    channel.is_tstv_allowed &&
    tstv.is_catchup_allowed &&
    validUntil !== null &&
    validUntil > nowS &&
    program.start_time >= nowS - tstv.tstv_depth
  );
}

export function programmeAccess(
  channel: Pick<Channel, 'is_tstv_allowed' | 'tstv_options_channel'>,
  program: Times,
  nowS: number,
): ProgrammeAccess {
  if (program.start_time > nowS) return { kind: 'upcoming' };
  const kept = inArchive(channel, program, nowS);
  const { is_catchup_purchased: held, tstv_service_id: serviceId } = channel.tstv_options_channel;
  if (isOnAir(program, nowS)) return { kind: 'live', fromStart: kept && held };
  if (!kept) return { kind: 'not_in_archive' };
  if (held) return { kind: 'archive' };
  // spec 2 §6: a purchase offer exists when catch-up is allowed but not purchased and a service id exists.
  return serviceId !== null ? { kind: 'offer', serviceId } : { kind: 'not_in_archive' };
}
