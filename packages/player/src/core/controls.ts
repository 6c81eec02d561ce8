import { go, stay, type Transition } from './effects';
import { keyCommand, passKeyThrottle } from './keys';
import { resumePosition } from './live';
import { commitRewind, seekTo, stepRewind } from './rewind';
import { isPanelOpen } from './selectors';
import type { PlayerState } from './state';
import { type Sound, setVolume, stepVolume, toggleMute } from './volume';

function withSound(state: PlayerState, sound: Sound): Transition {
  return go({ ...state, volume: sound.volume, isMuted: sound.isMuted }, { type: 'setVolume', volume: sound.volume, muted: sound.isMuted });
}

export function userGesture(state: PlayerState): Transition {
  if (!state.isNeedUserGesture) return stay(state);
  return go({ ...state, isNeedUserGesture: false, isPaused: false, isLoading: true }, { type: 'play' });
}

/** Play/pause by the viewer; the ad layer owns the element during a break. After the end it plays again from the start. */
export function togglePlay(state: PlayerState, now: number): Transition {
  if (state.isAdPlaying) return stay(state);
  if (state.isNeedUserGesture) return userGesture(state);
  if (state.isEnded) {
    const restarted = { ...state, isEnded: false, isPaused: false, pause: null };
    if (state.isLive) return go(restarted, { type: 'play' });
    return go({ ...restarted, currentTime: 0 }, { type: 'seek', from: state.currentTime, position: 0 }, { type: 'play' });
  }
  if (state.isPaused) {
    const resumed = { ...state, isPaused: false, pause: null };
    const from = resumePosition(state);
    if (from === null) return go(resumed, { type: 'play' });
    return go({ ...resumed, currentTime: from }, { type: 'seek', from: state.currentTime, position: from }, { type: 'play' });
  }
  return go({ ...state, isPaused: true, pause: { by: 'user', atMs: now } }, { type: 'pause' });
}

/**
 * A press on the picture. A mouse click plays or pauses, as on every desktop player; a finger shows the controls first
 * (a phone viewer taps to find them, not to stop the film), and a second tap hides them again unless a panel is open.
 */
export function tapPicture(state: PlayerState, tap: { touch: boolean; uiWasShown: boolean }, now: number): Transition {
  if (!tap.touch) return togglePlay(state, now);
  if (!tap.uiWasShown || isPanelOpen(state)) return stay(state.isShowUI ? state : { ...state, isShowUI: true });
  return stay({ ...state, isShowUI: false });
}

/** The touch controls' ±10 s: a seek from where the picture is, kept within the timeline. */
export function skip(state: PlayerState, seconds: number, now: number): Transition {
  if (state.isAdPlaying) return stay(state);
  return seekTo(state, state.currentTime + seconds, now);
}

export const volumeSlider = (state: PlayerState, volume: number): Transition => withSound(state, setVolume(volume));

export const muteButton = (state: PlayerState): Transition => withSound(state, toggleMute(state, 'button'));

export const toggleFullscreen = (state: PlayerState): Transition => go(state, { type: 'setFullscreen', on: !state.isFullscreen });

export const togglePip = (state: PlayerState): Transition => go(state, { type: 'setPip', on: !state.isPip });

type KeyDown = { code: string; repeat: boolean; isTextInput: boolean };

/** A shortcut: dropped in text inputs, when turned off, or by its throttle; otherwise it also shows the controls. */
export function keyDown(state: PlayerState, key: KeyDown, now: number): Transition {
  const command = keyCommand(key.code, { isTextInput: key.isTextInput, singleKeyShortcuts: state.singleKeyShortcuts });
  if (!command) return stay(state);
  const keyThrottle = passKeyThrottle(state.keyThrottle, command, key.repeat, now);
  if (!keyThrottle) return stay(state);
  const shown = { ...state, keyThrottle, isShowUI: true };
  switch (command.command) {
    case 'rewind':
      return stay(stepRewind(shown, command.direction, now));
    case 'volume':
      return withSound(shown, stepVolume(shown, command.direction));
    case 'channel':
      return key.repeat || !state.isLive ? stay(shown) : go(shown, { type: 'switchChannel', direction: command.direction });
    default:
      // Holding a toggle key must not flip it back and forth.
      if (key.repeat) return stay(shown);
      if (command.command === 'togglePlay') return togglePlay(shown, now);
      if (command.command === 'toggleMute') return withSound(shown, toggleMute(shown, 'key'));
      if (command.command === 'toggleFullscreen') return toggleFullscreen(shown);
      // Escape closes an open panel first; with none open it leaves full screen, as browsers do with their own Escape.
      if (state.settings === null && !state.isSidePanelOpen && state.isFullscreen) return go(shown, { type: 'setFullscreen', on: false });
      return stay({ ...shown, settings: null, isSidePanelOpen: false });
  }
}

/** Releasing a rewind key applies the accumulated rewind (spec 2 §4). */
export function keyUp(state: PlayerState, code: string, now: number): Transition {
  return code === 'ArrowLeft' || code === 'ArrowRight' ? commitRewind(state, 'keys', now) : stay(state);
}
