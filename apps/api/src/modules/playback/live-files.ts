import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode } from '@efir/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Problem } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import { expiringCache } from '../../lib/expiring-cache.js';
import { clipKey, clipPaths, MEDIA_MIME_TYPES, type PackagedClip } from '../../media/index.js';
import {
  archiveMediaPlaylist,
  archiveMpd,
  LIVE_SEGMENT_FILE,
  type LoopClip,
  liveMaster,
  liveMediaPlaylist,
  liveMpd,
  loadLoopClip,
  rewriteLiveSegment,
  segmentByNumber,
} from '../../media/live/index.js';
import { archiveDepth, type LiveChannel, liveWindowSeconds } from './live.js';
import { MEDIA_PREFIX, type MediaTokens } from './media-token.js';
import type { PlaybackRepo } from './repo.js';
import { REPR_DIGEST_HEADER, reprDigest } from './segment-digest.js';

/** Channel settings change only on import; a minute's staleness spares a query per segment. */
const CHANNEL_CACHE_MS = 60_000;
/** Channels an operator runs: a few hundred at most. */
const CHANNEL_CACHE_MAX = 1000;
const notFound = (why: string) => new Problem(404, ErrorCode.NOT_FOUND, why);

/** `<from>-<to>` in Unix seconds: a recorded programme's span in archive URLs. */
const ARCHIVE_RANGE = /^(\d{1,11})-(\d{1,11})$/;
const MEDIA_PLAYLIST = /^media_(\d+)\.m3u8$/;
const INIT_SEGMENT = /^init-stream(\d+)\.m4s$/;

/**
 * A channel's live stream and recorded programmes (spec 2 §7), made on the fly from its packaged clip looped
 * forever: `/media/t/<token>/live/<channel>/manifest.mpd|variant.m3u8|playlist.m3u8|media_<n>.m3u8|…` and the
 * same under `archive/<from>-<to>/`. Segments are the clip's, with their times moved on; nothing is encoded.
 */
