import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiError, ErrorCode } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../../test/helpers.js';
import { ageLimits, mediaItems } from '../../db/schema/index.js';
import { toBase64Url } from '../../media/base64url.js';
import { clipKey } from '../../media/cenc/clip-key.js';
import { MEDIA_TOKEN_LIFETIME_MS } from './media-token.js';

const SECRET = 'test-secret-test-secret-test-secret!';
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'efir-playback-'));
for (const clip of ['aurora', 'harbour']) {
  mkdirSync(path.join(mediaDir, 'vod', clip, 'cenc'), { recursive: true });
  writeFileSync(path.join(mediaDir, 'vod', clip, 'cenc', 'manifest.mpd'), `<MPD id="${clip}"/>`);
  writeFileSync(path.join(mediaDir, 'vod', clip, 'cenc', 'chunk-1.m4s'), Buffer.alloc(1000, 7));
  writeFileSync(path.join(mediaDir, 'vod', clip, 'done.json'), '{}');
  writeFileSync(path.join(mediaDir, 'vod', clip, 'preview.mp4'), Buffer.alloc(2000, clip.length));
}

const clock = testClock();
const { visitor, database } = await createTestApp({ clock, env: { EFIR_MEDIA_DIR: mediaDir, EFIR_SECRET: SECRET } });

const item = (id: number, values: Partial<typeof mediaItems.$inferInsert>) => ({
  id,
  type: 'film' as const,
  slug: `item-${id}`,
  name: { rus: `Фильм ${id}` },
  short_description: { rus: '' },
  summary: { rus: '' },
  age_limit_id: 1,
  category: 'movies' as const,
  usage_model: 'SERVICE' as const,
  is_free: true,
  poster_bg_color: '#000000',
  logo: '',
  background: '',
  visit_card: '',
  screenshots: [],
  ...values,
});
await database.db.insert(ageLimits).values({ id: 1, name: '0+', age_value: 0, position: 1 }).onConflictDoNothing();
await database.db
  .insert(mediaItems)
  .values([
    item(9001, { stream_id: 'aurora', trailer_stream_id: 'harbour' }),
    item(9002, { stream_id: 'aurora', is_coming_soon: true }),
    item(9010, { type: 'series', category: 'series' }),
    item(9011, { type: 'season', series_id: 9010, order_number: 1 }),
    item(9012, { type: 'episode', series_id: 9010, season_id: 9011, order_number: 2, stream_id: 'harbour' }),
    item(9013, { type: 'episode', series_id: 9010, season_id: 9011, order_number: 1, stream_id: 'aurora' }),
  ]);

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, code: (error as ApiError).body?.error_code };
};

const kidOf = (clip: string) => toBase64Url(clipKey(SECRET, clip).kid);

