import { SKIP_STEP_S } from './constants';
import { go, stay, type Transition } from './effects';
import type { PlayerState } from './state';
import { clampToTimeline } from './timeline';

/** One more 15 s step on top of any pending rewind, clamped to the timeline; nothing seeks yet (spec 2 §4). */
export function stepRewind(state: PlayerState, direction: 1 | -1, now: number): PlayerState {
  if (state.isAdPlaying || state.rewind?.by === 'drag') return state;
  const from = state.rewind?.from ?? state.currentTime;
  const to = clampToTimeline(state, (state.rewind?.to ?? state.currentTime) + direction * SKIP_STEP_S, now);
  return { ...state, rewind: { by: 'keys', from, to } };
}

/** Grabbing or moving the timeline holds the rewind state at the pointer's position. */
export function dragRewind(state: PlayerState, position: number, now: number): PlayerState {
  if (state.isAdPlaying || state.rewind?.by === 'keys') return state;
  const from = state.rewind?.from ?? state.currentTime;
  return { ...state, rewind: { by: 'drag', from, to: clampToTimeline(state, position, now) } };
}

/** Seeks to `position` now: the release of a rewind key or of the timeline, or a click on it. */
export function seekTo(state: PlayerState, position: number, now: number): Transition {
  const to = clampToTimeline(state, position, now);
  const from = state.currentTime;
  const settled = { ...state, rewind: null };
  if (to === from) return stay(settled);
  // Seeking back from the end makes the content playable again.
  const isEnded = state.isEnded && !state.isLive && to >= state.duration;
  return go({ ...settled, currentTime: to, isEnded }, { type: 'seek', from, position: to });
}

export function commitRewind(state: PlayerState, by: 'keys' | 'drag', now: number): Transition {
  if (state.rewind?.by !== by) return stay(state);
  return seekTo(state, state.rewind.to, now);
}
