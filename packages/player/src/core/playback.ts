import type { AdSlot } from './ads';
import { go, stay, type Transition } from './effects';
import { classifyShakaError, type ShakaErrorInfo } from './errors';
import type { StoredPreferences } from './preferences';
import { NO_TRACKS, type PlayerState } from './state';

/** A new item (the first, or the next episode) starts loading; the viewer's sound, speed and screen mode carry over. */
export function loadStarted(state: PlayerState, isLive: boolean, startTime: number, pauseLiveWindowS: number | null = null): PlayerState {
  return {
    ...state,
    isLive,
    currentTime: startTime,
    duration: 0,
    bufferedTime: 0,
    isPaused: false,
    isLoading: true,
    isNeedUserGesture: false,
    isEnded: false,
    hasStarted: false,
    isAdPlaying: false,
    error: null,
    rewind: null,
    pause: null,
    tracks: NO_TRACKS,
    seekable: null,
    pauseLiveWindowS: isLive ? pauseLiveWindowS : null,
  };
}

/** A frame is on screen: whatever was in the way (loading, a gesture request, an error) is over. */
export function playing(state: PlayerState): PlayerState {
  return {
    ...state,
    isLoading: false,
    isPaused: false,
    isNeedUserGesture: false,
    isEnded: false,
    hasStarted: true,
    error: null,
    pause: null,
  };
}

export function mediaPaused(state: PlayerState, now: number): PlayerState {
  return state.isPaused ? state : { ...state, isPaused: true, pause: { by: 'user', atMs: now } };
}

export function ended(state: PlayerState): PlayerState {
  const currentTime = state.isLive ? state.currentTime : state.duration;
  return { ...state, currentTime, isEnded: true, isPaused: true, isLoading: false, isShowUI: true, rewind: null, pause: null };
}

/** Autoplay was refused (or, embedded, init took too long): wait for the viewer's click (spec 2 §4). */
export function needUserGesture(state: PlayerState): PlayerState {
  if (state.hasStarted) return state;
  return { ...state, isNeedUserGesture: true, isPaused: true, isLoading: false, isShowUI: true };
}

/**
 * Spec 2 §4: a fatal network error keeps the spinner with the error (shaka retries); any other fatal error
 * (a refused stream included) pauses with it; a non-fatal error means things recovered and clears the error.
 */
export function shakaError(state: PlayerState, info: ShakaErrorInfo, now: number): Transition {
  const error = classifyShakaError(info);
  if (!error) return stay({ ...state, error: null });
  if (error.kind === 'network') return stay({ ...state, error, isLoading: true });
  const paused = { ...state, error, isLoading: false, isShowUI: true, rewind: null };
  return state.isPaused ? stay(paused) : go({ ...paused, isPaused: true, pause: { by: 'player', atMs: now } }, { type: 'pause' });
}

/** After an ad break playback resumes; after the postroll the content is over (spec 2 §4). */
export function adBreakEnded(state: PlayerState, slot: AdSlot): Transition {
  const after = { ...state, isAdPlaying: false };
  if (slot === 'postroll') return stay({ ...after, isEnded: true, isPaused: true, isShowUI: true });
  return go({ ...after, isPaused: false, pause: null }, { type: 'play' });
}

/** Stored preferences the stream can honour, from the controller: applied to the state and to the element. */
export function preferencesApplied(state: PlayerState, preferences: StoredPreferences): Transition {
  const volume = preferences.volume ?? state.volume;
  const isMuted = preferences.muted ?? state.isMuted;
  const speed = preferences.speed ?? state.speed;
  const tracks = {
    ...state.tracks,
    resolution: preferences.resolution ?? state.tracks.resolution,
    subtitle: preferences.subtitle !== undefined ? preferences.subtitle : state.tracks.subtitle,
    audio: preferences.audio ?? state.tracks.audio,
  };
  return go(
    { ...state, volume, isMuted, speed, tracks },
    { type: 'setVolume', volume, muted: isMuted },
    { type: 'setSpeed', speed },
    ...(preferences.resolution !== undefined ? [{ type: 'selectQuality' as const, value: preferences.resolution }] : []),
    ...(preferences.subtitle !== undefined ? [{ type: 'selectSubtitle' as const, language: preferences.subtitle }] : []),
    ...(preferences.audio !== undefined ? [{ type: 'selectAudio' as const, language: preferences.audio }] : []),
  );
}
