import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayerController, type PlayerChange } from './controller';
import type { PlayerEffect } from './effects';
import type { PreferenceStorage, StoredPreferences } from './preferences';
import { NO_TRACKS } from './state';
import { key } from './test-support';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function startedController(options: Parameters<typeof createPlayerController>[0] = {}) {
  const controller = createPlayerController(options);
  controller.dispatch({ type: 'loadStarted', isLive: false });
  controller.dispatch({ type: 'durationChanged', duration: 3600 });
  controller.dispatch({ type: 'playing' });
  return controller;
}

describe('controls auto-hide', () => {
  it('controls hide after 3 s without activity', () => {
    const controller = startedController();
    vi.advanceTimersByTime(2999);
    expect(controller.getState().isShowUI).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controller.getState().isShowUI).toBe(false);
  });

  it('activity shows them and restarts the countdown', () => {
    const controller = startedController();
    vi.advanceTimersByTime(3000);
    controller.dispatch({ type: 'userActivity' });
    expect(controller.getState().isShowUI).toBe(true);
    vi.advanceTimersByTime(2000);
    controller.dispatch({ type: 'userActivity' });
    vi.advanceTimersByTime(2999);
    expect(controller.getState().isShowUI).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controller.getState().isShowUI).toBe(false);
  });

  it('the delay is configurable', () => {
    const controller = startedController({ uiHideDelayMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(controller.getState().isShowUI).toBe(false);
  });

  it('controls stay while paused and hide 3 s after playback resumes', () => {
    const controller = startedController();
    controller.dispatch({ type: 'togglePlay' });
    vi.advanceTimersByTime(60_000);
    expect(controller.getState().isShowUI).toBe(true);
    controller.dispatch({ type: 'togglePlay' });
    vi.advanceTimersByTime(2999);
    expect(controller.getState().isShowUI).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controller.getState().isShowUI).toBe(false);
  });

  it('controls stay while a panel is open and hide 3 s after it closes', () => {
    const controller = startedController();
    controller.dispatch({ type: 'openSettings' });
    vi.advanceTimersByTime(10_000);
    expect(controller.getState().isShowUI).toBe(true);
    controller.dispatch({ type: 'closeSettings' });
    vi.advanceTimersByTime(3000);
    expect(controller.getState().isShowUI).toBe(false);
  });

  it('controls stay while rewinding and hide 3 s after the key is released', () => {
    const controller = startedController();
    controller.dispatch(key('ArrowRight'));
    vi.advanceTimersByTime(5000);
    expect(controller.getState().isShowUI).toBe(true);
    controller.dispatch({ type: 'keyUp', code: 'ArrowRight' });
    vi.advanceTimersByTime(3000);
    expect(controller.getState().isShowUI).toBe(false);
  });
});

describe('embedded player init timeout', () => {
  it('an embedded player asks for a user gesture when init takes over 5 s', () => {
    const controller = createPlayerController({ isEmbedded: true });
    controller.dispatch({ type: 'loadStarted', isLive: false });
    vi.advanceTimersByTime(4999);
    expect(controller.getState().isNeedUserGesture).toBe(false);
    vi.advanceTimersByTime(1);
    expect(controller.getState().isNeedUserGesture).toBe(true);
  });

  it('does not ask once playback has started in time', () => {
    const controller = createPlayerController({ isEmbedded: true });
    controller.dispatch({ type: 'loadStarted', isLive: false });
    vi.advanceTimersByTime(4000);
    controller.dispatch({ type: 'playing' });
    vi.advanceTimersByTime(10_000);
    expect(controller.getState().isNeedUserGesture).toBe(false);
  });

  it('does not ask after a technical error stopped the start', () => {
    const controller = createPlayerController({ isEmbedded: true });
    controller.dispatch({ type: 'loadStarted', isLive: false });
    controller.dispatch({ type: 'shakaError', error: { severity: 2, category: 6, code: 6001 } });
    vi.advanceTimersByTime(10_000);
    expect(controller.getState().isNeedUserGesture).toBe(false);
  });

  it('a player on the site waits as long as it takes', () => {
    const controller = createPlayerController();
    controller.dispatch({ type: 'loadStarted', isLive: false });
    vi.advanceTimersByTime(60_000);
    expect(controller.getState().isNeedUserGesture).toBe(false);
  });
});

function memoryPreferences(initial: StoredPreferences): PreferenceStorage & { saved: StoredPreferences[] } {
  let stored = { ...initial };
  const saved: StoredPreferences[] = [];
  return {
    saved,
    load: () => stored,
    save(changes) {
      saved.push(changes);
      stored = { ...stored, ...changes };
    },
  };
}

const tracks = {
  ...NO_TRACKS,
  heights: [1080, 720, 360],
  subtitles: [{ language: 'ru' }, { language: 'en' }],
  audios: [{ language: 'ru' }],
  audio: 'ru',
};

