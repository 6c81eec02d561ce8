// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayerController, type PlayerController } from '../core/controller';
import { PLAYBACK_HEADERS } from '../core/request-headers';
import { createDeliveryStats } from '../p2p/delivery';
import { createShakaAdapter, type ShakaAdapter } from './adapter';
import { type FakeShakaPlayer, fakeShaka, REQUEST_TYPE } from './fake-shaka';
import type { PlaybackSource } from './source';

const SOURCE: PlaybackSource = {
  url: '/media/token/vod/clip/cenc/manifest.mpd?profile=web',
  isLive: false,
  startTime: 120,
  drm: { drm_provider: 'clearkey', clearkey: '/api/v1/drm/clearkey?token=t' },
  identity: { playbackSessionId: 'playback-1', userId: 7 },
};

let video: HTMLVideoElement;
let controller: PlayerController;
let adapter: ShakaAdapter;
let shaka: FakeShakaPlayer;
let play: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.body.innerHTML = '<div id="player"><video></video></div>';
  video = document.querySelector('video')!;
  play = vi.fn(() => Promise.resolve());
  video.play = play as unknown as HTMLVideoElement['play'];
  video.pause = vi.fn();
  controller = createPlayerController();
  const fake = fakeShaka();
  adapter = createShakaAdapter({ shaka: fake.shaka, video, container: document.getElementById('player')!, controller });
  shaka = fake.player();
});

afterEach(async () => {
  await adapter.destroy();
  controller.dispose();
});

const effectsOf = (run: () => void) => {
  const seen: string[] = [];
  const unsubscribe = controller.subscribe((_state, { effects }) => seen.push(...effects.map((effect) => effect.type)));
  run();
  unsubscribe();
  return seen;
};

