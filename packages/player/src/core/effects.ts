import type { ReportReason } from './report';
import type { PlayerState } from './state';

/** What the adapter must do to the video element, shaka or the page; the core never touches them itself. */
export type PlayerEffect =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'seek'; from: number; position: number }
  | { type: 'setVolume'; volume: number; muted: boolean }
  | { type: 'setSpeed'; speed: number }
  | { type: 'setFullscreen'; on: boolean }
  | { type: 'setPip'; on: boolean }
  | { type: 'selectQuality'; value: string }
  | { type: 'selectSubtitle'; language: string | null }
  | { type: 'selectAudio'; language: string }
  | { type: 'sendReport'; reasons: readonly ReportReason[] }
  /** Channel up or down (spec 2 §2 TV list): the page switches to the neighbouring channel. */
  | { type: 'switchChannel'; direction: 1 | -1 };

export type Transition = { state: PlayerState; effects: readonly PlayerEffect[] };

export function stay(state: PlayerState): Transition {
  return { state, effects: [] };
}

export function go(state: PlayerState, ...effects: PlayerEffect[]): Transition {
  return { state, effects };
}
