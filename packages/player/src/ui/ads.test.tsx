// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdMap } from '../ads/ad-map';
import type { AnalyticsEvent } from '../core/analytics';
import { fakeShaka } from '../shaka/fake-shaka';
import { Player, type PlayerItem } from './player';
import type { PlayerServices } from './services';

const VAST_URL = 'http://ads.test/vast';
const track = (id: string, event: string) => `http://ads.test/t/${id}/${event}`;
const EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'];

/** A VAST 4.1 inline ad as the built-in server answers it: 10 s, skippable after 5 s. */
const inline = (id: string, skip = true, sequence = 1) => `<Ad id="${id}" sequence="${sequence}"><InLine><AdSystem>Efir</AdSystem>
  <Error><![CDATA[${track(id, 'error')}]]></Error><Impression><![CDATA[${track(id, 'impression')}]]></Impression>
  <AdServingId>${id}</AdServingId><AdTitle>Spot</AdTitle><Creatives><Creative id="spot-${id}">
  <UniversalAdId idRegistry="efir" idValue="spot">spot</UniversalAdId><Linear${skip ? ' skipoffset="00:00:05"' : ''}>
  <TrackingEvents>${EVENTS.map((e) => `<Tracking event="${e}"><![CDATA[${track(id, e)}]]></Tracking>`).join('')}</TrackingEvents>
  <Duration>00:00:10</Duration><MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="640" height="360">
  <![CDATA[http://ads.test/${id}.mp4]]></MediaFile></MediaFiles>
  <VideoClicks><ClickTracking><![CDATA[${track(id, 'click')}]]></ClickTracking><ClickThrough><![CDATA[http://brand.test/]]></ClickThrough></VideoClicks>
  </Linear></Creative></Creatives></InLine></Ad>`;
const vast = (...ads: string[]) => `<?xml version="1.0"?><VAST xmlns="http://www.iab.com/VAST" version="4.1">${ads.join('')}</VAST>`;

const AD: AdMap = {
  preroll: { url: `${VAST_URL}?slot=preroll` },
  midroll: { url: `${VAST_URL}?slot=midroll`, cue_points: [20] },
  pauseroll: { url: `${VAST_URL}?slot=pauseroll` },
  postroll: { url: `${VAST_URL}?slot=postroll` },
};
const item = (ad: AdMap): PlayerItem => ({
  key: 'media_item:1',
  asset: {
    assetUrl: '/media/t/vod/clip/cenc',
    type: 'vod',
    drmConfig: { drm_provider: 'clearkey' },
    content: { id: 1 },
    media_type: 'vod',
    ad,
  },
});

// The ads chunk loads once, so the tests' fake timers do not race a first module load.
beforeAll(async () => {
  await Promise.all([import('@dailymotion/vast-client'), import('../ads/ad-break')]);
});

let sent: AnalyticsEvent[];
let tracked: string[];
let answers: Map<string, () => Promise<Response>>;
let contentPlays: number;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  tracked = [];
  contentPlays = 0;
  answers = new Map();
  vi.stubGlobal('fetch', (url: string) => (answers.get(url) ?? (() => Promise.resolve(new Response(vast(), { status: 200 }))))());
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        tracked.push(url);
      }
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (this.dataset.testid !== 'ad-video') contentPlays += 1;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (slot: string, body: string) =>
  answers.set(`${VAST_URL}?slot=${slot}`, () => Promise.resolve(new Response(body, { status: 200 })));
const settle = (ms = 0) =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(0);
  });

async function mount(ad: AdMap = AD, playerItem: PlayerItem = item(ad)) {
  const services: PlayerServices = { sendAnalytics: async (batch) => void sent.push(...batch) };
  const { shaka, player } = fakeShaka();
  render(<Player item={playerItem} text={{ t: (key) => key, locale: 'ru' }} services={services} loadShaka={async () => shaka} />);
  await settle();
  const content = () => document.querySelector<HTMLVideoElement>('video:not([data-testid])')!;
  const adVideo = () => screen.getByTestId<HTMLVideoElement>('ad-video');
  const fire = (element: HTMLVideoElement, type: string) => act(() => void element.dispatchEvent(new Event(type)));
  const at = (element: HTMLVideoElement, seconds: number) => {
    element.currentTime = seconds;
    fire(element, 'timeupdate');
  };
  Object.defineProperty(content(), 'duration', { value: 40, configurable: true });
  fire(content(), 'durationchange');
  return { content, adVideo, fire, at, shakaPlayer: player };
}

