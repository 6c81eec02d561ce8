import {
  keyDown,
  keyUp,
  muteButton,
  skip,
  tapPicture,
  toggleFullscreen,
  togglePip,
  togglePlay,
  userGesture,
  volumeSlider,
} from './controls';
import { stay, type Transition } from './effects';
import type { PlayerEvent } from './events';
import { goLive } from './live';
import { adBreakEnded, ended, loadStarted, mediaPaused, needUserGesture, playing, preferencesApplied, shakaError } from './playback';
import { commitRewind, dragRewind, seekTo } from './rewind';
import { canHideUI } from './selectors';
import { settingsNext } from './settings-panel';
import type { PlayerState } from './state';

/**
 * The player's rules: the next state and what the adapter must do, given an event at wall-clock `now` (ms).
 * `now` is an argument, not a clock read, so throttles and the live window are plain functions of their inputs.
 */
export function next(state: PlayerState, event: PlayerEvent, now: number): Transition {
  switch (event.type) {
    case 'loadStarted':
      return stay(loadStarted(state, event.isLive, event.startTime ?? 0, event.pauseLiveWindowS ?? null));
    case 'durationChanged':
      return stay({ ...state, duration: event.duration });
    case 'seekableChanged':
      return stay(state.isLive ? { ...state, seekable: event.seekable } : state);
    case 'timeUpdate':
      return stay({ ...state, currentTime: event.currentTime, bufferedTime: event.bufferedTime });
    case 'playing':
      return stay(playing(state));
    case 'waiting':
      return stay({ ...state, isLoading: true });
    case 'mediaPaused':
      return stay(mediaPaused(state, now));
    case 'ended':
      return stay(ended(state));
    case 'autoplayFailed':
    case 'initTimedOut':
      return stay(needUserGesture(state));
    case 'shakaError':
      return shakaError(state, event.error, now);
    case 'fullscreenChanged':
      return stay({ ...state, isFullscreen: event.isFullscreen });
    case 'pipChanged':
      return stay({ ...state, isPip: event.isPip });
    case 'tracksChanged':
      return stay({ ...state, tracks: event.tracks });
    case 'adBreakStarted':
      return stay({ ...state, isAdPlaying: true, rewind: null, settings: null });
    case 'adBreakEnded':
      return adBreakEnded(state, event.slot);
    case 'preferencesApplied':
      return preferencesApplied(state, event.preferences);
    case 'userActivity':
      // Pointer moves arrive dozens of times a second: keep the same object so the screen does not re-render.
      return stay(state.isShowUI ? state : { ...state, isShowUI: true });
    case 'hideUI':
      return stay(canHideUI(state) ? { ...state, isShowUI: false } : state);
    case 'togglePlay':
      return togglePlay(state, now);
    case 'tapPicture':
      return tapPicture(state, event, now);
    case 'skip':
      return skip(state, event.seconds, now);
    case 'userGesture':
      return userGesture(state);
    case 'setVolume':
      return volumeSlider(state, event.volume);
    case 'toggleMute':
      return muteButton(state);
    case 'toggleFullscreen':
      return toggleFullscreen(state);
    case 'togglePip':
      return togglePip(state);
    case 'keyDown':
      return keyDown(state, event, now);
    case 'keyUp':
      return keyUp(state, event.code, now);
    case 'timelineDragStart':
      return stay(dragRewind(state, event.position, now));
    case 'timelineDragMove':
      return stay(state.rewind?.by === 'drag' ? dragRewind(state, event.position, now) : state);
    case 'timelineDragEnd':
      return commitRewind(state, 'drag', now);
    case 'seek':
      return state.isAdPlaying ? stay(state) : seekTo(state, event.position, now);
    case 'goLive':
      return goLive(state);
    case 'setSidePanel':
      return stay({ ...state, isSidePanelOpen: event.open, isShowUI: true });
    case 'setSingleKeyShortcuts':
      return stay({ ...state, singleKeyShortcuts: event.enabled });
    default:
      return settingsNext(state, event);
  }
}