describe('stored preferences in the controller', () => {
  it('sound and speed are shown from the first render', () => {
    const controller = createPlayerController({ preferences: memoryPreferences({ volume: 0.3, muted: true, speed: 2 }) });
    expect(controller.getState()).toMatchObject({ volume: 0.3, isMuted: true, speed: 2 });
  });

  it('are applied when the tracks are known, only where still available, once per item', () => {
    const preferences = memoryPreferences({ volume: 0.3, resolution: '720p', subtitle: 'en', audio: 'en' });
    const controller = createPlayerController({ preferences });
    const effects: PlayerEffect[] = [];
    controller.subscribe((_, change) => effects.push(...change.effects));
    controller.dispatch({ type: 'loadStarted', isLive: false });
    controller.dispatch({ type: 'tracksChanged', tracks });
    expect(effects).toEqual([
      { type: 'setVolume', volume: 0.3, muted: false },
      { type: 'setSpeed', speed: 1 },
      { type: 'selectQuality', value: '720p' },
      { type: 'selectSubtitle', language: 'en' },
    ]);
    effects.length = 0;
    controller.dispatch({ type: 'tracksChanged', tracks });
    expect(effects).toEqual([]);
    controller.dispatch({ type: 'loadStarted', isLive: false });
    controller.dispatch({ type: 'tracksChanged', tracks });
    expect(effects).toContainEqual({ type: 'selectQuality', value: '720p' });
  });

  it('a storage is told what the stream offers, so its default may depend on it (karaoke lyrics on)', () => {
    const seen: unknown[] = [];
    const preferences: PreferenceStorage = {
      load: (available) => {
        seen.push(available);
        return available ? { subtitle: available.subtitles[0] ?? null } : {};
      },
      save: () => undefined,
    };
    const controller = createPlayerController({ preferences });
    const effects: PlayerEffect[] = [];
    controller.subscribe((_, change) => effects.push(...change.effects));
    controller.dispatch({ type: 'loadStarted', isLive: false });
    controller.dispatch({ type: 'tracksChanged', tracks });
    expect(seen.at(-1)).toEqual({ resolutions: ['1080p', '720p', '360p'], subtitles: ['ru', 'en'], audios: ['ru'] });
    expect(effects).toContainEqual({ type: 'selectSubtitle', language: 'ru' });
  });

  it('the viewer’s changes are saved; the stream’s and the store’s own are not', () => {
    const preferences = memoryPreferences({ resolution: '720p' });
    const controller = startedController({ preferences });
    controller.dispatch({ type: 'tracksChanged', tracks: { ...tracks, resolution: '1080p' } });
    expect(preferences.saved).toEqual([]);
    controller.dispatch({ type: 'setVolume', volume: 0.5 });
    controller.dispatch({ type: 'selectSpeed', speed: 1.5 });
    controller.dispatch({ type: 'selectQuality', value: '360p' });
    controller.dispatch({ type: 'selectSubtitle', language: 'ru' });
    controller.dispatch({ type: 'selectAudio', language: 'ru' });
    controller.dispatch({ type: 'toggleMute' });
    expect(preferences.saved).toEqual([{ volume: 0.5 }, { speed: 1.5 }, { resolution: '360p' }, { subtitle: 'ru' }, { muted: true }]);
  });
});

describe('controller plumbing', () => {
  it('tells listeners the event, the previous state and the effects, and stops on unsubscribe', () => {
    const controller = createPlayerController();
    const changes: PlayerChange[] = [];
    const unsubscribe = controller.subscribe((_, change) => changes.push(change));
    controller.dispatch({ type: 'togglePlay' });
    expect(changes).toHaveLength(1);
    expect(changes[0]?.effects).toEqual([{ type: 'pause' }]);
    expect(changes[0]?.previous.isPaused).toBe(false);
    unsubscribe();
    controller.dispatch({ type: 'togglePlay' });
    expect(changes).toHaveLength(1);
  });

  it('does not call listeners for events that change nothing', () => {
    const controller = createPlayerController();
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.dispatch({ type: 'keyUp', code: 'KeyQ' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('queues events dispatched by a listener until the current one is applied', () => {
    const controller = createPlayerController();
    const seen: string[] = [];
    controller.subscribe((state, { event, effects }) => {
      seen.push(`${event.type}:${state.isPaused}`);
      if (effects.some((effect) => effect.type === 'pause')) controller.dispatch({ type: 'mediaPaused' });
    });
    controller.dispatch({ type: 'togglePlay' });
    // The echoed pause arrives after the viewer's pause is applied, so it changes nothing and is not announced.
    expect(seen).toEqual(['togglePlay:true']);
    expect(controller.getState().pause?.by).toBe('user');
  });

  it('pointer movement over shown controls does not re-render', () => {
    const controller = createPlayerController();
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.dispatch({ type: 'userActivity' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('runs a listener’s dispatch right after the current event', () => {
    const controller = createPlayerController();
    const seen: string[] = [];
    controller.subscribe((_, { event }) => {
      seen.push(event.type);
      if (event.type === 'toggleFullscreen') controller.dispatch({ type: 'fullscreenChanged', isFullscreen: true });
    });
    controller.dispatch({ type: 'toggleFullscreen' });
    expect(seen).toEqual(['toggleFullscreen', 'fullscreenChanged']);
    expect(controller.getState().isFullscreen).toBe(true);
  });

  it('ignores events after dispose', () => {
    const controller = startedController();
    controller.dispose();
    controller.dispatch({ type: 'togglePlay' });
    expect(controller.getState().isPaused).toBe(false);
  });

  it('dispose cancels the timers', () => {
    const controller = startedController({ isEmbedded: true });
    controller.dispose();
    vi.advanceTimersByTime(60_000);
    expect(controller.getState().isShowUI).toBe(true);
  });
});