describe('the playback asset', () => {
  it('gives a film its encrypted stream, the ClearKey licence URL and thumbnails, under a signed token', async () => {
    const asset = await visitor().call('playback.asset', { params: { content_type: 'media_item', content_id: 9001 } });
    expect(asset).toMatchObject({ type: 'vod', media_type: 'vod', contentType: 'media_item', media_item: { media_item_id: 9001 } });
    expect(asset.assetUrl).toBe(`/media/t/${asset.token}/vod/aurora/cenc`);
    expect(asset.drmConfig).toEqual({
      drm_provider: 'clearkey',
      clearkey: `/api/v1/drm/clearkey?token=${encodeURIComponent(asset.token)}`,
    });
    expect(asset.thumbnailsUrl).toBe(`/media/t/${asset.token}/vod/aurora/thumbnails/thumbnails.json`);
  });

  it('names the peer-to-peer swarm by the stream, not by the viewer’s token, and the app’s own tracker', async () => {
    const film = await visitor().call('playback.asset', { params: { content_type: 'media_item', content_id: 9001 } });
    const again = await visitor().call('playback.asset', { params: { content_type: 'media_item', content_id: 9001 } });
    const trailer = await visitor().call('playback.asset', { params: { content_type: 'trailer', content_id: 9001 } });
    expect(film.p2p).toEqual({ announce: ['/tracker'], swarm_id: 'vod-aurora', ice_servers: ['stun:stun.l.google.com:19302'] });
    expect(again.token).not.toBe(film.token);
    expect(again.p2p).toEqual(film.p2p);
    expect(trailer.p2p?.swarm_id).toBe('vod-harbour');
  });

  it('plays a series and a season from their first episode, and a trailer from its own stream', async () => {
    const series = await visitor().call('playback.asset', { params: { content_type: 'media_item', content_id: 9010 } });
    expect(series.media_item).toEqual({ media_item_id: 9013 });
    const trailer = await visitor().call('playback.asset', { params: { content_type: 'trailer', content_id: 9001 } });
    expect(trailer.assetUrl).toContain('/vod/harbour/');
  });

  it('answers 503 while the clip is still being packaged', async () => {
    await database.db.insert(mediaItems).values(item(9003, { stream_id: 'unpackaged' }));
    expect(await refusal(visitor().call('playback.asset', { params: { content_type: 'media_item', content_id: 9003 } }))).toEqual({
      status: 503,
      code: ErrorCode.MEDIA_NOT_READY,
    });
  });

  it('refuses unknown items, coming-soon items and bad ids', async () => {
    expect(await refusal(visitor().call('playback.asset', { params: { content_type: 'media_item', content_id: 1 } }))).toEqual({
      status: 404,
      code: ErrorCode.NOT_FOUND,
    });
    expect(await refusal(visitor().call('playback.asset', { params: { content_type: 'media_item', content_id: 9002 } }))).toEqual({
      status: 403,
      code: ErrorCode.NOT_ENTITLED,
    });
    expect((await visitor().raw('/api/v1/playback/media_item/abc')).status).toBe(400);
    expect((await visitor().raw('/api/v1/playback/podcast/1')).status).toBe(400);
  });
});