const adErrors = () => sent.filter((e) => e.event === 'error').map((e) => (e as AnalyticsEvent<'error'>).reason);
/** Past the analytics queue's 5 s batching, so what was reported has been sent. */
const flush = () => settle(6000);

describe('a preroll', () => {
  it('plays before the programme, tracks each event once in order, is skipped after its offset, and the programme starts where it was', async () => {
    answer('preroll', vast(inline('a1')));
    const { content, adVideo, fire, at } = await mount();
    fire(content(), 'playing');
    await settle();
    expect(screen.getByTestId('ad-layer').hidden).toBe(false);
    expect(adVideo().getAttribute('src')).toBe('http://ads.test/a1.mp4');
    fire(adVideo(), 'playing');
    fire(adVideo(), 'playing');
    for (const t of [1, 1, 2.6, 3, 4]) at(adVideo(), t);
    // Not skippable yet: the button counts down.
    expect(screen.queryByRole('button', { name: 'ad_skip' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'ad_learn_more' }).click());
    act(() => screen.getByRole('button', { name: 'ad_learn_more' }).click());
    at(adVideo(), 5.2);
    const plays = contentPlays;
    act(() => screen.getByRole('button', { name: 'ad_skip' }).click());
    await settle();
    expect(tracked).toEqual([
      track('a1', 'impression'),
      track('a1', 'start'),
      track('a1', 'firstQuartile'),
      track('a1', 'click'),
      track('a1', 'midpoint'),
      track('a1', 'skip'),
    ]);
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);
    expect(contentPlays).toBe(plays + 1);
    await flush();
    expect(sent.map((e) => e.event)).toEqual(expect.arrayContaining(['ad_request', 'ad', 'ad_tracking']));
    expect(sent.find((e) => e.event === 'ad_tracking')).toMatchObject({ slot: 'preroll', ad_id: 'a1', action: 'skip' });
  });

  it('a pod plays its ads one after another, each to its end', async () => {
    answer('preroll', vast(inline('p1'), inline('p2', false, 2)));
    const { content, adVideo, fire, at } = await mount();
    fire(content(), 'playing');
    await settle();
    fire(adVideo(), 'playing');
    at(adVideo(), 10);
    fire(adVideo(), 'ended');
    await settle();
    expect(adVideo().getAttribute('src')).toBe('http://ads.test/p2.mp4');
    fire(adVideo(), 'playing');
    at(adVideo(), 10);
    fire(adVideo(), 'ended');
    fire(adVideo(), 'ended');
    await settle();
    expect(tracked.filter((url) => url.endsWith('/complete'))).toEqual([track('p1', 'complete'), track('p2', 'complete')]);
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);
  });
});

describe('ad failures never hold the programme', () => {
  it('an ad server that does not answer gives up within 3 s with VAST_REQUEST_TIMEOUT', async () => {
    answers.set(`${VAST_URL}?slot=preroll`, () => new Promise<Response>(() => {}));
    const { content, fire } = await mount();
    fire(content(), 'playing');
    const plays = contentPlays;
    await settle(2900);
    expect(contentPlays).toBe(plays);
    await settle(100);
    expect(contentPlays).toBe(plays + 1);
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);
    await flush();
    expect(adErrors()).toEqual(['1-5-4']);
  });

  it('invalid VAST is VAST_INVALID_XML; an answer with no ad (NO_AD_SECTION) is not reported', async () => {
    answer('preroll', '<html>not vast</html>');
    const first = await mount();
    first.fire(first.content(), 'playing');
    await flush();
    expect(adErrors()).toEqual(['1-5-5']);
    cleanup();
    sent = [];
    answer('preroll', vast());
    const second = await mount();
    second.fire(second.content(), 'playing');
    await flush();
    expect(adErrors()).toEqual([]);
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);
  });

  it('an ad URL not starting with http is SMTH_WRONG_WITH_MAKING_VAST_URL and asks nothing', async () => {
    const { content, fire } = await mount({ preroll: { url: '//ads.test/vast' } });
    fire(content(), 'playing');
    await flush();
    expect(adErrors()).toEqual(['1-5-3']);
    expect(sent.some((e) => e.event === 'ad_request')).toBe(false);
  });

  it('an ad blocker sets the blocked state, reports AD_BLOCKING_BY_USER and plays no slot', async () => {
    const style = document.createElement('style');
    style.textContent = '.adsbox { display: none !important; }';
    document.head.appendChild(style);
    const { content, fire } = await mount();
    fire(content(), 'playing');
    await flush();
    expect(adErrors()).toEqual(['1-5-1']);
    expect(sent.some((e) => e.event === 'ad_request')).toBe(false);
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);
  });
});

