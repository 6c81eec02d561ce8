import { describe, expect, it } from 'vitest';
import { playbackPhase } from './selectors';
import { createPlayerState } from './state';
import { playingLive, playingVod, run } from './test-support';

const fatal = (category: number, code = 1000) => ({ type: 'shakaError', error: { severity: 2, category, code } }) as const;

describe('player states', () => {
  it('a fresh player is loading with controls shown and the default volume', () => {
    const state = createPlayerState();
    expect(playbackPhase(state)).toBe('loading');
    expect(state).toMatchObject({ isShowUI: true, volume: 0.8, isMuted: false, speed: 1, isPaused: false });
  });

  it('goes from loading to playing on the first frame', () => {
    const { state } = run(createPlayerState(), [{ type: 'loadStarted', isLive: false }, { type: 'playing' }]);
    expect(playbackPhase(state)).toBe('playing');
    expect(state.hasStarted).toBe(true);
  });

  it('starts a new item at its resume position, keeping sound, speed and fullscreen', () => {
    const before = { ...playingVod(900), volume: 0.3, speed: 1.5 as const, isFullscreen: true, isEnded: true };
    const { state } = run(before, [{ type: 'loadStarted', isLive: false, startTime: 120 }]);
    expect(state).toMatchObject({
      currentTime: 120,
      volume: 0.3,
      speed: 1.5,
      isFullscreen: true,
      isEnded: false,
      hasStarted: false,
      isLoading: true,
    });
  });

  it('shows loading while buffering and playing again afterwards', () => {
    const buffering = run(playingVod(), [{ type: 'waiting' }]).state;
    expect(playbackPhase(buffering)).toBe('loading');
    expect(playbackPhase(run(buffering, [{ type: 'playing' }]).state)).toBe('playing');
  });

  it('follows time, buffer and duration from the element', () => {
    const { state } = run(createPlayerState(), [
      { type: 'durationChanged', duration: 5400 },
      { type: 'timeUpdate', currentTime: 61, bufferedTime: 180 },
    ]);
    expect(state).toMatchObject({ duration: 5400, currentTime: 61, bufferedTime: 180 });
  });

  it('ends at the duration with controls shown', () => {
    const { state } = run({ ...playingVod(3599, 3600), isShowUI: false }, [{ type: 'ended' }]);
    expect(playbackPhase(state)).toBe('ended');
    expect(state).toMatchObject({ currentTime: 3600, isPaused: true, isShowUI: true });
  });

  it('plays again from the start when play is pressed after the end', () => {
    const ended = run(playingVod(3599, 3600), [{ type: 'ended' }]).state;
    const { state, effects } = run(ended, [{ type: 'togglePlay' }]);
    expect(effects).toEqual([{ type: 'seek', from: 3600, position: 0 }, { type: 'play' }]);
    expect(state).toMatchObject({ isEnded: false, isPaused: false, currentTime: 0 });
  });

  it('plays live again at the live position, without seeking to zero', () => {
    const ended = run(playingLive(), [{ type: 'ended' }]).state;
    expect(run(ended, [{ type: 'togglePlay' }]).effects).toEqual([{ type: 'play' }]);
  });

  it('counts a pause it did not ask for (PiP window, headset) as the viewer’s', () => {
    const { state } = run(playingVod(), [{ type: 'mediaPaused' }], 5000);
    expect(state.pause).toEqual({ by: 'user', atMs: 5000 });
    expect(run(state, [{ type: 'mediaPaused' }], 9000).state).toBe(state);
  });

  it('follows fullscreen and picture-in-picture as the page reports them', () => {
    const { state } = run(playingVod(), [
      { type: 'fullscreenChanged', isFullscreen: true },
      { type: 'pipChanged', isPip: true },
    ]);
    expect(state).toMatchObject({ isFullscreen: true, isPip: true });
  });
});

describe('user gesture', () => {
  it('is asked for when autoplay fails', () => {
    const { state } = run(createPlayerState(), [{ type: 'loadStarted', isLive: false }, { type: 'autoplayFailed' }]);
    expect(playbackPhase(state)).toBe('needsUserGesture');
    expect(state).toMatchObject({ isNeedUserGesture: true, isPaused: true, isLoading: false, isShowUI: true });
  });

  it('is not asked for once playback has started', () => {
    const state = playingVod();
    expect(run(state, [{ type: 'initTimedOut' }]).state).toBe(state);
  });

  it('the gesture plays', () => {
    const waiting = run(createPlayerState(), [{ type: 'autoplayFailed' }]).state;
    const { state, effects } = run(waiting, [{ type: 'userGesture' }]);
    expect(effects).toEqual([{ type: 'play' }]);
    expect(state).toMatchObject({ isNeedUserGesture: false, isPaused: false, isLoading: true });
    expect(run(state, [{ type: 'playing' }]).state.isLoading).toBe(false);
  });

  it('the play button counts as the gesture', () => {
    const waiting = run(createPlayerState(), [{ type: 'autoplayFailed' }]).state;
    expect(run(waiting, [{ type: 'togglePlay' }]).effects).toEqual([{ type: 'play' }]);
  });

  it('a gesture nobody asked for does nothing', () => {
    const state = playingVod();
    expect(run(state, [{ type: 'userGesture' }])).toEqual({ state, effects: [] });
  });
});

