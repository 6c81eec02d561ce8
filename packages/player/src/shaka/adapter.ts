import type { PlayerController } from '../core/controller';
import type { PlayerEffect } from '../core/effects';
import { behindLive } from '../core/live';
import { AUTO_RESOLUTION } from '../core/preferences';
import { createRequestHeaders } from '../core/request-headers';
import type { Tracks } from '../core/state';
import type { DeliveryStats } from '../p2p/delivery';
import type { CreateP2pCore } from '../p2p/p2p-core';
import type { ShakaP2p } from '../p2p/shaka-p2p';
import { startSourceP2p } from '../p2p/start-p2p';
import { shakaConfig } from './config';
import { type EarlyPlayback, PLAYER_LOAD_MARK } from './early-playback';
import { bufferedEnd, sameTracks } from './media';
import { playbackRequestFilter } from './request-filter';
import type { PlaybackSource } from './source';
import { audioTrackFor, readTracks, textTrackFor, videoTrackFor } from './tracks';
import type { ShakaErrorDetail, ShakaModule } from './types';

/** shaka's LOAD_INTERRUPTED: a newer load (the next episode) replaced this one, which is not an error. */
const LOAD_INTERRUPTED = 7000;
/** shaka's BAD_HTTP_STATUS, whose `data[1]` is the status. */
const BAD_HTTP_STATUS = 1001;
/** Buffer kept when switching quality by hand, so the picture changes soon without a stall. */
const QUALITY_SWITCH_SAFE_MARGIN_S = 2;
/** How often a live stream's playable range is read: the live label and the seek bar follow it each second. */
const LIVE_RANGE_REPORT_MS = 1000;

export type ShakaAdapterOptions = {
  shaka: ShakaModule;
  video: HTMLVideoElement;
  /** The element that goes fullscreen: the whole player, so the controls stay on screen. */
  container: HTMLElement;
  /** Where shaka draws subtitles, above the video and under the controls. */
  captions?: HTMLElement;
  controller: PlayerController;
  /** Fetches the peer-to-peer library; tests pass a fake. */
  loadP2p?: () => Promise<CreateP2pCore>;
  /** A playback the page started in `video` before the player ran: its shaka player and stream are taken over. */
  early?: EarlyPlayback | null;
};

export interface ShakaAdapter {
  /** Plays a source; `delivery` counts where its segments came from for the QoS reports. */
  load(source: PlaybackSource, delivery: DeliveryStats): Promise<void>;
  destroy(): Promise<void>;
}

function isShakaError(error: unknown): error is ShakaErrorDetail {
  return typeof error === 'object' && error !== null && 'severity' in error && 'category' in error && 'code' in error;
}

/**
 * Connects shaka and the video element to the core: element and shaka events become core events, the core's
 * effects become element and shaka calls. Nothing here decides a rule; it only translates.
 */