describe('media URLs', () => {
  it('serve the manifest and segments with their MIME types and byte ranges', async () => {
    const viewer = visitor();
    const asset = await viewer.call('playback.asset', { params: { content_type: 'media_item', content_id: 9001 } });
    const manifest = await viewer.raw(`${asset.assetUrl}/manifest.mpd?profile=web`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/dash+xml');
    expect(await manifest.text()).toBe('<MPD id="aurora"/>');
    const range = await viewer.raw(`${asset.assetUrl}/chunk-1.m4s`, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe('bytes 0-99/1000');
    // The digest a peer's copy is checked against covers the whole segment, also for a range, and comes with a HEAD.
    const whole = `sha-256=:${createHash('sha256').update(Buffer.alloc(1000, 7)).digest('base64')}:`;
    expect(range.headers.get('repr-digest')).toBe(whole);
    const head = await viewer.raw(`${asset.assetUrl}/chunk-1.m4s`, { method: 'HEAD' });
    expect([head.status, head.headers.get('repr-digest'), (await head.arrayBuffer()).byteLength]).toEqual([200, whole, 0]);
    expect(manifest.headers.get('repr-digest')).toBeNull();
    // Token-gated: only the viewer's browser may keep it.
    expect(manifest.headers.get('cache-control')).toBe('private, max-age=3600');
    expect((await viewer.raw(`${asset.assetUrl}/chunk-2.m4s`)).status).toBe(404);
  });

  it('refuse a request without a valid token with 403: missing, tampered, expired or for another clip', async () => {
    const viewer = visitor();
    const asset = await viewer.call('playback.asset', { params: { content_type: 'media_item', content_id: 9001 } });
    expect((await viewer.raw('/media/t/nothing/vod/aurora/cenc/manifest.mpd')).status).toBe(403);
    const tampered = `${asset.token.slice(0, -2)}xx`;
    expect((await viewer.raw(`/media/t/${tampered}/vod/aurora/cenc/manifest.mpd`)).status).toBe(403);
    expect((await viewer.raw(`/media/t/${asset.token}/vod/harbour/cenc/manifest.mpd`)).status).toBe(403);
    expect((await viewer.raw(`/media/t/${asset.token}/vod/aurora/../harbour/cenc/manifest.mpd`)).status).toBe(403);
    clock.advance(MEDIA_TOKEN_LIFETIME_MS + 1000);
    expect((await viewer.raw(`${asset.assetUrl}/manifest.mpd`)).status).toBe(403);
  });
});

describe('clip previews', () => {
  it('are public MP4 files a shared cache may keep, with byte ranges and validators', async () => {
    const preview = await visitor().raw('/media/previews/aurora.mp4');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('video/mp4');
    expect(preview.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(preview.headers.get('etag')).toBeTruthy();
    expect(Buffer.from(await preview.arrayBuffer())).toEqual(Buffer.alloc(2000, 'aurora'.length));
    const range = await visitor().raw('/media/previews/harbour.mp4', { headers: { range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe('bytes 100-199/2000');
  });

  it('open nothing but a packaged clip’s preview', async () => {
    for (const url of [
      '/media/previews/nowhere.mp4',
      '/media/previews/aurora',
      '/media/previews/..%2Faurora%2Fdone.json',
      '/media/previews/Aurora.mp4',
    ]) {
      expect((await visitor().raw(url)).status, url).toBe(404);
    }
  });
});

describe('the HLS key', () => {
  it('is the raw clip key, for the session the token was issued to only', async () => {
    const viewer = visitor();
    const asset = await viewer.call('playback.asset', { params: { content_type: 'media_item', content_id: 9001 } });
    const key = await viewer.raw(`${asset.assetUrl}/clearkey.key`);
    expect(key.status).toBe(200);
    expect(Buffer.from(await key.arrayBuffer())).toEqual(clipKey(SECRET, 'aurora').key);
    expect((await visitor().raw(`${asset.assetUrl}/clearkey.key`)).status).toBe(403);
    expect((await viewer.raw(`/media/t/${asset.token}/vod/harbour/cenc/clearkey.key`)).status).toBe(403);
  });
});

describe('the ClearKey licence', () => {
  it('grants the key of the clip the token opens to the session it was issued to', async () => {
    const viewer = visitor();
    const asset = await viewer.call('playback.asset', { params: { content_type: 'media_item', content_id: 9001 } });
    const licence = await viewer.call('playback.clearKeyLicence', {
      query: { token: asset.token },
      body: { kids: [kidOf('aurora')], type: 'temporary' },
    });
    expect(licence).toEqual({
      keys: [{ kty: 'oct', kid: kidOf('aurora'), k: toBase64Url(clipKey(SECRET, 'aurora').key) }],
      type: 'temporary',
    });
  });

  it('never unlocks another clip with the same token', async () => {
    const viewer = visitor();
    const asset = await viewer.call('playback.asset', { params: { content_type: 'media_item', content_id: 9001 } });
    const licence = await viewer.call('playback.clearKeyLicence', { query: { token: asset.token }, body: { kids: [kidOf('harbour')] } });
    expect(licence.keys).toEqual([]);
  });

  it('refuses another session, a tampered or expired token, and malformed key ids', async () => {
    const owner = visitor();
    const asset = await owner.call('playback.asset', { params: { content_type: 'media_item', content_id: 9001 } });
    const body = { kids: [kidOf('aurora')] };
    expect(await refusal(visitor().call('playback.clearKeyLicence', { query: { token: asset.token }, body }))).toEqual({
      status: 403,
      code: ErrorCode.NOT_ENTITLED,
    });
    expect(await refusal(owner.call('playback.clearKeyLicence', { query: { token: `${asset.token}x` }, body }))).toEqual({
      status: 403,
      code: ErrorCode.MEDIA_TOKEN_INVALID,
    });
    expect(await refusal(owner.call('playback.clearKeyLicence', { query: { token: asset.token }, body: { kids: ['short'] } }))).toEqual({
      status: 400,
      code: ErrorCode.VALIDATION_FAILED,
    });
    clock.advance(MEDIA_TOKEN_LIFETIME_MS + 1000);
    expect(await refusal(owner.call('playback.clearKeyLicence', { query: { token: asset.token }, body }))).toEqual({
      status: 403,
      code: ErrorCode.MEDIA_TOKEN_INVALID,
    });
  });
});
