import { isServedSegment } from './segment-check';

/**
 * The part of p2p-media-loader-core the player uses, typed structurally so unit tests pass a fake; the real `Core`
 * satisfies it. Segments are identified by stream and start time, the same for every viewer of a stream.
 */
export type P2pSegment = {
  runtimeId: string;
  externalId: number;
  url: string;
  byteRange?: { start: number; end: number };
  startTime: number;
  endTime: number;
};
export type P2pStream = { runtimeId: string; type: 'main' | 'secondary'; index: string };

export interface P2pCore {
  addStreamIfNoneExists(stream: P2pStream): void;
  getStream(streamRuntimeId: string): { segments: Map<string, P2pSegment> } | undefined;
  updateStream(streamRuntimeId: string, addSegments?: Iterable<P2pSegment>, removeSegmentIds?: Iterable<string>): void;
  setManifestResponseUrl(url: string): void;
  setIsLive(isLive: boolean): void;
  isSegmentLoadable(segmentRuntimeId: string): boolean;
  loadSegment(
    segmentRuntimeId: string,
    callbacks: { onSuccess(response: { data: ArrayBuffer; bandwidth: number }): void; onError(reason: { type: string }): void },
  ): Promise<void>;
  abortSegmentLoading(segmentRuntimeId: string): void;
  updatePlayback(position: number, rate: number): void;
  setActiveLevelBitrate(bitrate: number): void;
  /** `mainStream` holds the settings of video streams, `secondaryStream` of audio ones. */
  applyDynamicConfig(config: { mainStream: { highDemandTimeWindow: number }; secondaryStream: { highDemandTimeWindow: number } }): void;
  addEventListener(event: 'onChunkDownloaded', listener: (bytes: number, source: 'http' | 'p2p') => void): void;
  addEventListener(
    event: 'onPeerConnect' | 'onPeerClose',
    listener: (peer: { peerId: string; streamType: P2pStream['type'] }) => void,
  ): void;
  destroy(): void;
}

/** What a stream's peer-to-peer needs: the trackers, the swarm every viewer of the stream joins, and STUN/TURN URLs. */
export type P2pSettings = { announce: string[]; swarmId: string; iceServers: string[] };

/** How long a peer may send nothing before its segment is asked over HTTP instead (ms): never a stall for a slow peer. */
const PEER_SILENCE_MS = 1500;
/** With a peer connected, segments closer than this to the playhead come over HTTP; beyond it, from a peer that has them (seconds). */
const HIGH_DEMAND_WINDOW_S = 12;
/** The core hears of the playhead at `timeupdate`, up to a quarter second late: its window reaches this much further (seconds). */
const PLAYHEAD_LAG_S = 1;

/**
 * How far ahead of the playhead the core loads over HTTP at once (its `highDemandTimeWindow`, seconds). Beyond it a
 * segment waits for a peer, and the peers fetch the rest between them; a viewer with no peer has no one to wait for and
 * loads all its buffering goal at once, as over HTTP alone.
 */
export const highDemandWindowS = (peers: number, bufferingGoalS: number) =>
  peers > 0 ? HIGH_DEMAND_WINDOW_S : bufferingGoalS + PLAYHEAD_LAG_S;

export type CreateP2pCore = (settings: P2pSettings) => P2pCore;

/** A tracker given as a path (the app's own) is a WebSocket URL of the page's host; others are used as given. */
export function trackerUrl(announce: string, pageUrl: string): string {
  const url = new URL(announce, pageUrl);
  if (url.protocol === 'http:' || url.protocol === 'https:') url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

let loading: Promise<CreateP2pCore> | null = null;

/**
 * p2p-media-loader-core, fetched beside the player only for a stream that has peer-to-peer (spec 2 §7): its browser
 * bundle carries the WebTorrent tracker client. A failed fetch is tried again on the next playback.
 */
export function loadP2pCore(): Promise<CreateP2pCore> {
  loading ??= import('p2p-media-loader-core').then(
    ({ Core }) =>
      (settings: P2pSettings) =>
        new Core({
          announceTrackers: settings.announce.map((announce) => trackerUrl(announce, window.location.href)),
          swarmId: settings.swarmId,
          rtcConfig: { iceServers: settings.iceServers.length > 0 ? [{ urls: settings.iceServers }] : [] },
          p2pNotReceivingBytesTimeoutMs: PEER_SILENCE_MS,
          validateP2PSegment: (url, byteRange, data) => isServedSegment(url, byteRange, data),
        }) as unknown as P2pCore,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
