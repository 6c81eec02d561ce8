// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUFFERING_GOAL_LIVE_S, BUFFERING_GOAL_VOD_S } from '../core/constants';
import { createPlayerController, type PlayerController } from '../core/controller';
import { createShakaAdapter, type ShakaAdapter } from '../shaka/adapter';
import { type FakeShakaPlayer, fakeShaka, REQUEST_TYPE } from '../shaka/fake-shaka';
import type { PlaybackSource } from '../shaka/source';
import type { ShakaRequest, ShakaSchemePlugin, ShakaSegmentReference, ShakaStream } from '../shaka/types';
import { createDeliveryStats, type DeliveryStats } from './delivery';
import { type P2pCore, type P2pSegment, type P2pSettings, type P2pStream, trackerUrl } from './p2p-core';

const MEDIA_SEGMENT = 1;
const INIT_SEGMENT = 0;

/** A core that records what it is told and answers loads as a test says. */
class FakeCore implements P2pCore {
  streams = new Map<string, { stream: P2pStream; segments: Map<string, P2pSegment> }>();
  loads: string[] = [];
  aborts: string[] = [];
  playback: [number, number][] = [];
  destroyed = false;
  answer: 'peer' | 'later' | 'fail' | 'hang' = 'peer';
  /** The bandwidth the core measured, bits per second, given with a segment. */
  bandwidth = 8_000_000;
  highDemand: { video: number; audio: number } | null = null;
  chunkListeners: ((bytes: number, source: 'http' | 'p2p') => void)[] = [];
  peerListeners = new Map<string, ((peer: { peerId: string; streamType: 'main' | 'secondary' }) => void)[]>();
  addStreamIfNoneExists(stream: P2pStream) {
    if (!this.streams.has(stream.runtimeId)) this.streams.set(stream.runtimeId, { stream, segments: new Map() });
  }
  getStream(id: string) {
    return this.streams.get(id);
  }
  updateStream(id: string, add: Iterable<P2pSegment> = [], remove: Iterable<string> = []) {
    const segments = this.streams.get(id)!.segments;
    for (const segment of add) segments.set(segment.runtimeId, segment);
    for (const runtimeId of remove) segments.delete(runtimeId);
  }
  setManifestResponseUrl() {}
  setIsLive() {}
  isSegmentLoadable() {
    return true;
  }
  async loadSegment(
    runtimeId: string,
    callbacks: { onSuccess(r: { data: ArrayBuffer; bandwidth: number }): void; onError(r: { type: string }): void },
  ) {
    this.loads.push(runtimeId);
    const answer = () => {
      for (const listener of this.chunkListeners) listener(4, 'p2p');
      callbacks.onSuccess({ data: new TextEncoder().encode(`peer:${runtimeId}`).buffer as ArrayBuffer, bandwidth: this.bandwidth });
    };
    if (this.answer === 'peer') answer();
    if (this.answer === 'later') this.pending = answer;
    if (this.answer === 'fail') callbacks.onError({ type: 'failed' });
    if (this.answer === 'hang') this.pending = () => callbacks.onError({ type: 'aborted' });
  }
  pending: (() => void) | null = null;
  abortSegmentLoading(runtimeId: string) {
    this.aborts.push(runtimeId);
    this.pending?.();
  }
  updatePlayback(position: number, rate: number) {
    this.playback.push([position, rate]);
  }
  setActiveLevelBitrate() {}
  applyDynamicConfig(config: { mainStream: { highDemandTimeWindow: number }; secondaryStream: { highDemandTimeWindow: number } }) {
    this.highDemand = { video: config.mainStream.highDemandTimeWindow, audio: config.secondaryStream.highDemandTimeWindow };
  }
  addEventListener(event: string, listener: never) {
    if (event === 'onChunkDownloaded') this.chunkListeners.push(listener);
    else this.peerListeners.set(event, [...(this.peerListeners.get(event) ?? []), listener]);
  }
  peer(event: 'onPeerConnect' | 'onPeerClose', peerId: string, streamType: 'main' | 'secondary') {
    for (const listener of this.peerListeners.get(event) ?? []) listener({ peerId, streamType });
  }
  destroy() {
    this.destroyed = true;
  }
}

const reference = (start: number, duration = 2): ShakaSegmentReference => ({
  getStartTime: () => start,
  getEndTime: () => start + duration,
  getUris: () => [`https://cdn.test/t/token/live-0-${start / duration}.m4s`],
  getStartByte: () => 0,
  getEndByte: () => null,
});
const videoStream = (starts: number[]): ShakaStream => ({
  id: 11,
  originalId: '0',
  type: 'video',
  segmentIndex: starts.map((start) => reference(start)),
});

const SOURCE: PlaybackSource = {
  url: '/media/t/token/live/1/manifest.mpd?profile=web',
  isLive: true,
  identity: { playbackSessionId: 'playback-1', userId: null },
  p2p: { announce: ['/tracker'], swarmId: 'live-city', iceServers: [] },
};

