import type {
  ShakaModule,
  ShakaPlayer,
  ShakaRequest,
  ShakaRequestFilter,
  ShakaSchemePlugin,
  ShakaSegmentReference,
  ShakaStream,
} from '../shaka/types';
import type { DeliveryStats } from './delivery';
import { highDemandWindowS, type P2pCore, type P2pSegment } from './p2p-core';

/** shaka.net.NetworkingEngine.AdvancedRequestType.MEDIA_SEGMENT: init segments stay on HTTP (tiny, needed first). */
const MEDIA_SEGMENT = 1;
/** shaka.util.Error: RECOVERABLE, PLAYER, OPERATION_ABORTED — what shaka expects from an aborted request. */
const ABORTED = { severity: 1, category: 7, code: 7001 } as const;
const SCHEMES = ['http', 'https'];

/**
 * Media segment requests the core loads, marked by the request filter: shaka picks a request's plugin by its URI before
 * the filters run, so the plugin for http(s) finds the request here rather than by a URI of its own.
 */
const routes = new WeakMap<object, { delivery: P2pDelivery; runtimeId: string }>();
/** Deliveries attached per shaka build: the http(s) plugin is shaka's own again once none is left. */
const attached = new Map<ShakaModule, number>();

interface P2pDelivery {
  core: P2pCore;
  /** False once destroyed: a request marked before then goes over HTTP. */
  active: boolean;
}

export interface ShakaP2p {
  destroy(): void;
}

const streamIdOf = (stream: ShakaStream) => `${stream.type}-${stream.id}`;
/** Milliseconds of presentation time: a segment's start names it alike for every viewer of the stream. */
const startOf = (reference: ShakaSegmentReference) => Math.round(reference.getStartTime() * 1000);

function segmentOf(streamId: string, reference: ShakaSegmentReference): P2pSegment | null {
  const url = reference.getUris()[0];
  if (!url) return null;
  const endByte = reference.getEndByte();
  return {
    runtimeId: `${streamId}-${startOf(reference)}`,
    externalId: startOf(reference),
    url,
    ...(endByte === null ? {} : { byteRange: { start: reference.getStartByte(), end: endByte } }),
    startTime: reference.getStartTime(),
    endTime: reference.getEndTime(),
  };
}

/**
 * Peer-to-peer delivery for one shaka player (spec 2 §7): media segments of video and audio go through
 * p2p-media-loader-core, which takes them from peers of the same swarm when one has them and over HTTP otherwise;
 * anything the core cannot load is fetched over HTTP at once, so peer-to-peer never stalls playback. While any delivery
 * is attached, shaka's http(s) plugin is ours (it hands unmarked requests to shaka's fetch plugin).
 */
export function attachShakaP2p(options: {
  shaka: ShakaModule;
  player: ShakaPlayer;
  video: HTMLVideoElement;
  core: P2pCore;
  manifestUrl: string;
  isLive: boolean;
  /** shaka's `streaming.bufferingGoal`, seconds. */
  bufferingGoalS: number;
  delivery: DeliveryStats;
}): ShakaP2p {
  const { shaka, player, video, core, delivery } = options;
  const own: P2pDelivery = { core, active: true };
  attach(shaka);
  core.setManifestResponseUrl(new URL(options.manifestUrl, video.ownerDocument.baseURI).href);
  core.setIsLive(options.isLive);
  core.addEventListener('onChunkDownloaded', (bytes, source) => delivery.received(source, bytes));
  delivery.started();

  /** Peers connected per stream type (video and audio are swarms of their own): the high-demand window follows them. */
  const peers = { main: new Set<string>(), secondary: new Set<string>() };
  const fitHighDemandWindow = () =>
    core.applyDynamicConfig({
      mainStream: { highDemandTimeWindow: highDemandWindowS(peers.main.size, options.bufferingGoalS) },
      secondaryStream: { highDemandTimeWindow: highDemandWindowS(peers.secondary.size, options.bufferingGoalS) },
    });
  fitHighDemandWindow();
  core.addEventListener('onPeerConnect', ({ peerId, streamType }) => {
    peers[streamType].add(peerId);
    fitHighDemandWindow();
  });
  core.addEventListener('onPeerClose', ({ peerId, streamType }) => {
    peers[streamType].delete(peerId);
    fitHighDemandWindow();
  });

  /** The latest start time given to the core per stream: the core keeps segments in order, so only newer ones are added. */
  const latest = new Map<string, number>();

  /** Tells the core the stream's segments as shaka's index has them now (a live window slides), in order. */
  function sync(stream: ShakaStream): void {
    const streamId = streamIdOf(stream);
    core.addStreamIfNoneExists({
      runtimeId: streamId,
      type: stream.type === 'video' ? 'main' : 'secondary',
      index: stream.originalId ?? String(stream.id),
    });
    const known = latest.get(streamId) ?? Number.NEGATIVE_INFINITY;
    const added: P2pSegment[] = [];
    let first: number | null = null;
    for (const reference of stream.segmentIndex ?? []) {
      if (!reference) continue;
      first ??= startOf(reference);
      const segment = startOf(reference) > known ? segmentOf(streamId, reference) : null;
      if (segment) added.push(segment);
    }
    const removed: string[] = [];
    for (const segment of core.getStream(streamId)?.segments.values() ?? []) {
      if (first === null || segment.externalId >= first) break;
      removed.push(segment.runtimeId);
    }
    if (added.length > 0) latest.set(streamId, added[added.length - 1]!.externalId);
    if (added.length > 0 || removed.length > 0) core.updateStream(streamId, added, removed);
  }

  const routeToPeers: ShakaRequestFilter = (type, request, context) => {
    const { stream, segment } = context ?? {};
    if (type !== shaka.net.NetworkingEngine.RequestType.SEGMENT || context?.type !== MEDIA_SEGMENT || !stream || !segment) return;
    if (stream.type !== 'video' && stream.type !== 'audio') return;
    sync(stream);
    const runtimeId = `${streamIdOf(stream)}-${startOf(segment)}`;
    if (!core.getStream(streamIdOf(stream))?.segments.has(runtimeId) || !core.isSegmentLoadable(runtimeId)) return;
    routes.set(request, { delivery: own, runtimeId });
  };
  player.getNetworkingEngine()?.registerRequestFilter(routeToPeers);

  const onPlayback = () => core.updatePlayback(video.currentTime, video.playbackRate);
  const onAdaptation = () => {
    const active = player.getVideoTracks().find((track) => track.active);
    if (active) core.setActiveLevelBitrate(active.bandwidth);
  };
  for (const type of ['timeupdate', 'seeking', 'ratechange']) video.addEventListener(type, onPlayback);
  for (const type of ['adaptation', 'variantchanged']) player.addEventListener(type, onAdaptation);

  return {
    destroy() {
      for (const type of ['timeupdate', 'seeking', 'ratechange']) video.removeEventListener(type, onPlayback);
      for (const type of ['adaptation', 'variantchanged']) player.removeEventListener(type, onAdaptation);
      player.getNetworkingEngine()?.unregisterRequestFilter(routeToPeers);
      own.active = false;
      core.destroy();
      detach(shaka);
    },
  };
}

