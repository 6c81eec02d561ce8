import { AUTOPLAY_TEST_TIMEOUT_MS, UI_HIDE_DELAY_MS } from './constants';
import type { PlayerEffect } from './effects';
import type { PlayerEvent } from './events';
import { type AvailableTracks, applyPreferences, type PreferenceStorage, type StoredPreferences, storedSound } from './preferences';
import { qualityLabel } from './quality';
import { next } from './reducer';
import { type Scheduler, systemScheduler, Timer } from './scheduler';
import { canHideUI } from './selectors';
import { createPlayerState, type PlayerState } from './state';

export type PlayerChange = { event: PlayerEvent; previous: PlayerState; effects: readonly PlayerEffect[] };
export type PlayerListener = (state: PlayerState, change: PlayerChange) => void;

export type PlayerControllerOptions = {
  scheduler?: Scheduler;
  /** The embedded player asks for a gesture when it has not started within AUTOPLAY_TEST_TIMEOUT_MS (spec 2 §4). */
  isEmbedded?: boolean;
  /** Spec 2 §4 "configurable"; UI_HIDE_DELAY_MS when absent. */
  uiHideDelayMs?: number;
  preferences?: PreferenceStorage;
  isLive?: boolean;
  singleKeyShortcuts?: boolean;
};

export interface PlayerController {
  getState(): PlayerState;
  dispatch(event: PlayerEvent): void;
  /** Called after every event that changed the state or asked for effects; returns the unsubscribe function. */
  subscribe(listener: PlayerListener): () => void;
  dispose(): void;
}

/** Events that show the viewer is there: they restart the hide countdown even when the controls are already shown. */
const ACTIVITY: ReadonlySet<PlayerEvent['type']> = new Set([
  'userActivity',
  'keyDown',
  'togglePlay',
  'tapPicture',
  'skip',
  'setVolume',
  'toggleMute',
  'seek',
]);
/** Events that set sound, speed or tracks on the stream's or the store's behalf: not the viewer's choice, not saved. */
const NOT_VIEWER_CHOICES: ReadonlySet<PlayerEvent['type']> = new Set(['loadStarted', 'tracksChanged', 'preferencesApplied']);

function available(state: PlayerState): AvailableTracks {
  return {
    resolutions: state.tracks.heights.map(qualityLabel).filter((label) => label !== null),
    subtitles: state.tracks.subtitles.map((track) => track.language),
    audios: state.tracks.audios.map((track) => track.language),
  };
}

function changedPreferences(before: PlayerState, after: PlayerState): StoredPreferences {
  const changes: StoredPreferences = {};
  if (after.volume !== before.volume) changes.volume = after.volume;
  if (after.isMuted !== before.isMuted) changes.muted = after.isMuted;
  if (after.speed !== before.speed) changes.speed = after.speed;
  if (after.tracks.resolution !== before.tracks.resolution) changes.resolution = after.tracks.resolution;
  if (after.tracks.subtitle !== before.tracks.subtitle) changes.subtitle = after.tracks.subtitle;
  if (after.tracks.audio !== before.tracks.audio && after.tracks.audio !== null) changes.audio = after.tracks.audio;
  return changes;
}

/**
 * Runs `next` over the events the adapter and the screen send, and owns the timeouts the rules need: the
 * controls' auto-hide and the embedded player's init timeout. Stored preferences are offered once per item,
 * when its tracks are first known, and the viewer's own changes are saved.
 */
export function createPlayerController(options: PlayerControllerOptions = {}): PlayerController {
  const scheduler = options.scheduler ?? systemScheduler;
  const hideDelayMs = options.uiHideDelayMs ?? UI_HIDE_DELAY_MS;
  const stored = options.preferences?.load() ?? {};
  const listeners = new Set<PlayerListener>();
  const queue: PlayerEvent[] = [];
  let state = createPlayerState({ isLive: options.isLive, singleKeyShortcuts: options.singleKeyShortcuts });
  // Sound and speed are known before any stream, so the first render already shows them.
  state = { ...state, ...storedSound(stored) };
  let preferencesPending = true;
  let draining = false;
  let disposed = false;

  const hideTimer = new Timer(scheduler, () => dispatch({ type: 'hideUI' }));
  const initTimer = new Timer(scheduler, () => dispatch({ type: 'initTimedOut' }));

  function driveTimers(event: PlayerEvent): void {
    if (!state.isShowUI || !canHideUI(state)) hideTimer.cancel();
    else if (ACTIVITY.has(event.type) || !hideTimer.isRunning) hideTimer.start(hideDelayMs);

    if (event.type === 'loadStarted' && options.isEmbedded) initTimer.start(AUTOPLAY_TEST_TIMEOUT_MS);
    if (state.hasStarted || state.isNeedUserGesture || state.error?.kind === 'technical') initTimer.cancel();
  }

  function apply(event: PlayerEvent): void {
    const previous = state;
    const { state: after, effects } = next(state, event, scheduler.now());
    state = after;
    if (event.type === 'loadStarted') preferencesPending = true;
    if (!NOT_VIEWER_CHOICES.has(event.type)) {
      const changes = changedPreferences(previous, state);
      if (Object.keys(changes).length > 0) options.preferences?.save(changes);
    }
    driveTimers(event);
    if (after !== previous || effects.length > 0) for (const listener of listeners) listener(state, { event, previous, effects });
    if (event.type === 'tracksChanged' && preferencesPending) {
      preferencesPending = false;
      const tracks = available(state);
      queue.push({ type: 'preferencesApplied', preferences: applyPreferences(tracks, options.preferences?.load(tracks) ?? {}) });
    }
  }

  // Listeners (the adapter running effects) may dispatch while an event is applied; those wait their turn.
  function dispatch(event: PlayerEvent): void {
    // The element keeps firing for a moment after the page let the player go; those events must not restart timers.
    if (disposed) return;
    queue.push(event);
    if (draining) return;
    draining = true;
    try {
      for (let event = queue.shift(); event; event = queue.shift()) apply(event);
    } finally {
      draining = false;
    }
  }

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      hideTimer.cancel();
      initTimer.cancel();
      listeners.clear();
      queue.length = 0;
    },
  };
}
