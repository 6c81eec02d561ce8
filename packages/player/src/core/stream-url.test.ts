import { describe, expect, it } from 'vitest';
import { createRequestHeaders, PLAYBACK_HEADERS, playbackHeaders } from './request-headers';
import { streamUrl, withLiveOffset } from './stream-url';

const vod = { assetUrl: 'https://media.efir.test/vod/42', type: 'vod' } as const;
const live = { assetUrl: 'https://media.efir.test/live/7/', type: 'live' } as const;
const chrome = { isSafari: false };
const safari = { isSafari: true };

describe('stream URLs', () => {
  it('are the asset URL plus /manifest.mpd?profile=web', () => {
    expect(streamUrl(vod, chrome)).toBe('https://media.efir.test/vod/42/manifest.mpd?profile=web');
  });

  it('on Safari are /variant.m3u8, or /playlist.m3u8 for an external source, with profile=web', () => {
    expect(streamUrl(vod, safari)).toBe('https://media.efir.test/vod/42/variant.m3u8?profile=web');
    expect(streamUrl({ ...vod, type: 'custom', isExternal: true }, safari)).toBe(
      'https://media.efir.test/vod/42/playlist.m3u8?profile=web',
    );
    expect(streamUrl({ ...vod, isExternal: true }, chrome)).toBe('https://media.efir.test/vod/42/manifest.mpd?profile=web');
  });

  it('use an original source as given, with profile=web', () => {
    const original = { assetUrl: 'https://cdn.example/clip.mp4', type: 'custom', useOriginalSource: true } as const;
    expect(streamUrl(original, chrome)).toBe('https://cdn.example/clip.mp4?profile=web');
    expect(streamUrl({ ...original, assetUrl: 'https://cdn.example/clip.mp4?sig=1' }, safari)).toBe(
      'https://cdn.example/clip.mp4?sig=1&profile=web',
    );
  });

  it('on live carry offset only when playback is more than 5 s behind', () => {
    expect(streamUrl(live, { isSafari: false, behindLiveSeconds: 5 })).toBe('https://media.efir.test/live/7/manifest.mpd?profile=web');
    expect(streamUrl(live, { isSafari: false, behindLiveSeconds: 95.7 })).toBe(
      'https://media.efir.test/live/7/manifest.mpd?profile=web&offset=95',
    );
    expect(streamUrl(live, { isSafari: true, behindLiveSeconds: 600 })).toBe(
      'https://media.efir.test/live/7/variant.m3u8?profile=web&offset=600',
    );
  });

  it('as playback moves, get offset set, changed or dropped', () => {
    expect(withLiveOffset('https://m.test/l/manifest.mpd?profile=web', 12.5)).toBe('https://m.test/l/manifest.mpd?profile=web&offset=12');
    expect(withLiveOffset('https://m.test/l/manifest.mpd?offset=12&profile=web', 600)).toBe(
      'https://m.test/l/manifest.mpd?profile=web&offset=600',
    );
    expect(withLiveOffset('https://m.test/l/manifest.mpd?profile=web&offset=12', 3)).toBe('https://m.test/l/manifest.mpd?profile=web');
  });

  it('never carry offset on VOD', () => {
    expect(streamUrl(vod, { isSafari: false, behindLiveSeconds: 600 })).not.toContain('offset');
  });
});

describe('manifest and licence request headers', () => {
  it('carry the playback session id, the request number, the user id and the extra value', () => {
    expect(playbackHeaders({ playbackSessionId: 'ps-1', userId: 17, extra: 'web' }, 3)).toEqual({
      [PLAYBACK_HEADERS.playbackSessionId]: 'ps-1',
      [PLAYBACK_HEADERS.requestNumber]: '3',
      [PLAYBACK_HEADERS.userId]: '17',
      [PLAYBACK_HEADERS.extra]: 'web',
    });
  });

  it('leave out the user id for an anonymous viewer and an empty extra value', () => {
    expect(Object.keys(playbackHeaders({ playbackSessionId: 'ps-1', userId: null, extra: '' }, 1))).toEqual([
      PLAYBACK_HEADERS.playbackSessionId,
      PLAYBACK_HEADERS.requestNumber,
    ]);
  });

  it('number the requests of a session from 1', () => {
    const nextHeaders = createRequestHeaders({ playbackSessionId: 'ps-1' });
    expect(nextHeaders()[PLAYBACK_HEADERS.requestNumber]).toBe('1');
    expect(nextHeaders()[PLAYBACK_HEADERS.requestNumber]).toBe('2');
    expect(createRequestHeaders({ playbackSessionId: 'ps-2' })()[PLAYBACK_HEADERS.requestNumber]).toBe('1');
  });
});
