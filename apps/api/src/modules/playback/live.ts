import type { ChannelRow, EpgProgramRow } from '../../db/schema/index.js';

/** The player's live timeline spans the current hour (spec 2 §4), so the stream keeps at least the last hour. */
export const LIVE_WINDOW_S = 3600;
/** A channel without time-shift still keeps a little behind the edge: the 40 s live delay and a short rewind. */
export const NO_TIMESHIFT_WINDOW_S = 120;

export type LiveChannel = Pick<
  ChannelRow,
  | 'id'
  | 'stream_id'
  | 'age_limit_id'
  | 'is_tstv_allowed'
  | 'is_pltv_allowed'
  | 'is_catchup_allowed'
  | 'tstv_service_id'
  | 'tstv_depth'
  | 'pltv_max_duration'
>;

/**
 * How far behind live this viewer may play the channel, seconds (spec 2 §6 Timeshift). Time-shift a service
 * sells is not bought by anyone yet (there are no purchases), so only free catch-up and pause-live count,
 * as the catalogue's `is_catchup_purchased` says.
 */
export function archiveDepth(channel: LiveChannel): number {
  const free = channel.tstv_service_id === null;
  if (free && channel.is_tstv_allowed && channel.is_catchup_allowed) return Math.max(channel.tstv_depth, NO_TIMESHIFT_WINDOW_S);
  if (free && channel.is_pltv_allowed) return Math.max(channel.pltv_max_duration, NO_TIMESHIFT_WINDOW_S);
  return NO_TIMESHIFT_WINDOW_S;
}

/**
 * The live manifest's time-shift window: the last hour, reaching `offset` further back when the player is
 * that far behind live (spec 2 §7 `offset`), never beyond the channel's archive.
 */
export function liveWindowSeconds(channel: LiveChannel, offset = 0): number {
  const depth = archiveDepth(channel);
  return Math.min(depth, Math.min(LIVE_WINDOW_S, depth) + offset);
}

export type CatchupProgram = Pick<EpgProgramRow, 'id' | 'start_time' | 'end_time' | 'tstv_valid_until' | 'age_limit_id'>;

/**
 * Why a programme cannot be played from the archive now, or null (spec 2 §6: catch-up allowed and purchased,
 * the programme recorded and still kept, and its start within the depth window).
 */
export function catchupRefusal(channel: LiveChannel, program: CatchupProgram, now: Date): string | null {
  if (!channel.is_tstv_allowed || !channel.is_catchup_allowed) return 'This channel keeps no archive';
  if (channel.tstv_service_id !== null) return 'The archive of this channel is sold as a service';
  if (program.start_time.getTime() > now.getTime()) return 'This programme has not started yet';
  if (!program.tstv_valid_until || program.tstv_valid_until.getTime() <= now.getTime()) return 'This programme is not in the archive';
  if (program.start_time.getTime() < now.getTime() - channel.tstv_depth * 1000) return 'This programme is older than the archive';
  return null;
}
