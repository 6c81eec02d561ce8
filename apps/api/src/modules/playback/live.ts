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
 * How far behind live this viewer may play the channel, seconds (spec 2 §6 Timeshift): catch-up and pause-live
 * count when the viewer holds them (`timeshiftHeld`: free on the channel, or its tstv service is held).
 */
export function archiveDepth(channel: LiveChannel, timeshiftHeld: boolean): number {
  if (!timeshiftHeld) return NO_TIMESHIFT_WINDOW_S;
  if (channel.is_tstv_allowed && channel.is_catchup_allowed) return Math.max(channel.tstv_depth, NO_TIMESHIFT_WINDOW_S);
  if (channel.is_pltv_allowed) return Math.max(channel.pltv_max_duration, NO_TIMESHIFT_WINDOW_S);
  return NO_TIMESHIFT_WINDOW_S;
}

/**
 * The viewer may pause the channel and go back within `pltv_max_duration`, but not through an archive: its live
 * asset is `pause_live` (spec 2 §3 media_type), and the player keeps to that window.
 */
export function pauseLiveOnly(channel: LiveChannel, timeshiftHeld: boolean): boolean {
  return timeshiftHeld && channel.is_pltv_allowed && !(channel.is_tstv_allowed && channel.is_catchup_allowed);
}

/**
 * The live manifest's time-shift window: the last hour, reaching `offset` further back when the player is
 * that far behind live (spec 2 §7 `offset`), never beyond the channel's archive.
 */
export function liveWindowSeconds(channel: LiveChannel, timeshiftHeld: boolean, offset = 0): number {
  const depth = archiveDepth(channel, timeshiftHeld);
  return Math.min(depth, Math.min(LIVE_WINDOW_S, depth) + offset);
}

export type CatchupProgram = Pick<EpgProgramRow, 'id' | 'start_time' | 'end_time' | 'tstv_valid_until' | 'age_limit_id'>;

/**
 * Why a programme cannot be played from the archive now, or null (spec 2 §6: catch-up allowed, the programme
 * recorded and still kept, and its start within the depth window). Whether the viewer holds catch-up is the
 * entitlements module's answer, asked beside this.
 */
export function catchupRefusal(channel: LiveChannel, program: CatchupProgram, now: Date): string | null {
  if (!channel.is_tstv_allowed || !channel.is_catchup_allowed) return 'This channel keeps no archive';
  if (program.start_time.getTime() > now.getTime()) return 'This programme has not started yet';
  if (!program.tstv_valid_until || program.tstv_valid_until.getTime() <= now.getTime()) return 'This programme is not in the archive';
  if (program.start_time.getTime() < now.getTime() - channel.tstv_depth * 1000) return 'This programme is older than the archive';
  return null;
}