export function createShakaAdapter(options: ShakaAdapterOptions): ShakaAdapter {
  const { shaka, video, container, controller, early } = options;
  const doc = container.ownerDocument;
  shaka.polyfill.installAll();
  const player = early?.player ?? new shaka.Player();
  const attached = early?.attached ?? player.attach(video);
  player.setVideoContainer(options.captions ?? null);

  let source: PlaybackSource | null = null;
  let p2p: ShakaP2p | null = null;
  let headers: () => Record<string, string> = () => ({});
  let abrEnabled = true;
  // Live positions are wall-clock seconds (see core/state); this is wall clock minus media time, from the playhead.
  let liveOffset = 0;
  const cleanups: (() => void)[] = [];

  const dispatch = controller.dispatch;
  const toPosition = (mediaTime: number) => (source?.isLive ? mediaTime + liveOffset : mediaTime);
  const toMediaTime = (position: number) => (source?.isLive ? position - liveOffset : position);

  function listen(target: EventTarget, type: string, handler: (event: Event) => void): void {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  }

  function reportTracks(): void {
    const tracks: Tracks = readTracks(player, abrEnabled);
    if (!sameTracks(tracks, controller.getState().tracks)) dispatch({ type: 'tracksChanged', tracks });
  }

  function reportError(error: unknown): void {
    if (!isShakaError(error) || error.code === LOAD_INTERRUPTED) return;
    const status = error.code === BAD_HTTP_STATUS ? error.data?.[1] : undefined;
    const httpStatus = typeof status === 'number' ? { httpStatus: status } : {};
    dispatch({ type: 'shakaError', error: { severity: error.severity, category: error.category, code: error.code, ...httpStatus } });
  }

  function play(): void {
    video.play().catch((error: unknown) => {
      // Autoplay policies refuse play() without a gesture; anything else surfaces as an element or shaka error.
      if (error instanceof DOMException && error.name === 'NotAllowedError') dispatch({ type: 'autoplayFailed' });
    });
  }

  /**
   * Shows the subtitles of a language, or none. shaka ignores a choice of the track it already streams, showing it
   * included, and a track chosen while the stream loads (a stored preference, karaoke lyrics) may be that one, left
   * hidden: such a track is let go first, so choosing it shows it.
   */
  function selectText(language: string | null): void {
    const track = language === null ? null : textTrackFor(player.getTextTracks(), language);
    if (track?.active) player.selectTextTrack(null);
    player.selectTextTrack(track);
  }

  const run: Record<PlayerEffect['type'], (effect: never) => void> = {
    play,
    pause: () => video.pause(),
    seek: (effect: Extract<PlayerEffect, { type: 'seek' }>) => {
      video.currentTime = toMediaTime(effect.position);
    },
    setVolume: (effect: Extract<PlayerEffect, { type: 'setVolume' }>) => {
      video.volume = effect.volume;
      video.muted = effect.muted;
    },
    setSpeed: (effect: Extract<PlayerEffect, { type: 'setSpeed' }>) => {
      video.playbackRate = effect.speed;
    },
    setFullscreen: (effect: Extract<PlayerEffect, { type: 'setFullscreen' }>) => {
      const request = effect.on ? container.requestFullscreen?.() : doc.fullscreenElement ? doc.exitFullscreen() : undefined;
      request?.catch(() => undefined);
    },
    setPip: (effect: Extract<PlayerEffect, { type: 'setPip' }>) => {
      const request = effect.on ? video.requestPictureInPicture?.() : doc.pictureInPictureElement ? doc.exitPictureInPicture() : undefined;
      request?.catch(() => undefined);
    },
    selectQuality: (effect: Extract<PlayerEffect, { type: 'selectQuality' }>) => {
      const track = effect.value === AUTO_RESOLUTION ? null : videoTrackFor(player.getVideoTracks(), effect.value);
      abrEnabled = track === null;
      player.configure({ abr: { enabled: abrEnabled } });
      if (track) player.selectVideoTrack(track, true, QUALITY_SWITCH_SAFE_MARGIN_S);
    },
    selectSubtitle: (effect: Extract<PlayerEffect, { type: 'selectSubtitle' }>) => selectText(effect.language),
    selectAudio: (effect: Extract<PlayerEffect, { type: 'selectAudio' }>) => {
      const track = audioTrackFor(player.getAudioTracks(), effect.language);
      if (track) player.selectAudioTrack(track);
    },
    // The page sends reports and switches channels; the element has nothing to do.
    sendReport: () => undefined,
    switchChannel: () => undefined,
  };

  const unsubscribe = controller.subscribe((_state, { effects }) => {
    for (const effect of effects) run[effect.type](effect as never);
  });

  const networking = player.getNetworkingEngine();
  if (early) networking?.unregisterRequestFilter(early.filter);
  networking?.registerRequestFilter(
    playbackRequestFilter(shaka, () => source && { source, headers, behindLiveS: behindLive(controller.getState()) }),
  );
  player.addEventListener('error', (event) => reportError((event as CustomEvent).detail));
  for (const type of ['trackschanged', 'variantchanged', 'textchanged', 'adaptation']) player.addEventListener(type, reportTracks);

  listen(video, 'playing', () => dispatch({ type: 'playing' }));
  // A paused element seeking is not a stall: only a playing one waits for data.
  listen(video, 'waiting', () => !video.paused && dispatch({ type: 'waiting' }));
  // The element also pauses on its own at the end; that is "ended", not the viewer's pause.
  listen(video, 'pause', () => !video.ended && dispatch({ type: 'mediaPaused' }));
  listen(video, 'ended', () => dispatch({ type: 'ended' }));
  listen(video, 'durationchange', () => Number.isFinite(video.duration) && dispatch({ type: 'durationChanged', duration: video.duration }));
  let offsetKnown = false;
  function reportSeekable(): void {
    if (!source?.isLive || !offsetKnown) return;
    const range = player.seekRange();
    const seekable = { start: toPosition(range.start), end: toPosition(range.end) };
    const known = controller.getState().seekable;
    if (known?.start !== seekable.start || known.end !== seekable.end) dispatch({ type: 'seekableChanged', seekable });
  }
  // The live window slides on while the element is paused and reports nothing.
  const seekableTimer = setInterval(reportSeekable, LIVE_RANGE_REPORT_MS);
  cleanups.push(() => clearInterval(seekableTimer));

  listen(video, 'timeupdate', () => {
    if (source?.isLive) {
      const playhead = player.getPlayheadTimeAsDate();
      if (playhead) {
        liveOffset = playhead.getTime() / 1000 - video.currentTime;
        offsetKnown = true;
      }
      reportSeekable();
    }
    dispatch({ type: 'timeUpdate', currentTime: toPosition(video.currentTime), bufferedTime: toPosition(bufferedEnd(video)) });
  });
  listen(video, 'enterpictureinpicture', () => dispatch({ type: 'pipChanged', isPip: true }));
  listen(video, 'leavepictureinpicture', () => dispatch({ type: 'pipChanged', isPip: false }));
  listen(doc, 'fullscreenchange', () => dispatch({ type: 'fullscreenChanged', isFullscreen: doc.fullscreenElement === container }));

  // The first render already shows the stored sound and speed (see the controller); the element must match.
  const initial = controller.getState();
  video.volume = initial.volume;
  video.muted = initial.isMuted;
  video.playbackRate = initial.speed;

  /** Peer-to-peer for the next stream; a playback taken over brings the one it started. */
  async function startP2p(next: PlaybackSource, delivery: DeliveryStats, bufferingGoalS: number, started?: Promise<ShakaP2p | null>) {
    p2p?.destroy();
    p2p = null;
    const isCurrent = () => source === next;
    const attached = await (started ??
      startSourceP2p({ shaka, player, video, source: next, delivery, bufferingGoalS, loadP2p: options.loadP2p, isCurrent }));
    if (isCurrent()) p2p = attached;
    else attached?.destroy();
  }

  return {
    async load(next, delivery) {
      // The early playback is loading this very source already (it has configured shaka for it, too).
      const taken = early?.source === next ? early : null;
      source = next;
      headers = taken?.headers ?? createRequestHeaders(next.identity);
      abrEnabled = true;
      offsetKnown = false;
      dispatch({ type: 'loadStarted', isLive: next.isLive, startTime: next.startTime, pauseLiveWindowS: next.pauseLiveWindowS ?? null });
      const config = shakaConfig({ isLive: next.isLive, drm: next.drm });
      if (!taken) player.configure(config);
      // Peer-to-peer starts beside the stream's load (a taken-over playback's started at its first frame): fetching its
      // library never delays the picture, and the segments asked before it is ready come over HTTP.
      const p2pStarting = startP2p(next, delivery, config.streaming.bufferingGoal, taken?.p2p);
      try {
        await attached;
        if (taken) await taken.loaded;
        else {
          performance.mark(PLAYER_LOAD_MARK);
          await player.load(next.url, next.startTime ?? null);
        }
      } catch (error) {
        reportError(error);
        return;
      }
      if (source !== next) return;
      video.playbackRate = controller.getState().speed;
      // Subtitles chosen before shaka could show them (while it loaded) are chosen again now that it can.
      const subtitle = controller.getState().tracks.subtitle;
      if (subtitle !== null) selectText(subtitle);
      reportTracks();
      // The early playback's element may have started, and learnt its duration, before this adapter listened to it.
      if (taken) {
        if (Number.isFinite(video.duration)) dispatch({ type: 'durationChanged', duration: video.duration });
        if (!video.paused && video.readyState >= video.HAVE_FUTURE_DATA) dispatch({ type: 'playing' });
      }
      play();
      await p2pStarting;
    },
    async destroy() {
      // A peer-to-peer start still fetching its library finds no source and attaches nothing.
      source = null;
      unsubscribe();
      p2p?.destroy();
      for (const cleanup of cleanups) cleanup();
      await player.destroy();
    },
  };
}