describe('the other slots', () => {
  it('a midroll at its cue point after 5 s of playback, a pauseroll once in 5 minutes (its second ad server answer is the same spot again), the postroll at the end', async () => {
    const { content, adVideo, fire, at } = await mount({ midroll: AD.midroll, pauseroll: AD.pauseroll, postroll: AD.postroll });
    answer('midroll', vast(inline('m1')));
    answer('pauseroll', vast(inline('z1')));
    answer('postroll', vast(inline('e1')));
    fire(content(), 'playing');
    await settle();
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);
    for (let t = 1; t <= 20; t += 1) at(content(), t);
    await settle();
    expect(adVideo().getAttribute('src')).toBe('http://ads.test/m1.mp4');
    fire(adVideo(), 'ended');
    await settle();
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);
    // Past the cue point the midroll is used up.
    at(content(), 21);
    await settle();
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);

    const pauseAndResume = async () => {
      act(() => screen.getByRole('button', { name: 'pause' }).click());
      act(() => screen.getByRole('button', { name: 'play' }).click());
      await settle();
    };
    await pauseAndResume();
    expect(adVideo().getAttribute('src')).toBe('http://ads.test/z1.mp4');
    fire(adVideo(), 'ended');
    await settle();
    await pauseAndResume();
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);
    // Five minutes on, a resume by the keyboard's K brings the next one.
    vi.setSystemTime(Date.now() + 300_000);
    act(() => screen.getByRole('button', { name: 'pause' }).click());
    act(() => void document.querySelector('section')!.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyK', bubbles: true })));
    await settle();
    expect(screen.getByTestId('ad-layer').hidden).toBe(false);
    fire(adVideo(), 'ended');
    await settle();

    fire(content(), 'ended');
    await settle();
    expect(adVideo().getAttribute('src')).toBe('http://ads.test/e1.mp4');
    fire(adVideo(), 'ended');
    await settle();
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);
    expect(tracked.filter((url) => url.endsWith('/complete'))).toEqual([
      track('m1', 'complete'),
      track('z1', 'complete'),
      track('z1', 'complete'),
      track('e1', 'complete'),
    ]);
  });
});

describe('a live channel', () => {
  const LIVE_AD: AdMap = { preroll: AD.preroll, pauseroll: AD.pauseroll };
  const live = (values: Partial<PlayerItem['asset']> = {}): PlayerItem => ({
    key: 'channel:3',
    asset: {
      assetUrl: '/media/t/live/3',
      type: 'live',
      drmConfig: { drm_provider: 'clearkey' },
      content: { id: 3 },
      media_type: 'live',
      ad: LIVE_AD,
      ...values,
    },
  });

  it('plays one ad of its preroll above the live picture, then joins the live edge', async () => {
    answer('preroll', vast(inline('l1'), inline('l2', false, 2)));
    const { content, adVideo, fire, at, shakaPlayer } = await mount(LIVE_AD, live());
    // The stream's wall clock is the element's time here; its window slides on while the ad plays.
    const shaka = shakaPlayer();
    shaka.getPlayheadTimeAsDate = () => new Date(content().currentTime * 1000);
    shaka.range = { start: 1000, end: 1100 };
    at(content(), 1060);
    fire(content(), 'playing');
    await settle();
    expect(screen.getByTestId('ad-layer').hidden).toBe(false);
    expect(adVideo().getAttribute('src')).toBe('http://ads.test/l1.mp4');
    shaka.range = { start: 1010, end: 1110 };
    fire(adVideo(), 'playing');
    at(adVideo(), 10);
    await settle(1000);
    fire(adVideo(), 'ended');
    await settle();
    // spec 2 §4: 1 ad a slot on live; the pod's second is never played.
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);
    expect(tracked.some((url) => url.includes('/l2/'))).toBe(false);
    expect(content().currentTime).toBe(1110);
  });

  it('a programme of the archive on air plays from where it was asked for after its preroll', async () => {
    answer('preroll', vast(inline('a1')));
    const { content, adVideo, fire, at, shakaPlayer } = await mount(LIVE_AD, live({ media_type: 'archive' }));
    const shaka = shakaPlayer();
    shaka.getPlayheadTimeAsDate = () => new Date(content().currentTime * 1000);
    shaka.range = { start: 1000, end: 1100 };
    at(content(), 1020);
    fire(content(), 'playing');
    await settle();
    expect(adVideo().getAttribute('src')).toBe('http://ads.test/a1.mp4');
    fire(adVideo(), 'ended');
    await settle();
    expect(screen.getByTestId('ad-layer').hidden).toBe(true);
    expect(content().currentTime).toBe(1020);
  });
});