describe('loading a stream', () => {
  it('configures spec 2 §9 buffering, the live delay and the ClearKey licence server, then loads at the resume position', async () => {
    await adapter.load(SOURCE, createDeliveryStats());
    expect(shaka.configs[0]).toEqual({
      drm: { servers: { 'org.w3.clearkey': '/api/v1/drm/clearkey?token=t' }, preferredKeySystems: ['org.w3.clearkey'], advanced: {} },
      streaming: { bufferingGoal: 120, rebufferingGoal: 10 },
      manifest: { defaultPresentationDelay: 40 },
      abr: { enabled: true, restrictToElementSize: true },
    });
    expect(shaka.loads).toEqual([{ url: SOURCE.url, startTime: 120 }]);
    expect(play).toHaveBeenCalled();
    expect(controller.getState()).toMatchObject({ currentTime: 120, isLoading: true, isLive: false });
  });

  it('buffers 30 s ahead on live and starts at the live edge, or at the moment asked for', async () => {
    const { startTime: _resume, ...live } = { ...SOURCE, isLive: true };
    await adapter.load(live, createDeliveryStats());
    expect(shaka.configs[0]).toMatchObject({ streaming: { bufferingGoal: 30, rebufferingGoal: 10 } });
    expect(shaka.loads[0]?.startTime).toBeNull();
    await adapter.load({ ...live, startTime: 1_800_000_000 }, createDeliveryStats());
    expect(shaka.loads[1]?.startTime).toBe(1_800_000_000);
  });

  it('reports the live window as it slides, and asks the manifest for the window back to where the viewer is (offset)', async () => {
    vi.useFakeTimers();
    await adapter.destroy();
    const fake = fakeShaka();
    adapter = createShakaAdapter({ shaka: fake.shaka, video, container: document.getElementById('player')!, controller });
    shaka = fake.player();
    try {
      await adapter.load({ ...SOURCE, isLive: true, startTime: undefined, pauseLiveWindowS: 60 }, createDeliveryStats());
      shaka.getPlayheadTimeAsDate = () => new Date(video.currentTime * 1000);
      shaka.range = { start: 1000, end: 1100 };
      video.dispatchEvent(new Event('timeupdate'));
      expect(controller.getState()).toMatchObject({ seekable: { start: 1000, end: 1100 }, pauseLiveWindowS: 60 });
      shaka.range = { start: 1010, end: 1110 };
      vi.advanceTimersByTime(1000);
      expect(controller.getState().seekable).toEqual({ start: 1010, end: 1110 });
      controller.dispatch({ type: 'timeUpdate', currentTime: 1080, bufferedTime: 1090 });
      expect(shaka.requestOf(REQUEST_TYPE.MANIFEST, 'https://e.test/live/1/manifest.mpd?profile=web&offset=3').uris).toEqual([
        'https://e.test/live/1/manifest.mpd?profile=web&offset=30',
      ]);
      controller.dispatch({ type: 'timeUpdate', currentTime: 1107, bufferedTime: 1110 });
      expect(shaka.requestOf(REQUEST_TYPE.MANIFEST, 'https://e.test/live/1/manifest.mpd?profile=web&offset=30').uris).toEqual([
        'https://e.test/live/1/manifest.mpd?profile=web',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('numbers manifest and licence requests of one playback; licence requests are typed as JSON and carry the token in their URL only', async () => {
    await adapter.load(SOURCE, createDeliveryStats());
    const manifest = shaka.request(REQUEST_TYPE.MANIFEST);
    const licence = shaka.request(REQUEST_TYPE.LICENSE);
    expect(manifest).toEqual({
      [PLAYBACK_HEADERS.playbackSessionId]: 'playback-1',
      [PLAYBACK_HEADERS.requestNumber]: '1',
      [PLAYBACK_HEADERS.userId]: '7',
    });
    expect(licence).toEqual({
      [PLAYBACK_HEADERS.playbackSessionId]: 'playback-1',
      [PLAYBACK_HEADERS.requestNumber]: '2',
      [PLAYBACK_HEADERS.userId]: '7',
      'Content-Type': 'application/json',
    });
    expect(shaka.request(REQUEST_TYPE.SEGMENT)).toEqual({});
  });

  it('reports the stream’s tracks: heights, full subtitles only, and audio languages', async () => {
    await adapter.load(SOURCE, createDeliveryStats());
    expect(controller.getState().tracks).toEqual({
      heights: [1080, 720, 360],
      resolution: 'auto',
      subtitles: [{ language: 'rus' }, { language: 'eng' }],
      subtitle: null,
      audios: [{ language: 'rus' }, { language: 'eng', label: 'English' }, { language: 'eng', label: 'English' }],
      audio: 'rus',
    });
  });

  it('asks for a gesture when autoplay is refused (spec 2 §4)', async () => {
    play.mockImplementationOnce(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    await adapter.load(SOURCE, createDeliveryStats());
    await Promise.resolve();
    expect(controller.getState()).toMatchObject({ isNeedUserGesture: true, isPaused: true, isLoading: false });
  });

  it('a failed load is a player error; one replaced by the next load is not', async () => {
    shaka.loadError = { severity: 2, category: 7, code: 7000 };
    await adapter.load(SOURCE, createDeliveryStats());
    expect(controller.getState().error).toBeNull();
    shaka.loadError = { severity: 2, category: 6, code: 6007 };
    await adapter.load(SOURCE, createDeliveryStats());
    expect(controller.getState().error).toMatchObject({ kind: 'technical', reason: '1-3-6007' });
  });
});

describe('shaka and element events', () => {
  beforeEach(() => adapter.load(SOURCE, createDeliveryStats()));

  it('maps shaka errors by severity and category (spec 2 §4)', () => {
    shaka.emit('error', { severity: 2, category: 1, code: 1001 });
    expect(controller.getState().error).toMatchObject({ kind: 'network' });
    expect(controller.getState().isLoading).toBe(true);
    shaka.emit('error', { severity: 1, category: 1, code: 1001 });
    expect(controller.getState().error).toBeNull();
  });

  it('a frame on screen is playing; a stall while paused is not loading; the end is not a pause', () => {
    video.dispatchEvent(new Event('playing'));
    expect(controller.getState()).toMatchObject({ isLoading: false, hasStarted: true });
    Object.defineProperty(video, 'paused', { value: true, configurable: true });
    video.dispatchEvent(new Event('waiting'));
    expect(controller.getState().isLoading).toBe(false);
    Object.defineProperty(video, 'ended', { value: true, configurable: true });
    video.dispatchEvent(new Event('pause'));
    expect(controller.getState().pause).toBeNull();
    video.dispatchEvent(new Event('ended'));
    expect(controller.getState().isEnded).toBe(true);
  });

  it('time and duration come from the element', () => {
    Object.defineProperty(video, 'duration', { value: 36, configurable: true });
    video.dispatchEvent(new Event('durationchange'));
    video.currentTime = 12;
    video.dispatchEvent(new Event('timeupdate'));
    expect(controller.getState()).toMatchObject({ duration: 36, currentTime: 12 });
  });
});

describe('effects', () => {
  beforeEach(async () => {
    await adapter.load(SOURCE, createDeliveryStats());
    video.dispatchEvent(new Event('playing'));
  });

  it('a chosen quality turns adaptation off and plays the best encoding of that band; auto turns it back on', () => {
    controller.dispatch({ type: 'selectQuality', value: '720p' });
    expect(shaka.configs.at(-1)).toEqual({ abr: { enabled: false } });
    expect(shaka.selected.video).toMatchObject({ height: 720, bandwidth: 2_400_000 });
    expect(controller.getState().tracks.resolution).toBe('720p');
    controller.dispatch({ type: 'selectQuality', value: 'auto' });
    expect(shaka.configs.at(-1)).toEqual({ abr: { enabled: true } });
  });

  it('subtitles by language, off as no track; audio picks the main track of a language', () => {
    controller.dispatch({ type: 'selectSubtitle', language: 'eng' });
    expect(shaka.selected.text).toMatchObject({ language: 'eng', forced: false });
    controller.dispatch({ type: 'selectSubtitle', language: null });
    expect(shaka.selected.text).toBeNull();
    controller.dispatch({ type: 'selectAudio', language: 'eng' });
    expect(shaka.selected.audio).toMatchObject({ language: 'eng', roles: ['main'] });
  });

  it('a subtitle track shaka already streams is let go and chosen again, so that it shows', () => {
    controller.dispatch({ type: 'selectSubtitle', language: 'eng' });
    shaka.textSelections.length = 0;
    controller.dispatch({ type: 'selectSubtitle', language: 'eng' });
    expect(shaka.textSelections).toEqual([null, 'eng']);
    expect(shaka.selected.text).toMatchObject({ language: 'eng' });
  });

  it('seek, volume and speed go to the element', () => {
    controller.dispatch({ type: 'durationChanged', duration: 36 });
    controller.dispatch({ type: 'seek', position: 30 });
    expect(video.currentTime).toBe(30);
    controller.dispatch({ type: 'setVolume', volume: 0.35 });
    expect([video.volume, video.muted]).toEqual([0.35, false]);
    controller.dispatch({ type: 'selectSpeed', speed: 1.5 });
    expect(video.playbackRate).toBe(1.5);
  });

  it('pausing asks the element to pause', () => {
    expect(effectsOf(() => controller.dispatch({ type: 'togglePlay' }))).toEqual(['pause']);
    expect(video.pause).toHaveBeenCalled();
  });
});

describe('leaving', () => {
  it('destroys shaka and stops listening to the element', async () => {
    await adapter.load(SOURCE, createDeliveryStats());
    await adapter.destroy();
    expect(shaka.destroyed).toBe(true);
    const before = controller.getState();
    video.dispatchEvent(new Event('playing'));
    expect(controller.getState()).toBe(before);
  });
});
