import type { PlayerState } from './state';

export function isRewind(state: PlayerState): boolean {
  return state.rewind !== null;
}

export function isPanelOpen(state: PlayerState): boolean {
  return state.settings !== null || state.isSidePanelOpen;
}

/** Controls auto-hide unless a panel is open, the player is paused, or rewinding (spec 2 §4). */
export function canHideUI(state: PlayerState): boolean {
  return !isPanelOpen(state) && !state.isPaused && !isRewind(state);
}

/** The position the time display and timeline show: the pending rewind target while there is one. */
export function shownTime(state: PlayerState): number {
  return state.rewind?.to ?? state.currentTime;
}

/** The rewind indicator's delta in seconds, or null when not rewinding. */
export function rewindDelta(state: PlayerState): number | null {
  return state.rewind ? state.rewind.to - state.rewind.from : null;
}

/** The viewer resumed after pausing: the moment for a pauseroll (spec 2 §4) and for the "resume" event. */
export function resumedAfterUserPause(previous: PlayerState, state: PlayerState): boolean {
  return previous.pause?.by === 'user' && !state.isPaused;
}

/** The one-word summary of spec 2 §4 "Player states"; fullscreen and picture-in-picture are separate flags. */
export type PlaybackPhase = 'needsUserGesture' | 'ended' | 'loading' | 'paused' | 'playing';

export function playbackPhase(state: PlayerState): PlaybackPhase {
  if (state.isNeedUserGesture) return 'needsUserGesture';
  if (state.isEnded) return 'ended';
  if (state.isLoading) return 'loading';
  return state.isPaused ? 'paused' : 'playing';
}
