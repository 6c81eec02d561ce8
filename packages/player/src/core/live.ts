import { go, stay, type Transition } from './effects';
import { shownTime } from './selectors';
import type { PlayerState } from './state';

/** The stretch of a live stream that can be played, wall-clock epoch seconds, as the stream reports it. */
export type LiveRange = { start: number; end: number };

type LiveTimed = Pick<PlayerState, 'isLive' | 'seekable' | 'pauseLiveWindowS'>;

/**
 * What the viewer may play on a live stream: the stream's seekable range, and within pause-live no further back
 * than its window from the live edge (spec 2 §6, §9 `pltv_max_duration`). Null before the stream has said.
 */
export function liveRange(state: LiveTimed): LiveRange | null {
  if (!state.isLive || !state.seekable) return null;
  const { start, end } = state.seekable;
  return state.pauseLiveWindowS === null ? { start, end } : { start: Math.max(start, end - state.pauseLiveWindowS), end };
}

/** Seconds the shown position is behind the live edge; 0 on VOD and before the stream has said where the edge is. */
export function behindLive(state: LiveTimed & Pick<PlayerState, 'currentTime' | 'rewind'>): number {
  const range = liveRange(state);
  return range ? Math.max(0, range.end - shownTime(state as PlayerState)) : 0;
}

/** "Go live": to the live edge, playing. */
export function goLive(state: PlayerState): Transition {
  const range = liveRange(state);
  if (!range || state.isAdPlaying) return stay(state);
  const settled = { ...state, rewind: null, isPaused: false, pause: null, isEnded: false };
  return go({ ...settled, currentTime: range.end }, { type: 'seek', from: state.currentTime, position: range.end }, { type: 'play' });
}

/**
 * Where a live stream resumes after a pause: where it stopped, or, when the pause outlasted the window and that moment
 * is no longer kept, the window's start (spec 2 §6 pause-live), so playback goes on without an error.
 */
export function resumePosition(state: PlayerState): number | null {
  const range = liveRange(state);
  return range && state.currentTime < range.start ? range.start : null;
}

/** A programme of a live channel's guide, epoch seconds. */
export type LiveProgram = { id: string | number; start: number; end: number };

/** The programme on at `position` (a live position is wall-clock time), if the guide has one. */
export function programAt(programs: readonly LiveProgram[], position: number): LiveProgram | null {
  return programs.find((program) => program.start <= position && position < program.end) ?? null;
}
