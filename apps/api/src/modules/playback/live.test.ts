import { createHash } from 'node:crypto';
import { ErrorCode } from '@efir/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { channels } from '../../db/schema/index.js';
import { toBase64Url } from '../../media/base64url.js';
import { clipKey } from '../../media/cenc/clip-key.js';
import { segmentTiming } from '../../media/live/clip.js';
import { mediaDirWithLoopClip } from '../../media/live/test-loop-clip.js';
import { expectProblem } from '../auth/test-support.js';
import { CH, seedChannels } from '../epg/test-support.js';
import { LIVE_WINDOW_S, NO_TIMESHIFT_WINDOW_S } from './live.js';

const SECRET = 'test-secret-test-secret-test-secret!';
const clock = testClock(new Date('2026-11-22T12:00:00.500Z'));
const { visitor, database } = await createTestApp({ clock, env: { EFIR_MEDIA_DIR: mediaDirWithLoopClip('loop'), EFIR_SECRET: SECRET } });
// Programmes on whole minutes around the clock's now.
const programs = await seedChannels(database.db, new Date('2026-11-22T12:00:00Z'));
const nowSeconds = () => clock.now().getTime() / 1000;

const channelAsset = (viewer: ReturnType<typeof visitor>, id: number) =>
  viewer.call('playback.asset', { params: { content_type: 'channel', content_id: id } });
