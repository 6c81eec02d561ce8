// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayerController } from '../core/controller';
import { createPreferenceStorage, PREFERENCES_STORAGE_KEY } from '../core/preferences';
import { PLAYBACK_HEADERS } from '../core/request-headers';
import { createDeliveryStats, P2P_ERROR } from '../p2p/delivery';
import { EarlyMedia } from '../ui/early-media';
import { Player } from '../ui/player';
import { type PlayerMedia, PlayerView } from '../ui/player-view';
import { createShakaAdapter } from './adapter';
import {
  EARLY_PLAYBACK_SHOWN,
  type EarlyPlaybackOptions,
  earlyPlaybackOf,
  type PlaybackItem,
  startPageEarlyPlayback,
  takeEarlyPlayback,
} from './early-playback';
import { fakeShaka, REQUEST_TYPE } from './fake-shaka';

const ITEM: PlaybackItem = {
  key: 'media_item:10001:',
  asset: {
    assetUrl: '/media/token/vod/clip/cenc',
    type: 'vod',
    drmConfig: { drm_provider: 'clearkey', clearkey: '/api/v1/drm/clearkey?token=t' },
    content: { id: 10001 },
    media_type: 'movie',
  },
  startTime: 12,
};
const PREROLL = { preroll: { url: 'https://ads.example/vast?slot=preroll' } };

let fake: ReturnType<typeof fakeShaka>;
let play: ReturnType<typeof vi.fn>;

/** The page as the server writes it, then its early-start script. */
function startPage(start: { item?: PlaybackItem; waits?: boolean } = {}, loadP2p?: EarlyPlaybackOptions['loadP2p']) {
  document.body.innerHTML = `<main>${renderToString(<EarlyMedia item={start.item ?? ITEM} waits={start.waits ?? false} script="/assets/early-start.js" />)}</main>`;
  const video = document.querySelector('video')!;
  video.play = play as unknown as HTMLVideoElement['play'];
  startPageEarlyPlayback(fake.shaka, document, {
    userAgent: 'Mozilla/5.0 Chrome/130',
    preferences: createPreferenceStorage(localStorage),
    loadP2p,
  });
  return video;
}

beforeEach(() => {
  fake = fakeShaka();
  play = vi.fn(() => Promise.resolve());
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  // Whatever a test left untaken goes, as a page's would with it.
  takeEarlyPlayback(document.querySelector('video')!);
  vi.useRealTimers();
});