function attach(shaka: ShakaModule): void {
  const count = attached.get(shaka) ?? 0;
  attached.set(shaka, count + 1);
  if (count > 0) return;
  const { NetworkingEngine } = shaka.net;
  for (const scheme of SCHEMES)
    NetworkingEngine.registerScheme(scheme, loadThroughCore(shaka), NetworkingEngine.PluginPriority.APPLICATION, false);
}

function detach(shaka: ShakaModule): void {
  const count = (attached.get(shaka) ?? 1) - 1;
  attached.set(shaka, count);
  if (count > 0) return;
  const { NetworkingEngine, HttpFetchPlugin } = shaka.net;
  for (const scheme of SCHEMES) {
    NetworkingEngine.unregisterScheme(scheme);
    NetworkingEngine.registerScheme(scheme, HttpFetchPlugin.parse, NetworkingEngine.PluginPriority.PREFERRED, true);
  }
}

/** The http(s) plugin while peer-to-peer is on: a marked media segment through the core, anything else (or a failure) over HTTP. */
function loadThroughCore(shaka: ShakaModule): ShakaSchemePlugin {
  return (uri, request, requestType, progressUpdated, headersReceived, config) => {
    const http = () => shaka.net.HttpFetchPlugin.parse(uri, request, requestType, progressUpdated, headersReceived, config);
    const route = routes.get(request);
    if (!route?.delivery.active) return http();
    const { core } = route.delivery;
    const startedMs = performance.now();
    let aborted = false;
    const loaded = new Promise<{ data: ArrayBuffer; bandwidth: number }>((resolve, reject) => {
      void core.loadSegment(route.runtimeId, { onSuccess: resolve, onError: reject });
    }).then(
      ({ data, bandwidth }) => responseOf(uri, request, data, transferMs(data.byteLength, bandwidth) ?? performance.now() - startedMs),
      () => {
        if (aborted) throw new shaka.util.Error(ABORTED.severity, ABORTED.category, ABORTED.code);
        return http().promise;
      },
    );
    return new shaka.util.AbortableOperation(loaded, () => {
      aborted = true;
      core.abortSegmentLoading(route.runtimeId);
      return Promise.resolve();
    });
  };
}

/**
 * How long a segment's bytes took at the bandwidth the core measured (bits per second). shaka's ABR reads a response's
 * time as network time: a segment the core held until a peer had it or it was due would otherwise look like a slow
 * network and drop the quality, and with it the swarm (each rendition has its own).
 */
const transferMs = (bytes: number, bandwidth: number) => (bandwidth > 0 ? (bytes * 8000) / bandwidth : null);

const responseOf = (uri: string, request: ShakaRequest, data: ArrayBuffer, timeMs: number) => ({
  uri,
  originalUri: uri,
  data,
  headers: {},
  timeMs,
  originalRequest: request,
});
