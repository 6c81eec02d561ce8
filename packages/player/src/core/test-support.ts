import type { PlayerEffect } from './effects';
import type { PlayerEvent } from './events';
import { next } from './reducer';
import { createPlayerState, type PlayerState } from './state';

/** 2024-05-01 12:20:00 UTC: a live "now" twenty minutes into the hour. */
export const LIVE_NOW_MS = Date.UTC(2024, 4, 1, 12, 20, 0);
export const HOUR_START_S = Date.UTC(2024, 4, 1, 12, 0, 0) / 1000;

/** A VOD item of `duration` seconds, playing at `currentTime`. */
export function playingVod(currentTime = 600, duration = 3600): PlayerState {
  return { ...createPlayerState(), duration, currentTime, isLoading: false, hasStarted: true };
}

/** A live channel playing `behindS` seconds behind LIVE_NOW_MS. */
export function playingLive(behindS = 0): PlayerState {
  return { ...createPlayerState({ isLive: true }), currentTime: LIVE_NOW_MS / 1000 - behindS, isLoading: false, hasStarted: true };
}

/** Applies events in order at `now`, returning the last state and every effect asked for. */
export function run(state: PlayerState, events: readonly PlayerEvent[], now = 0): { state: PlayerState; effects: PlayerEffect[] } {
  const effects: PlayerEffect[] = [];
  let current = state;
  for (const event of events) {
    const transition = next(current, event, now);
    current = transition.state;
    effects.push(...transition.effects);
  }
  return { state: current, effects };
}

export const key = (code: string, repeat = false): PlayerEvent => ({ type: 'keyDown', code, repeat, isTextInput: false });
