import { adSlotsOf } from '../ads/ad-map';
import { type PreferenceStorage, storedSound } from '../core/preferences';
import { createRequestHeaders } from '../core/request-headers';
import { createDeliveryStats, type DeliveryStats } from '../p2p/delivery';
import type { CreateP2pCore } from '../p2p/p2p-core';
import type { ShakaP2p } from '../p2p/shaka-p2p';
import { startSourceP2p } from '../p2p/start-p2p';
import { shakaConfig } from './config';
import { playbackRequestFilter } from './request-filter';
import { newPlaybackSessionId, type PlaybackSource, type PlayerAssetInput, playbackSource } from './source';
import type { ShakaModule, ShakaPlayer, ShakaRequestFilter } from './types';

/** A performance mark at each load: start-up monitoring (and bench/player.mjs) measure load → first frame from it. */
export const PLAYER_LOAD_MARK = 'efir:player-load';

/**
 * Sent on the window once an early playback's first frame is on screen, or it failed: the page may spend the link and
 * the processor on the rest of itself (apps/web routes/player.tsx starts its app's scripts then).
 */
export const EARLY_PLAYBACK_SHOWN = 'efir:early-playback-shown';

/** A hidden page presents no frames, nor may a paused one: the first frame decoded then counts as shown this much later. */
const DECODED_FRAME_SHOWN_MS = 200;

/** What a page plays; `key` changes when the item does (the next episode), and only then. */
export type PlaybackItem = {
  key: string;
  asset: PlayerAssetInput;
  /** The resume position, media seconds. */
  startTime?: number;
  /** A channel's `pltv_max_duration` (spec 2 §3), the window of a pause-live asset. */
  pltvMaxDuration?: number;
};

/** The elements a playback shows in: the video, and the layer shaka draws subtitles into. */
export type PlaybackMedia = { video: HTMLVideoElement; captions: HTMLElement };

/**
 * A playback the page started before its app's scripts ran: the player takes it over, elements, stream and all, so the
 * picture does not wait for the app to load, run and hydrate.
 */
export type EarlyPlayback = {
  key: string;
  media: PlaybackMedia;
  source: PlaybackSource;
  player: ShakaPlayer;
  attached: Promise<unknown>;
  /** Settles when the stream has loaded, rejecting with shaka's error as `player.load` does. */
  loaded: Promise<unknown>;
  /** The session's request numbering, which the taker goes on with. */
  headers: () => Record<string, string>;
  /** Its request filter, which the taker replaces with its own. */
  filter: ShakaRequestFilter;
  /** How its segments came, for the taker's QoS reports, and its peer-to-peer delivery, which the taker keeps. */
  delivery: DeliveryStats;
  p2p: Promise<ShakaP2p | null>;
};

let early: EarlyPlayback | null = null;

/** Marks the server-rendered elements of an early playback (ui/early-media.tsx), and holds what they play. */
export const EARLY_PLAYBACK_ATTRIBUTE = 'data-early-playback';

export type EarlyPlaybackOptions = {
  userAgent: string;
  preferences: PreferenceStorage;
  /** Fetches the peer-to-peer library; tests pass a fake. */
  loadP2p?: () => Promise<CreateP2pCore>;
};

/** What the server writes for an early playback: the item, and whether it must wait for the player to play it. */
export type EarlyStart = { item: PlaybackItem; waits: boolean };

/**
 * Starts an item in server-rendered elements, as the player would: same source, configuration, request headers and
 * stored sound. One that waits, and one with a preroll, only loads, showing its first frame: the player plays it when it
 * takes over (after the preroll). Peer-to-peer starts once the first frame is on screen, beside the app: its library
 * would otherwise share the link and the processor with the stream's start. What goes wrong is the player's to report.
 */
export function startEarlyPlayback(
  shaka: ShakaModule,
  media: PlaybackMedia,
  { item, waits }: EarlyStart,
  options: EarlyPlaybackOptions,
): void {
  const { video, captions } = media;
  const identity = { playbackSessionId: newPlaybackSessionId() };
  const source = playbackSource(item.asset, identity, options.userAgent, item.startTime, { pltvMaxDuration: item.pltvMaxDuration });
  const sound = storedSound(options.preferences.load());
  video.volume = sound.volume;
  video.muted = sound.isMuted;
  shaka.polyfill.installAll();
  const player = new shaka.Player();
  const attached = player.attach(video);
  player.setVideoContainer(captions);
  const headers = createRequestHeaders(identity);
  const filter = playbackRequestFilter(shaka, () => ({ source, headers }));
  player.getNetworkingEngine()?.registerRequestFilter(filter);
  const config = shakaConfig({ isLive: source.isLive, drm: source.drm });
  player.configure(config);
  const loaded = attached.then(() => {
    performance.mark(PLAYER_LOAD_MARK);
    return player.load(source.url, source.startTime ?? null);
  });
  const playsAtOnce = !waits && !adSlotsOf(item.asset.ad).includes('preroll');
  loaded
    .then(() => {
      video.playbackRate = sound.speed;
      return playsAtOnce ? video.play() : undefined;
    })
    .catch(() => undefined);
  const shown = new Promise<void>((resolve) => {
    loaded.catch(() => resolve());
    video.requestVideoFrameCallback?.(() => resolve());
    video.addEventListener('loadeddata', () => setTimeout(resolve, DECODED_FRAME_SHOWN_MS), { once: true });
  });
  const delivery = createDeliveryStats();
  const bufferingGoalS = config.streaming.bufferingGoal;
  const p2p = shown.then(() =>
    startSourceP2p({ shaka, player, video, source, delivery, bufferingGoalS, loadP2p: options.loadP2p, isCurrent: () => true }),
  );
  early = { key: item.key, media, source, player, attached, loaded, headers, filter, delivery, p2p };
  void shown.then(() => window.dispatchEvent(new Event(EARLY_PLAYBACK_SHOWN)));
}

/** The early playback of this item, if the page started one that nobody has taken yet. */
export const earlyPlaybackOf = (key: string): EarlyPlayback | null => (early?.key === key ? early : null);

/** Takes the early playback shown in `video` over: once; later takers start their own. */
export function takeEarlyPlayback(video: HTMLVideoElement): EarlyPlayback | null {
  const taken = early?.media.video === video ? early : null;
  if (taken) early = null;
  return taken;
}

/**
 * Starts the early playback the server rendered into the page, if it has one and the player has not rendered over it
 * already (the app ran first: the player then starts its own).
 */
export function startPageEarlyPlayback(shaka: ShakaModule, doc: Document, options: EarlyPlaybackOptions): void {
  const root = doc.querySelector(`[${EARLY_PLAYBACK_ATTRIBUTE}]`);
  const video = root?.querySelector('video');
  const captions = video?.nextElementSibling;
  const start = root?.getAttribute(EARLY_PLAYBACK_ATTRIBUTE);
  if (!root?.isConnected || !video || !(captions instanceof HTMLElement) || !start) return;
  startEarlyPlayback(shaka, { video, captions }, JSON.parse(start) as EarlyStart, options);
}
