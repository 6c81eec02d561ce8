import type { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import { type AdErrorName, checkAdUrl } from '../core/ad-errors';
import type { AdSlot } from '../core/ads';
import { AD_TIMEOUT_MS, AD_WRAPPER_LIMIT } from '../core/constants';

/** The parts of `@dailymotion/vast-client` the break uses; loaded in its own chunk, only for an asset with ads. */
export type VastLibrary = { VASTClient: typeof VASTClient; VASTTracker: typeof VASTTracker };

/** An ad failure never holds the programme back longer than this (issue #19): a break whose first ad has not started gives up. */
export const AD_START_DEADLINE_MS = 3000;

/** What the ad layer shows while an ad plays. */
export type AdView = {
  index: number;
  count: number;
  remainingS: number;
  /** Seconds until the skip button; null: this ad cannot be skipped. */
  skipInS: number | null;
  hasClickThrough: boolean;
};

/** Spec 2 §7 ad analytics: the request, each ad shown, and how it ended (complete or skip); and §8's ad errors. */
export type AdReport =
  | { type: 'request'; slot: AdSlot; url: string }
  | { type: 'ad'; slot: AdSlot; adId: string; creativeId: string }
  | { type: 'tracking'; slot: AdSlot; adId: string; action: 'complete' | 'skip' }
  | { type: 'error'; slot: AdSlot; name: AdErrorName };

export type AdBreakOptions = {
  slot: AdSlot;
  url: string;
  maxAds: number;
  vast: VastLibrary;
  /** The ad layer's own element, above the content's. */
  video: HTMLVideoElement;
  onView: (view: AdView | null) => void;
  report: (report: AdReport) => void;
  openUrl: (url: string) => void;
  now?: () => number;
};

export type AdBreak = {
  /** Resolves when the break is over, played or failed: the content goes on either way. */
  done: Promise<void>;
  skip(): void;
  click(): void;
  /** The page left: stop at once. */
  abort(): void;
};

type LinearCreative = {
  type: string;
  id: string | null;
  adId: string | null;
  duration: number;
  skipDelay: number | null;
  videoClickThroughURLTemplate: { url: string } | null;
  mediaFiles: { fileURL: string | null; mimeType: string | null }[];
};
type VastAd = { id: string | null; adServingId?: string | null; creatives: LinearCreative[] };

/**
 * How vast-client fetches each document of a chain: with the viewer's cookies (our ad server caps per viewer) and
 * an abort at the ad timeout. Its own fetcher throws from a timer when a request outlives its timeout, an uncaught
 * error in the page; this one answers the timeout as vast-client's 408. The XML is the browser's DOMParser's; vast-client reads the VAST.
 */
const vastFetcher = {
  async get(url: string, options: { timeout?: number }) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeout ?? AD_TIMEOUT_MS);
    try {
      const response = await fetch(url, { credentials: 'include', signal: controller.signal });
      if (!response.ok) return { error: new Error(`URLHandler: ${response.statusText} (${response.status})`), statusCode: response.status };
      const rawXml = await response.text();
      const xml = new DOMParser().parseFromString(rawXml, 'text/xml');
      return { xml, details: { byteLength: rawXml.length, statusCode: response.status, rawXml } };
    } catch (error) {
      return { error, statusCode: controller.signal.aborted ? 408 : null };
    } finally {
      clearTimeout(timer);
    }
  },
};

class AdFailure extends Error {
  constructor(readonly adError: AdErrorName) {
    super(adError);
  }
}

/** VAST error numbers vast-client reports, as the player's own ad errors. */
function vastClientError(error: unknown): AdErrorName {
  const message = error instanceof Error ? error.message : String(error);
  if (/timed? ?out|408/i.test(message)) return 'VAST_REQUEST_TIMEOUT';
  if (/wrapper limit|302/i.test(message)) return 'VAST_WRAPPER_LIMIT_REACHED';
  return 'VAST_INVALID_XML';
}

const timeout = <T>(promise: Promise<T>, ms: number, error: AdErrorName) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AdFailure(error)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason: unknown) => {
        clearTimeout(timer);
        reject(reason);
      },
    );
  });

/**
 * One ad break (spec 2 §4): the slot's VAST through vast-client (wrapper limit 10, 4 s timeouts), then up to
 * `maxAds` linear ads one after another in the ad layer's element, each tracked by a VASTTracker whose events go
 * out once each. Every failure is reported as its numbered ad error and ends the break: the content then plays.
 */
