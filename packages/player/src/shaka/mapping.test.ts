import { describe, expect, it } from 'vitest';
import { shakaDrmConfig } from './config';
import { isSafari } from './platform';
import { playbackSource } from './source';
import { thumbnailsFromJson } from './thumbnails-json';

describe('drmConfig to shaka', () => {
  it('passes every licence URL through, the named provider first, with the FairPlay certificate', () => {
    expect(
      shakaDrmConfig({
        drm_provider: 'widevine',
        widevine: 'https://lic/wv',
        playready: 'https://lic/pr',
        fairplay: 'https://lic/fp',
        fairplay_cert_url: 'https://lic/fp.cer',
      }),
    ).toEqual({
      servers: { 'com.widevine.alpha': 'https://lic/wv', 'com.microsoft.playready': 'https://lic/pr', 'com.apple.fps': 'https://lic/fp' },
      preferredKeySystems: ['com.widevine.alpha'],
      advanced: { 'com.apple.fps': { serverCertificateUri: 'https://lic/fp.cer' } },
    });
  });

  it('a clear stream has no licence servers', () => {
    expect(shakaDrmConfig({ drm_provider: 'none' })).toEqual({ servers: {} });
    expect(shakaDrmConfig(undefined)).toEqual({ servers: {} });
  });
});

describe('the stream for this browser (spec 2 §7)', () => {
  const asset = {
    assetUrl: '/media/t/vod/clip/cenc',
    type: 'vod' as const,
    drmConfig: { drm_provider: 'clearkey' as const, clearkey: '/lic' },
    content: { id: 1 },
    media_type: 'vod',
  };
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
  const safari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

  it('is DASH everywhere but Safari, which gets the HLS variant playlist', () => {
    expect(isSafari(chrome)).toBe(false);
    expect(isSafari(safari)).toBe(true);
    expect(playbackSource(asset, { playbackSessionId: 's' }, chrome).url).toBe('/media/t/vod/clip/cenc/manifest.mpd?profile=web');
    expect(playbackSource(asset, { playbackSessionId: 's' }, safari).url).toBe('/media/t/vod/clip/cenc/variant.m3u8?profile=web');
  });

  it('starts VOD at the resume position, over the asset’s own start', () => {
    expect(playbackSource({ ...asset, startTime: 5 }, { playbackSessionId: 's' }, chrome, 42).startTime).toBe(42);
    expect(playbackSource({ ...asset, startTime: 5 }, { playbackSessionId: 's' }, chrome).startTime).toBe(5);
  });

  it('starts a live asset at the edge, or at its start moment with the window reaching back to it (offset)', () => {
    const live = { ...asset, type: 'live' as const, assetUrl: '/live/1', media_type: 'archive' };
    expect(playbackSource(live, { playbackSessionId: 's' }, chrome).startTime).toBeUndefined();
    const fromStart = playbackSource({ ...live, startTime: 1000 }, { playbackSessionId: 's' }, chrome, undefined, { nowMs: 1_600_000 });
    expect(fromStart).toMatchObject({ startTime: 1000, url: '/live/1/manifest.mpd?profile=web&offset=600' });
  });

  it('keeps pause-live to the channel’s pltv_max_duration, 60 s when nothing else applies', () => {
    const pauseLive = { ...asset, type: 'live' as const, media_type: 'pause_live' };
    expect(playbackSource(pauseLive, { playbackSessionId: 's' }, chrome, undefined, { pltvMaxDuration: 7200 }).pauseLiveWindowS).toBe(7200);
    expect(playbackSource(pauseLive, { playbackSessionId: 's' }, chrome).pauseLiveWindowS).toBe(60);
    expect(playbackSource({ ...pauseLive, media_type: 'live' }, { playbackSessionId: 's' }, chrome).pauseLiveWindowS).toBeUndefined();
  });
});

describe('the packager’s thumbnails JSON', () => {
  const json = {
    start_second: 1,
    interval_seconds: 1,
    images: [
      {
        url: 'thumbnails-1.jpg',
        thumb_size: { width: 160, height: 90 },
        thumbs: [
          { timestamp: 1, region: { top: 0 } },
          { timestamp: 2, region: { top: 90 } },
        ],
      },
      { url: 'thumbnails-2.jpg', thumb_size: { width: 160, height: 90 }, thumbs: [{ timestamp: 3, region: { top: 0 } }] },
    ],
  };

  it('becomes the core’s playlist, with sprite URLs next to the playlist', () => {
    const playlist = thumbnailsFromJson(json, 'http://host/media/t/vod/clip/thumbnails/thumbnails.json');
    expect(playlist?.thumbs).toEqual([
      { timestamp: 1, image: 0, top: 0 },
      { timestamp: 2, image: 0, top: 90 },
      { timestamp: 3, image: 1, top: 0 },
    ]);
    expect(playlist?.images[1]?.url).toBe('http://host/media/t/vod/clip/thumbnails/thumbnails-2.jpg');
  });

  it('anything else means no thumbnails (spec 2 §8)', () => {
    expect(thumbnailsFromJson({ images: [{ url: 'a.jpg' }] }, 'http://host/t.json')).toBeNull();
    expect(thumbnailsFromJson('nope', 'http://host/t.json')).toBeNull();
  });
});