describe('the player page’s early playback', () => {
  it('starts the stream as the player would: the same URL, start, licence server, request headers and stored sound', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ volume: 0.3, muted: true, speed: 1.5 }));
    const video = startPage();
    const early = earlyPlaybackOf(ITEM.key)!;
    await early.loaded;
    const shaka = fake.player();
    expect(shaka.loads).toEqual([{ url: '/media/token/vod/clip/cenc/manifest.mpd?profile=web', startTime: 12 }]);
    expect(shaka.configs[0]).toMatchObject({ drm: { servers: { 'org.w3.clearkey': '/api/v1/drm/clearkey?token=t' } } });
    expect(shaka.request(REQUEST_TYPE.MANIFEST)).toMatchObject({
      [PLAYBACK_HEADERS.playbackSessionId]: early.source.identity.playbackSessionId,
      [PLAYBACK_HEADERS.requestNumber]: '1',
    });
    expect(shaka.requestOf(REQUEST_TYPE.LICENSE).headers['Content-Type']).toBe('application/json');
    expect({ volume: video.volume, muted: video.muted }).toEqual({ volume: 0.3, muted: true });
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
    expect(video.playbackRate).toBe(1.5);
  });

  it('the player takes it over, element and stream: no second shaka player, no second load, its requests numbered on', async () => {
    const video = startPage();
    const early = earlyPlaybackOf(ITEM.key)!;
    const shaka = fake.player();
    await early.loaded;
    expect(shaka.request(REQUEST_TYPE.MANIFEST)[PLAYBACK_HEADERS.requestNumber]).toBe('1');
    // Playing, as the page's video is by the time the app runs.
    Object.defineProperties(video, { paused: { value: false }, readyState: { value: 4 }, duration: { value: 36 } });
    video.dispatchEvent(new Event('loadeddata'));

    const controller = createPlayerController();
    let media: PlayerMedia | null = null;
    render(<PlayerView controller={controller} onMedia={(next) => (media = next)} earlyMedia={early.media} />);
    expect(media).toEqual({ video, container: expect.any(HTMLElement), captions: early.media.captions });
    expect(document.querySelector('[aria-label="region"] video')).toBe(video);
    expect(document.querySelector('main [data-early-playback] video')).toBeNull();

    const adapter = createShakaAdapter({ shaka: fake.shaka, ...media!, controller, early: takeEarlyPlayback(video) });
    expect(fake.player()).toBe(shaka);
    await adapter.load(early.source, createDeliveryStats());
    expect(shaka.loads).toHaveLength(1);
    expect(shaka.filters).toHaveLength(1);
    expect(shaka.request(REQUEST_TYPE.MANIFEST)[PLAYBACK_HEADERS.requestNumber]).toBe('2');
    // What the element did before the player listened: it plays, and knows its length.
    expect(controller.getState()).toMatchObject({ hasStarted: true, isLoading: false, duration: 36, currentTime: 12 });
    // Taken once: a player mounted again starts its own.
    expect(takeEarlyPlayback(video)).toBeNull();
    expect(earlyPlaybackOf(ITEM.key)).toBeNull();
    await adapter.destroy();
    controller.dispose();
  });

  it('the player of the same item shows it and reports it as its own playback: the same session, no second start', async () => {
    const video = startPage();
    const early = earlyPlaybackOf(ITEM.key)!;
    const shaka = fake.player();
    const sent: { playback_session_id: string; event: string }[] = [];
    render(
      <Player
        item={ITEM}
        text={{ t: (key) => key, locale: 'ru' }}
        services={{ sendAnalytics: async (batch) => void sent.push(...(batch as unknown as typeof sent)) }}
        loadShaka={async () => fake.shaka}
      />,
    );
    await vi.waitFor(() => expect(document.querySelector('[aria-label="region"] video')).toBe(video));
    await vi.waitFor(() => expect(takeEarlyPlayback(video)).toBeNull());
    expect(fake.player()).toBe(shaka);
    expect(shaka.loads).toHaveLength(1);
    video.dispatchEvent(new Event('playing'));
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(new Set(sent.map((event) => event.playback_session_id))).toEqual(new Set([early.source.identity.playbackSessionId]));
  });

  it('starts peer-to-peer once its first frame is shown, and the player keeps it rather than starting it again', async () => {
    const loadP2p = vi.fn(() => Promise.reject(new Error('offline')));
    const p2p = { announce: ['/tracker'], swarm_id: 'live-1', ice_servers: [] };
    const video = startPage({ item: { ...ITEM, asset: { ...ITEM.asset, p2p } } }, loadP2p);
    const early = earlyPlaybackOf(ITEM.key)!;
    await early.loaded;
    expect(loadP2p).not.toHaveBeenCalled();
    video.dispatchEvent(new Event('loadeddata'));
    await early.p2p;
    expect(loadP2p).toHaveBeenCalledOnce();
    const controller = createPlayerController();
    const container = document.createElement('section');
    const adapter = createShakaAdapter({ shaka: fake.shaka, video, container, controller, loadP2p, early: takeEarlyPlayback(video) });
    await adapter.load(early.source, early.delivery);
    expect(loadP2p).toHaveBeenCalledOnce();
    // Its library failing to load is in the next QoS report, and the stream plays on over HTTP.
    expect(early.delivery.take()).toMatchObject({ p2p_state: 'failed', errors: [{ code: P2P_ERROR.FAILED_TO_LOAD }] });
    await adapter.destroy();
    controller.dispose();
  });

  it('one that waits (a spent viewing allowance) and one with a preroll only load: the player plays them', async () => {
    for (const start of [{ waits: true }, { item: { ...ITEM, asset: { ...ITEM.asset, ad: PREROLL } } }]) {
      startPage(start);
      await earlyPlaybackOf(ITEM.key)!.loaded;
      await new Promise((resolve) => setTimeout(resolve));
      expect(play, JSON.stringify(start)).not.toHaveBeenCalled();
      takeEarlyPlayback(document.querySelector('video')!);
    }
  });

  it('says when its first frame is shown, or that it failed, so the page starts its app', async () => {
    const shown = vi.fn();
    window.addEventListener(EARLY_PLAYBACK_SHOWN, shown);
    vi.useFakeTimers();
    const video = startPage();
    video.dispatchEvent(new Event('loadeddata'));
    await vi.advanceTimersByTimeAsync(150);
    expect(shown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(shown).toHaveBeenCalledOnce();
    vi.useRealTimers();

    takeEarlyPlayback(video);
    fake = fakeShaka();
    const failing = fake.shaka.Player;
    fake.shaka.Player = class extends failing {
      loadError = new Error('licence refused');
    };
    startPage();
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(2));
    window.removeEventListener(EARLY_PLAYBACK_SHOWN, shown);
  });

  it('starts nothing in a page the app has already rendered over', () => {
    document.body.innerHTML = renderToString(<EarlyMedia item={ITEM} waits={false} script="/assets/early-start.js" />);
    const root = document.querySelector('[data-early-playback]')!;
    root.remove();
    document.body.append(document.createElement('main'));
    startPageEarlyPlayback(fake.shaka, document, { userAgent: 'Chrome', preferences: createPreferenceStorage(localStorage) });
    expect(() => fake.player()).toThrow('no shaka player was created');
    expect(earlyPlaybackOf(ITEM.key)).toBeNull();
  });
});