let video: HTMLVideoElement;
let controller: PlayerController;
let adapter: ShakaAdapter;
let shaka: FakeShakaPlayer;
let scheme: () => ShakaSchemePlugin;
let fakeHttp: () => ShakaSchemePlugin;
let httpFetches: string[];
let core: FakeCore;
let settings: P2pSettings | null;
let delivery: DeliveryStats;

function setUp(loadP2p?: () => Promise<(s: P2pSettings) => P2pCore>) {
  document.body.innerHTML = '<div id="player"><video></video></div>';
  video = document.querySelector('video')!;
  video.play = () => Promise.resolve();
  controller = createPlayerController();
  const fake = fakeShaka();
  core = new FakeCore();
  settings = null;
  const create = (given: P2pSettings) => {
    settings = given;
    return core;
  };
  adapter = createShakaAdapter({
    shaka: fake.shaka,
    video,
    container: document.getElementById('player')!,
    controller,
    loadP2p: loadP2p ?? (async () => create),
  });
  shaka = fake.player();
  scheme = () => fake.schemes.get('https')!;
  fakeHttp = () => fake.shaka.net.HttpFetchPlugin.parse;
  httpFetches = fake.httpFetches;
  delivery = createDeliveryStats();
}

const segmentRequest = (stream: ShakaStream, start: number, type = MEDIA_SEGMENT) =>
  shaka.requestOf(REQUEST_TYPE.SEGMENT, reference(start).getUris()[0], { type, stream, segment: reference(start) });

/** shaka sends the filtered request through the http(s) plugin: the same request object the filter saw. */
const fetchThrough = (request: ShakaRequest) => scheme()(request.uris[0]!, request, REQUEST_TYPE.SEGMENT, null, null, {});
const text = async (request: ShakaRequest) => new TextDecoder().decode((await fetchThrough(request).promise).data as ArrayBuffer);

beforeEach(() => setUp());
afterEach(async () => {
  await adapter.destroy();
  controller.dispose();
});