export function registerLiveFiles(
  app: FastifyInstance,
  { repo, mediaDir, secret, clock, tokens }: { repo: PlaybackRepo; mediaDir: string; secret: string; clock: Clock; tokens: MediaTokens },
): void {
  const channelCache = expiringCache<LiveChannel>(clock, CHANNEL_CACHE_MS, CHANNEL_CACHE_MAX);
  const clips = new Map<string, Promise<LoopClip>>();

  function channelOf(id: number): Promise<LiveChannel> {
    return channelCache.get(String(id), async () => {
      const row = await repo.channel(id);
      if (!row) throw notFound('No such channel');
      return row;
    });
  }

  function clipOf(clipId: string): Promise<LoopClip> {
    let clip = clips.get(clipId);
    if (!clip) {
      const paths = clipPaths(mediaDir, clipId);
      clip = readFile(paths.doneFile, 'utf8').then((done) =>
        loadLoopClip(paths.cencDir, clipId, (JSON.parse(done) as PackagedClip).duration_seconds),
      );
      // A clip still being packaged is tried again on the next request.
      clip.catch(() => clips.delete(clipId));
      clips.set(clipId, clip);
    }
    return clip.catch(() => {
      throw new Problem(503, ErrorCode.MEDIA_NOT_READY, 'This channel’s stream is still being prepared');
    });
  }

  /** The channel the token opens, and whether its viewer holds time-shift; keys go to the token's own session only. */
  function openedChannel(token: string, channelParam: string, sessionId?: string): { id: number; timeshift: boolean } {
    const { timeshift } = tokens.open(token, { path: `/live/${channelParam}/`, sessionId });
    // The path is the token's own scope, so the parameter is the channel's id in digits.
    return { id: Number(channelParam), timeshift: timeshift === true };
  }

  function offsetOf(query: unknown): number {
    const offset = (query as Record<string, string | undefined>).offset;
    if (offset === undefined) return 0;
    if (!/^\d{1,9}$/.test(offset)) throw new Problem(400, ErrorCode.VALIDATION_FAILED, 'offset must be whole seconds behind live');
    return Number(offset);
  }

  /** A recorded span must have ended and lie within the channel's archive. */
  function archiveRange(range: string, channel: LiveChannel, timeshift: boolean): { from: number; to: number } {
    const match = ARCHIVE_RANGE.exec(range);
    const from = Number(match?.[1]);
    const to = Number(match?.[2]);
    const now = clock.now().getTime() / 1000;
    if (!match || to <= from || to > now || from < now - archiveDepth(channel, timeshift))
      throw notFound('This span is not in the channel’s archive');
    return { from, to };
  }

  function send(reply: FastifyReply, extension: string, body: string | Buffer, cache: string) {
    return reply.header('content-type', MEDIA_MIME_TYPES[extension]).header('cache-control', cache).send(body);
  }

  async function serve(
    reply: FastifyReply,
    channel: LiveChannel,
    timeshift: boolean,
    file: string,
    query: unknown,
    archive: { from: number; to: number } | null,
  ) {
    const clip = await clipOf(channel.stream_id);
    const now = clock.now();
    // Manifests change every segment; a recorded programme's never do.
    const manifestCache = archive ? 'private, max-age=3600' : 'private, no-cache';
    if (file === 'manifest.mpd') {
      const mpd = archive
        ? archiveMpd(clip, archive.from, archive.to)
        : liveMpd(clip, now, liveWindowSeconds(channel, timeshift, offsetOf(query)));
      return send(reply, '.mpd', mpd, manifestCache);
    }
    if (file === 'variant.m3u8' || file === 'playlist.m3u8') return send(reply, '.m3u8', liveMaster(clip), 'private, max-age=3600');
    const playlist = MEDIA_PLAYLIST.exec(file);
    const stream = playlist && clip.streams.get(Number(playlist[1]));
    if (stream) {
      const text = archive
        ? archiveMediaPlaylist(clip, stream, archive.from, archive.to)
        : liveMediaPlaylist(clip, stream, now, liveWindowSeconds(channel, timeshift, offsetOf(query)));
      return send(reply, '.m3u8', text, manifestCache);
    }
    const init = INIT_SEGMENT.exec(file);
    if (init && clip.streams.has(Number(init[1])))
      return send(reply, '.m4s', await readFile(join(clip.cencDir, file)), 'private, max-age=3600');
    const live = LIVE_SEGMENT_FILE.exec(file);
    const segmentStream = live && clip.streams.get(Number(live[1]));
    if (segmentStream) {
      const segment = segmentByNumber(segmentStream, Number(live[2]));
      const end = segment && (segment.start + segment.duration) / segmentStream.timescale;
      const nowSeconds = now.getTime() / 1000;
      // Only what has been "broadcast" and is still kept: no segment from the future or beyond the archive.
      if (!segment || end! > nowSeconds || end! < nowSeconds - archiveDepth(channel, timeshift))
        throw notFound('This segment is not available');
      const data = await readFile(join(clip.cencDir, segmentStream.files[segment.index]!));
      const body = rewriteLiveSegment(data, segment.shift, segment.number);
      return send(reply.header(REPR_DIGEST_HEADER, reprDigest(body)), '.m4s', body, 'private, max-age=3600');
    }
    throw notFound('No such media file');
  }

  app.get(`${MEDIA_PREFIX}/:token/live/:channel/:file`, async (request, reply) => {
    const { token, channel, file } = request.params as { token: string; channel: string; file: string };
    const opened = openedChannel(token, channel);
    return serve(reply, await channelOf(opened.id), opened.timeshift, file, request.query, null);
  });
  app.get(`${MEDIA_PREFIX}/:token/live/:channel/archive/:range/:file`, async (request, reply) => {
    const { token, channel, range, file } = request.params as { token: string; channel: string; range: string; file: string };
    const opened = openedChannel(token, channel);
    const row = await channelOf(opened.id);
    return serve(reply, row, opened.timeshift, file, request.query, archiveRange(range, row, opened.timeshift));
  });

  // HLS SAMPLE-AES-CTR fetches the raw key from beside the playlist: only the token's own session gets it.
  const key = async (request: { params: unknown; session: { id: string } | undefined }, reply: FastifyReply) => {
    const { token, channel } = request.params as { token: string; channel: string };
    const opened = openedChannel(token, channel, request.session!.id);
    const row = await channelOf(opened.id);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('cache-control', 'private, no-store')
      .send(clipKey(secret, row.stream_id).key);
  };
  app.get(`${MEDIA_PREFIX}/:token/live/:channel/clearkey.key`, { config: { access: 'session' } }, key);
  app.get(`${MEDIA_PREFIX}/:token/live/:channel/archive/:range/clearkey.key`, { config: { access: 'session' } }, key);
}