const attribute = (text: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(text)?.[1];

describe('a channel’s live asset', () => {
  it('is live, under a token for this channel, with the ClearKey licence of the channel’s clip', async () => {
    const viewer = visitor();
    const asset = await channelAsset(viewer, CH.archive);
    expect(asset).toMatchObject({ type: 'live', media_type: 'live', contentType: 'channel', channel: { channel_id: CH.archive } });
    expect(asset.assetUrl).toBe(`/media/t/${asset.token}/live/${CH.archive}`);
    const kid = toBase64Url(clipKey(SECRET, 'loop').kid);
    const licence = await viewer.call('playback.clearKeyLicence', { query: { token: asset.token }, body: { kids: [kid] } });
    expect(licence.keys).toEqual([{ kty: 'oct', kid, k: toBase64Url(clipKey(SECRET, 'loop').key) }]);
  });

  it('serves a dynamic MPD of the last hour with the server’s clock, reaching further back with offset, never beyond the archive', async () => {
    const viewer = visitor();
    const asset = await channelAsset(viewer, CH.archive);
    const manifest = await viewer.raw(`${asset.assetUrl}/manifest.mpd?profile=web`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/dash+xml');
    const mpd = await manifest.text();
    expect(attribute(mpd, 'type')).toBe('dynamic');
    expect(attribute(mpd, 'timeShiftBufferDepth')).toBe(`PT${LIVE_WINDOW_S}S`);
    // The server's clock, so two viewers on different machines see the same live edge.
    expect(mpd).toContain(`<UTCTiming schemeIdUri="urn:mpeg:dash:utc:direct:2014" value="${clock.now().toISOString()}" />`);
    const behind = await (await viewer.raw(`${asset.assetUrl}/manifest.mpd?profile=web&offset=600`)).text();
    expect(attribute(behind, 'timeShiftBufferDepth')).toBe(`PT${LIVE_WINDOW_S + 600}S`);
    const far = await (await viewer.raw(`${asset.assetUrl}/manifest.mpd?profile=web&offset=999999`)).text();
    expect(attribute(far, 'timeShiftBufferDepth')).toBe(`PT${3 * 86_400}S`);
    expect((await viewer.raw(`${asset.assetUrl}/manifest.mpd?offset=-5`)).status).toBe(400);
    const plain = await channelAsset(viewer, CH.plain);
    const short = await (await viewer.raw(`${plain.assetUrl}/manifest.mpd?offset=3600`)).text();
    expect(attribute(short, 'timeShiftBufferDepth')).toBe(`PT${NO_TIMESHIFT_WINDOW_S}S`);
  });

  it('serves segments that have been broadcast with wall-clock media time, and nothing from the future or past the archive', async () => {
    const viewer = visitor();
    const asset = await channelAsset(viewer, CH.archive);
    // 3 segments per 6 s pass; the one starting at now − 12.5 s (a pass boundary) has number passes × 3 + 1.
    const start = Math.floor(nowSeconds()) - 12;
    const number = (start / 6) * 3 + 1;
    const segment = await viewer.raw(`${asset.assetUrl}/live-0-${number}.m4s`);
    expect(segment.status).toBe(200);
    const bytes = Buffer.from(await segment.arrayBuffer());
    expect(segmentTiming(bytes)).toEqual({ timescale: 12_800, baseMediaDecodeTime: start * 12_800 });
    // Its digest is of the bytes as broadcast (times moved on), which every viewer of the channel gets alike.
    expect(segment.headers.get('repr-digest')).toBe(`sha-256=:${createHash('sha256').update(bytes).digest('base64')}:`);
    const head = await visitor().raw(`${(await channelAsset(visitor(), CH.archive)).assetUrl}/live-0-${number}.m4s`, { method: 'HEAD' });
    expect(head.headers.get('repr-digest')).toBe(segment.headers.get('repr-digest'));
    expect((await viewer.raw(`${asset.assetUrl}/live-0-${number + 6}.m4s`)).status).toBe(404);
    expect((await viewer.raw(`${asset.assetUrl}/live-0-${number - 3 * 86_400}.m4s`)).status).toBe(404);
    expect((await viewer.raw(`${asset.assetUrl}/init-stream0.m4s`)).status).toBe(200);
    expect((await viewer.raw(`${asset.assetUrl}/init-stream9.m4s`)).status).toBe(404);
    const playlist = await (await viewer.raw(`${asset.assetUrl}/media_3.m3u8`)).text();
    expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    expect((await viewer.raw(`${asset.assetUrl}/variant.m3u8?profile=web`)).status).toBe(200);
  });

  it('refuses a token for another channel, and the HLS key to another session', async () => {
    const viewer = visitor();
    const asset = await channelAsset(viewer, CH.archive);
    expect((await viewer.raw(`/media/t/${asset.token}/live/${CH.plain}/manifest.mpd`)).status).toBe(403);
    expect((await viewer.raw(`${asset.assetUrl}/clearkey.key`)).status).toBe(200);
    expect((await visitor().raw(`${asset.assetUrl}/clearkey.key`)).status).toBe(403);
  });

  it('refuses unknown channels', async () => {
    await expectProblem(channelAsset(visitor(), 999), 404, ErrorCode.NOT_FOUND);
  });

  it('is pause-live on a channel that lets its viewer pause but keeps no archive, and plain live on the others', async () => {
    await database.db.insert(channels).values({
      ...(await database.db.select().from(channels).where(eq(channels.id, CH.archive)))[0]!,
      id: 905,
      slug: 'pause-tv',
      number: 5,
      is_catchup_allowed: false,
    });
    const viewer = visitor();
    expect((await channelAsset(viewer, 905)).media_type).toBe('pause_live');
    expect((await channelAsset(viewer, CH.archive)).media_type).toBe('live');
    expect((await channelAsset(viewer, CH.plain)).media_type).toBe('live');
    // Pause-live sold with the archive service is plain live to whoever does not hold it.
    expect((await channelAsset(viewer, CH.sold)).media_type).toBe('live');
  });
});

describe('catch-up of a programme', () => {
  const catchup = (viewer: ReturnType<typeof visitor>, channel: number, originalId: string) =>
    viewer.call('playback.programAsset', { params: { channel_id: channel, original_id: originalId } });

  it('plays a finished programme as a recording from its start to its end', async () => {
    const viewer = visitor();
    const asset = await catchup(viewer, CH.archive, programs.finished.original_id);
    const from = programs.finished.start_time.getTime() / 1000;
    const to = programs.finished.end_time.getTime() / 1000;
    expect(asset).toMatchObject({
      type: 'vod',
      media_type: 'archive',
      channel: { channel_id: CH.archive, program_id: programs.finished.id },
    });
    expect(asset.assetUrl).toBe(`/media/t/${asset.token}/live/${CH.archive}/archive/${from}-${to}`);
    const mpd = await (await viewer.raw(`${asset.assetUrl}/manifest.mpd?profile=web`)).text();
    expect(attribute(mpd, 'type')).toBe('static');
    expect(attribute(mpd, 'mediaPresentationDuration')).toBe('PT3600S');
    expect((await viewer.raw(`${asset.assetUrl}/media_0.m3u8`)).status).toBe(200);
  });

  it('plays the programme on air from its start on the live stream', async () => {
    const asset = await catchup(visitor(), CH.archive, programs.onAir.original_id);
    expect(asset).toMatchObject({ type: 'live', media_type: 'archive', startTime: programs.onAir.start_time.getTime() / 1000 });
  });

  it('refuses what the archive does not hold: too old, never recorded, another channel’s, sold separately, not yet aired', async () => {
    const viewer = visitor();
    await expectProblem(catchup(viewer, CH.archive, programs.old.original_id), 403, ErrorCode.ARCHIVE_UNAVAILABLE);
    await expectProblem(catchup(viewer, CH.archive, programs.unrecorded.original_id), 403, ErrorCode.ARCHIVE_UNAVAILABLE);
    await expectProblem(catchup(viewer, CH.archive, programs.later.original_id), 403, ErrorCode.ARCHIVE_UNAVAILABLE);
    await expectProblem(catchup(viewer, CH.plain, programs.finished.original_id), 404, ErrorCode.NOT_FOUND);
    await expectProblem(catchup(viewer, CH.archive, 'nothing'), 404, ErrorCode.NOT_FOUND);
    const asset = await channelAsset(viewer, CH.archive);
    // A recording URL made up by hand is checked against the archive too.
    const old = programs.old.start_time.getTime() / 1000;
    expect((await viewer.raw(`${asset.assetUrl}/archive/${old}-${old + 3600}/manifest.mpd`)).status).toBe(404);
    const future = Math.floor(nowSeconds());
    expect((await viewer.raw(`${asset.assetUrl}/archive/${future - 60}-${future + 60}/manifest.mpd`)).status).toBe(404);
  });
});