describe('errors', () => {
  it('a fatal network error shows loading and the error', () => {
    const { state, effects } = run(playingVod(), [fatal(1, 1002)]);
    expect(effects).toEqual([]);
    expect(state).toMatchObject({ isLoading: true, isPaused: false, error: { kind: 'network', reason: '1-3-1002' } });
  });

  it.each([4, 6, 3, 9])('a fatal error of category %i pauses with a technical error', (category) => {
    const { state, effects } = run({ ...playingVod(), isShowUI: false }, [fatal(category, 4001)], 7000);
    expect(effects).toEqual([{ type: 'pause' }]);
    expect(state).toMatchObject({ isPaused: true, isLoading: false, isShowUI: true, pause: { by: 'player', atMs: 7000 } });
    expect(state.error).toMatchObject({ kind: 'technical', reason: '1-3-4001', category });
  });

  it('a technical error while already paused asks for no second pause', () => {
    const paused = { ...playingVod(), isPaused: true };
    expect(run(paused, [fatal(6)]).effects).toEqual([]);
  });

  it('a non-fatal error clears the error', () => {
    const failed = run(playingVod(), [fatal(1)]).state;
    const { state } = run(failed, [{ type: 'shakaError', error: { severity: 1, category: 1, code: 1001 } }]);
    expect(state.error).toBeNull();
  });

  it('playback resuming clears the error', () => {
    const failed = run(playingVod(), [fatal(1)]).state;
    expect(run(failed, [{ type: 'playing' }]).state).toMatchObject({ error: null, isLoading: false });
  });
});

describe('ad breaks', () => {
  it('mark the ad as playing and drop a pending rewind and the settings panel', () => {
    const busy = { ...playingVod(), rewind: { by: 'keys' as const, from: 1, to: 16 }, settings: { screen: 'main' as const } };
    const { state } = run(busy, [{ type: 'adBreakStarted', slot: 'midroll' }]);
    expect(state).toMatchObject({ isAdPlaying: true, rewind: null, settings: null });
  });

  it('playback resumes after an ad ends', () => {
    const { state, effects } = run(playingVod(), [
      { type: 'adBreakStarted', slot: 'pauseroll' },
      { type: 'adBreakEnded', slot: 'pauseroll' },
    ]);
    expect(effects).toEqual([{ type: 'play' }]);
    expect(state).toMatchObject({ isAdPlaying: false, isPaused: false });
  });

  it('after the postroll the player is ended', () => {
    const { state, effects } = run(playingVod(), [
      { type: 'adBreakStarted', slot: 'postroll' },
      { type: 'adBreakEnded', slot: 'postroll' },
    ]);
    expect(effects).toEqual([]);
    expect(playbackPhase(state)).toBe('ended');
  });

  it('play/pause belongs to the ad layer during a break', () => {
    expect(run({ ...playingVod(), isAdPlaying: true }, [{ type: 'togglePlay' }]).effects).toEqual([]);
  });
});

describe('applied preferences', () => {
  it('set sound, speed and the still-available tracks on the state and the element', () => {
    const { state, effects } = run(playingVod(), [
      {
        type: 'preferencesApplied',
        preferences: { volume: 0.2, muted: true, speed: 1.25, resolution: '720p', subtitle: null, audio: 'en' },
      },
    ]);
    expect(state).toMatchObject({ volume: 0.2, isMuted: true, speed: 1.25 });
    expect(state.tracks).toMatchObject({ resolution: '720p', subtitle: null, audio: 'en' });
    expect(effects).toEqual([
      { type: 'setVolume', volume: 0.2, muted: true },
      { type: 'setSpeed', speed: 1.25 },
      { type: 'selectQuality', value: '720p' },
      { type: 'selectSubtitle', language: null },
      { type: 'selectAudio', language: 'en' },
    ]);
  });

  it('leave the stream’s own tracks alone when nothing applies', () => {
    const { effects } = run(playingVod(), [{ type: 'preferencesApplied', preferences: {} }]);
    expect(effects).toEqual([
      { type: 'setVolume', volume: 0.8, muted: false },
      { type: 'setSpeed', speed: 1 },
    ]);
  });
});