export function playAdBreak(options: AdBreakOptions): AdBreak {
  const { slot, url, video, vast } = options;
  const now = options.now ?? (() => Date.now());
  let current: { skip(): void; click(): void } | null = null;
  let aborted = false;
  let stopAd: (() => void) | null = null;

  const fail = (name: AdErrorName) => options.report({ type: 'error', slot, name });

  async function requestAds(): Promise<VastAd[]> {
    const badUrl = checkAdUrl(url);
    if (badUrl) throw new AdFailure(badUrl);
    options.report({ type: 'request', slot, url });
    const client = new vast.VASTClient(0, 0);
    let response: { ads: VastAd[] };
    try {
      response = await timeout(
        client.get(url, { timeout: AD_TIMEOUT_MS, wrapperLimit: AD_WRAPPER_LIMIT, urlHandler: vastFetcher }) as Promise<{ ads: VastAd[] }>,
        AD_TIMEOUT_MS,
        'VAST_REQUEST_TIMEOUT',
      );
    } catch (error) {
      throw error instanceof AdFailure ? error : new AdFailure(vastClientError(error));
    }
    const ads = response.ads.filter((ad) => ad.creatives.some((creative) => creative.type === 'linear'));
    if (ads.length === 0) throw new AdFailure('NO_AD_SECTION');
    return ads.slice(0, options.maxAds);
  }

  /** Plays one ad to its end, its skip, or its failure; its tracker reports each VAST event once. */
  function playAd(ad: VastAd, index: number, count: number, deadline: number | null): Promise<void> {
    const creative = ad.creatives.find((c) => c.type === 'linear')!;
    const tracker = new vast.VASTTracker(null, ad as never, creative as never);
    tracker.on('clickthrough', (target: string) => options.openUrl(target));
    const file = creative.mediaFiles.find((f) => f.fileURL && f.mimeType && video.canPlayType(f.mimeType) !== '');
    const adId = ad.adServingId ?? ad.id ?? '';
    return new Promise<void>((resolve, reject) => {
      const fired = new Set<string>();
      const once = (name: string, fire: () => void) => {
        if (fired.has(name)) return;
        fired.add(name);
        fire();
      };
      let startTimer: ReturnType<typeof setTimeout> | null = null;
      const cleanup = () => {
        if (startTimer) clearTimeout(startTimer);
        video.removeEventListener('playing', onPlaying);
        video.removeEventListener('timeupdate', onTime);
        video.removeEventListener('ended', onEnded);
        video.removeEventListener('error', onError);
        video.pause();
        video.removeAttribute('src');
        video.load();
        current = null;
        stopAd = null;
      };
      const finish = (error?: AdFailure) => {
        cleanup();
        if (error) reject(error);
        else resolve();
      };
      const failAd = (name: AdErrorName) => {
        once('error', () => tracker.error({ ERRORCODE: name === 'MEDIA_FILE_UNSUPPORTED' ? 403 : 405 }));
        finish(new AdFailure(name));
      };
      const view = () => {
        const skipDelay = creative.skipDelay;
        const t = video.currentTime;
        options.onView({
          index,
          count,
          remainingS: Math.max(0, Math.ceil((creative.duration || video.duration || 0) - t)),
          skipInS: skipDelay === null || skipDelay < 0 ? null : Math.max(0, Math.ceil(skipDelay - t)),
          hasClickThrough: Boolean(creative.videoClickThroughURLTemplate?.url),
        });
      };
      const onPlaying = () => {
        if (startTimer) clearTimeout(startTimer);
        startTimer = null;
        once('impression', () => {
          tracker.trackImpression();
          options.report({ type: 'ad', slot, adId, creativeId: creative.id ?? creative.adId ?? '' });
        });
        view();
      };
      const onTime = () => {
        if (video.currentTime > 0) tracker.setProgress(video.currentTime);
        view();
      };
      const onEnded = () => {
        once('complete', () => {
          tracker.complete();
          options.report({ type: 'tracking', slot, adId, action: 'complete' });
        });
        finish();
      };
      const onError = () => failAd('MEDIA_PLAYBACK_ERROR');
      if (!file?.fileURL) {
        failAd('MEDIA_FILE_UNSUPPORTED');
        return;
      }
      current = {
        skip() {
          const skipDelay = creative.skipDelay;
          if (skipDelay === null || skipDelay < 0 || video.currentTime < skipDelay) return;
          once('skip', () => {
            tracker.skip();
            options.report({ type: 'tracking', slot, adId, action: 'skip' });
          });
          finish();
        },
        click() {
          once('click', () => tracker.click());
        },
      };
      stopAd = () => finish();
      video.addEventListener('playing', onPlaying);
      video.addEventListener('timeupdate', onTime);
      video.addEventListener('ended', onEnded);
      video.addEventListener('error', onError);
      // The first ad must start within the break's deadline; later ones within the ad timeout.
      const wait = deadline === null ? AD_TIMEOUT_MS : Math.max(0, deadline - now());
      startTimer = setTimeout(() => failAd('MEDIA_LOAD_TIMEOUT'), wait);
      video.src = file.fileURL;
      video.play().catch(() => {
        // Autoplay with sound refused: the ad plays muted rather than not at all.
        video.muted = true;
        video.play().catch(() => failAd('MEDIA_PLAYBACK_ERROR'));
      });
    });
  }

  async function run(): Promise<void> {
    const deadline = now() + AD_START_DEADLINE_MS;
    try {
      const ads = await timeout(requestAds(), Math.max(0, deadline - now()), 'VAST_REQUEST_TIMEOUT');
      for (const [index, ad] of ads.entries()) {
        if (aborted) return;
        await playAd(ad, index, ads.length, index === 0 ? deadline : null);
      }
    } catch (error) {
      if (!aborted) fail(error instanceof AdFailure ? error.adError : 'UNKNOWN_AD_ERROR');
    } finally {
      options.onView(null);
    }
  }

  return {
    done: run(),
    skip: () => current?.skip(),
    click: () => current?.click(),
    abort() {
      aborted = true;
      stopAd?.();
    },
  };
}