describe('peer-to-peer delivery through shaka', () => {
  it('joins the swarm the asset names and routes media segments through the core, which serves them from a peer', async () => {
    await adapter.load(SOURCE, delivery);
    expect(settings).toEqual(SOURCE.p2p);
    const stream = videoStream([100, 102, 104]);
    const request = segmentRequest(stream, 102);
    expect(core.streams.get('video-11')?.stream).toEqual({ runtimeId: 'video-11', type: 'main', index: '0' });
    expect([...core.streams.get('video-11')!.segments.values()].map((s) => [s.externalId, s.startTime, s.endTime])).toEqual([
      [100_000, 100, 102],
      [102_000, 102, 104],
      [104_000, 104, 106],
    ]);
    expect(await text(request)).toBe('peer:video-11-102000');
    expect(httpFetches).toEqual([]);
    expect(delivery.take()).toMatchObject({ p2p_state: 'on', p2p_bytes: 4, http_bytes: 0, errors: [] });
  });

  it('keeps the core’s segments in order as a live window slides: new ones appended, evicted ones removed', async () => {
    await adapter.load(SOURCE, delivery);
    segmentRequest(videoStream([100, 102, 104]), 100);
    segmentRequest(videoStream([104, 106, 108]), 106);
    expect([...core.streams.get('video-11')!.segments.keys()]).toEqual(['video-11-104000', 'video-11-106000', 'video-11-108000']);
  });

  it('leaves init segments, subtitles and every other request on HTTP', async () => {
    await adapter.load(SOURCE, delivery);
    const stream = videoStream([100]);
    await text(segmentRequest(stream, 100, INIT_SEGMENT));
    await text(segmentRequest({ ...stream, type: 'text' }, 100));
    await text(shaka.requestOf(REQUEST_TYPE.MANIFEST, 'https://cdn.test/manifest.mpd'));
    expect(core.loads).toEqual([]);
    expect(httpFetches).toEqual([reference(100).getUris()[0], reference(100).getUris()[0], 'https://cdn.test/manifest.mpd']);
  });

  it('falls back to HTTP at once when the core fails a segment', async () => {
    await adapter.load(SOURCE, delivery);
    core.answer = 'fail';
    const request = segmentRequest(videoStream([100]), 100);
    expect(await text(request)).toBe(`http:${reference(100).getUris()[0]}`);
    expect(httpFetches).toEqual([reference(100).getUris()[0]]);
  });

  it('aborts the core’s load when shaka aborts, without fetching over HTTP', async () => {
    await adapter.load(SOURCE, delivery);
    core.answer = 'hang';
    const request = segmentRequest(videoStream([100]), 100);
    const operation = fetchThrough(request) as unknown as { abort(): Promise<unknown>; promise: Promise<unknown> };
    const settled = operation.promise.catch((error: { code: number }) => error.code);
    await operation.abort();
    expect(await settled).toBe(7001);
    expect(core.aborts).toEqual(['video-11-100000']);
    expect(httpFetches).toEqual([]);
  });

  it('gives shaka’s ABR the time the bytes took at the bandwidth the core measured, not the time the segment waited its turn', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      await adapter.load(SOURCE, delivery);
      core.answer = 'later';
      // `peer:video-11-100000` is 20 bytes: 160 bits at 1,600 bits/s are 100 ms.
      core.bandwidth = 1600;
      const waited = fetchThrough(segmentRequest(videoStream([100]), 100)).promise;
      vi.advanceTimersByTime(8000);
      core.pending?.();
      expect((await waited).timeMs).toBe(100);
      // No measure yet (nothing loaded): the time it took is all there is.
      core.bandwidth = 0;
      const unmeasured = fetchThrough(segmentRequest(videoStream([100]), 100)).promise;
      vi.advanceTimersByTime(300);
      core.pending?.();
      expect((await unmeasured).timeMs).toBe(300);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads all the buffering goal over HTTP at once while no peer is there, and only the next 12 s while one is', async () => {
    await adapter.load(SOURCE, delivery);
    // A second more: the core hears of the playhead late.
    const alone = BUFFERING_GOAL_LIVE_S + 1;
    expect(core.highDemand).toEqual({ video: alone, audio: alone });
    core.peer('onPeerConnect', 'peer-1', 'main');
    core.peer('onPeerConnect', 'peer-2', 'main');
    expect(core.highDemand).toEqual({ video: 12, audio: alone });
    core.peer('onPeerConnect', 'peer-3', 'secondary');
    expect(core.highDemand).toEqual({ video: 12, audio: 12 });
    // The core tells of a closed connection once per way it closed.
    core.peer('onPeerClose', 'peer-1', 'main');
    core.peer('onPeerClose', 'peer-1', 'main');
    expect(core.highDemand).toEqual({ video: 12, audio: 12 });
    core.peer('onPeerClose', 'peer-2', 'main');
    expect(core.highDemand).toEqual({ video: alone, audio: 12 });
  });

  it('takes the buffering goal of the stream: a film buffers further ahead than a channel', async () => {
    await adapter.load({ ...SOURCE, isLive: false }, delivery);
    expect(core.highDemand).toEqual({ video: BUFFERING_GOAL_VOD_S + 1, audio: BUFFERING_GOAL_VOD_S + 1 });
  });

  it('tells the core where playback is', async () => {
    await adapter.load(SOURCE, delivery);
    video.currentTime = 101;
    video.dispatchEvent(new Event('timeupdate'));
    expect(core.playback.at(-1)).toEqual([101, 1]);
  });

  it('stays off for a stream without peer-to-peer, and the next stream leaves the last one’s swarm', async () => {
    await adapter.load(SOURCE, delivery);
    const { p2p: _off, ...plain } = SOURCE;
    await adapter.load(plain, delivery);
    expect(core.destroyed).toBe(true);
    await text(segmentRequest(videoStream([100]), 100));
    expect(core.loads).toEqual([]);
    expect(httpFetches).toEqual([reference(100).getUris()[0]]);
    expect(scheme()).toBe(fakeHttp());
  });
});

describe('when the peer-to-peer library cannot help (spec 2 §8)', () => {
  it('a library that fails to load is error 1-7-1, and the stream plays over HTTP', async () => {
    await adapter.destroy();
    setUp(async () => {
      throw new Error('chunk failed');
    });
    await adapter.load(SOURCE, delivery);
    expect(shaka.loads).toHaveLength(1);
    expect(scheme()).toBeUndefined();
    expect(delivery.take()).toMatchObject({ p2p_state: 'failed', errors: [{ reason: '1-7-1', code: 1 }] });
  });

  it('a library that fails to start is error 1-7-2, reported once', async () => {
    await adapter.destroy();
    setUp(async () => () => {
      throw new Error('no WebRTC');
    });
    await adapter.load(SOURCE, delivery);
    expect(shaka.loads).toHaveLength(1);
    expect(delivery.take().errors).toEqual([{ reason: '1-7-2', code: 2 }]);
    expect(delivery.take().errors).toEqual([]);
  });
});

describe('tracker URLs', () => {
  it('make the app’s own tracker path a WebSocket URL of the page’s host, and keep the operator’s as given', () => {
    expect(trackerUrl('/tracker', 'https://efir.tv/tv/efir-1/player')).toBe('wss://efir.tv/tracker');
    expect(trackerUrl('/tracker', 'http://127.0.0.1:3000/movies/x')).toBe('ws://127.0.0.1:3000/tracker');
    expect(trackerUrl('wss://tracker.operator.example/announce', 'https://efir.tv/')).toBe('wss://tracker.operator.example/announce');
  });
});
