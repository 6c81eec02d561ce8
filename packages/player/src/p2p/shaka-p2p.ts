import type { ShakaModule, ShakaPlayer, ShakaRequest, ShakaRequestFilter, ShakaSegmentReference, ShakaStream } from '../shaka/types';
import type { DeliveryStats } from './delivery';
import type { P2pCore, P2pSegment } from './p2p-core';

/** The scheme a segment request is sent to when peer-to-peer loads it: its URI names the delivery and the segment. */
export const P2P_SCHEME = 'efir-p2p';
/** shaka.net.NetworkingEngine.AdvancedRequestType.MEDIA_SEGMENT: init segments stay on HTTP (tiny, needed first). */
const MEDIA_SEGMENT = 1;
/** shaka.util.Error: RECOVERABLE, PLAYER, OPERATION_ABORTED — what shaka expects from an aborted request. */
const ABORTED = { severity: 1, category: 7, code: 7001 } as const;

/** Deliveries by id: shaka's scheme plugins are global, and each player's segment URIs name theirs. */
const deliveries = new Map<string, P2pDelivery>();
const schemeRegistered = new WeakSet<object>();
let nextId = 1;

interface P2pDelivery {
  core: P2pCore;
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
 * anything the core cannot load is fetched over HTTP at once, so peer-to-peer never stalls playback.
 */
export function attachShakaP2p(options: {
  shaka: ShakaModule;
  player: ShakaPlayer;
  video: HTMLVideoElement;
  core: P2pCore;
  manifestUrl: string;
  isLive: boolean;
  delivery: DeliveryStats;
}): ShakaP2p {
  const { shaka, player, video, core, delivery } = options;
  const id = String(nextId++);
  deliveries.set(id, { core });
  registerScheme(shaka);
  core.setManifestResponseUrl(new URL(options.manifestUrl, video.ownerDocument.baseURI).href);
  core.setIsLive(options.isLive);
  core.addEventListener('onChunkDownloaded', (bytes, source) => delivery.received(source, bytes));
  delivery.started();

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
    // shaka may filter one request again (a retry): a URI already routed to the core stays as it is.
    request.uris = request.uris.map((uri) =>
      uri.startsWith(`${P2P_SCHEME}:`) ? uri : `${P2P_SCHEME}://${id}/${encodeURIComponent(runtimeId)}#${uri}`,
    );
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
      deliveries.delete(id);
      core.destroy();
    },
  };
}

/** One scheme plugin per shaka build: it finds the delivery a URI names, and falls back to HTTP whenever it must. */
function registerScheme(shaka: ShakaModule): void {
  if (schemeRegistered.has(shaka)) return;
  schemeRegistered.add(shaka);
  shaka.net.NetworkingEngine.registerScheme(P2P_SCHEME, (uri, request, requestType, progressUpdated, headersReceived, config) => {
    const { deliveryId, runtimeId, original } = parseUri(uri);
    const http = () => shaka.net.HttpFetchPlugin.parse(original, request, requestType, progressUpdated, headersReceived, config).promise;
    const delivery = deliveries.get(deliveryId);
    if (!delivery) return new shaka.util.AbortableOperation(http(), () => Promise.resolve());
    const startedMs = performance.now();
    let aborted = false;
    const loaded = new Promise<ArrayBuffer>((resolve, reject) => {
      void delivery.core.loadSegment(runtimeId, { onSuccess: ({ data }) => resolve(data), onError: reject });
    }).then(
      (data) => responseOf(original, request, data, performance.now() - startedMs),
      () => {
        if (aborted) throw new shaka.util.Error(ABORTED.severity, ABORTED.category, ABORTED.code);
        return http();
      },
    );
    return new shaka.util.AbortableOperation(loaded, () => {
      aborted = true;
      delivery.core.abortSegmentLoading(runtimeId);
      return Promise.resolve();
    });
  });
}

function parseUri(uri: string): { deliveryId: string; runtimeId: string; original: string } {
  const hash = uri.indexOf('#');
  const [deliveryId = '', segment = ''] = uri.slice(`${P2P_SCHEME}://`.length, hash).split('/');
  return { deliveryId, runtimeId: decodeURIComponent(segment), original: uri.slice(hash + 1) };
}

const responseOf = (uri: string, request: ShakaRequest, data: ArrayBuffer, timeMs: number) => ({
  uri,
  originalUri: uri,
  data,
  headers: {},
  timeMs,
  originalRequest: request,
});
