import { describe, expect, it } from 'vitest';
import { containerBox, findPath, fullBoxHeader, leafBox, parseBoxes, writeBoxes } from '../cenc/boxes.js';
import { loadLoopClip, segmentTiming } from './clip.js';
import { archiveMpd, liveMpd, segmentTimeline } from './dash.js';
import { archiveMediaPlaylist, liveMaster, liveMediaPlaylist } from './hls.js';
import { rewriteLiveSegment } from './segment.js';
import { AUDIO_STARTS, segment, u32, VIDEO_STARTS, writeLoopClip } from './test-loop-clip.js';
import { segmentByNumber, segmentsBetween } from './timeline.js';

const clip = await loadLoopClip(writeLoopClip(), 'six', 6);
const video = clip.streams.get(0)!;
const audio = clip.streams.get(3)!;
/** A wall-clock moment on a pass boundary: 6 s passes since the epoch. */
const T = 1_800_000_000;

describe('the loop of a packaged clip', () => {
  it('reads each stream’s timescale and segment starts, and ends the last segment where the pass ends', () => {
    expect(video).toMatchObject({ timescale: 12_800, loopTicks: 76_800, starts: VIDEO_STARTS });
    expect(audio).toMatchObject({ timescale: 48_000, loopTicks: 288_000, starts: AUDIO_STARTS });
    expect(segmentByNumber(audio, 3)).toMatchObject({ index: 2, start: 192_512, duration: 288_000 - 192_512, shift: 0 });
  });

  it('numbers segments from the epoch, pass after pass, with media time equal to wall-clock time', () => {
    const passes = T / 6;
    expect(segmentByNumber(video, passes * 3 + 1)).toEqual({
      number: passes * 3 + 1,
      index: 0,
      start: T * 12_800,
      duration: 25_600,
      shift: T * 12_800,
    });
    expect(segmentByNumber(video, passes * 3 + 5)).toMatchObject({ index: 1, start: (T + 8) * 12_800 });
    expect(segmentByNumber(video, 0)).toBeNull();
    expect(segmentByNumber(video, 1.5)).toBeNull();
  });

  it('lists the segments that start and end within a window, contiguous across passes', () => {
    const list = segmentsBetween(audio, T - 7, T + 5);
    expect(list[0]!.start).toBeGreaterThanOrEqual((T - 7) * 48_000);
    expect((list.at(-1)!.start + list.at(-1)!.duration) / 48_000).toBeLessThanOrEqual(T + 5);
    for (let i = 1; i < list.length; i++) {
      expect(list[i]!.start).toBe(list[i - 1]!.start + list[i - 1]!.duration);
      expect(list[i]!.number).toBe(list[i - 1]!.number + 1);
    }
    expect(segmentsBetween(video, T, T + 6).map((s) => s.start / 12_800)).toEqual([T, T + 2, T + 4]);
    expect(segmentsBetween(video, T + 0.5, T + 5.9).map((s) => s.start / 12_800)).toEqual([T + 2]);
  });
});

describe('a served live segment', () => {
  it('moves tfdt and sidx on by the pass and takes the live sequence number, keeping every other byte', async () => {
    const original = segment(48_000, 96_256, 2);
    const live = segmentByNumber(audio, (T / 6) * 3 + 2)!;
    const rewritten = rewriteLiveSegment(original, live.shift, live.number);
    expect(rewritten.length).toBe(original.length);
    expect(segmentTiming(rewritten)).toEqual({ timescale: 48_000, baseMediaDecodeTime: live.start });
    const boxes = parseBoxes(rewritten);
    expect(findPath(boxes, 'moof/mfhd')!.head.readUInt32BE(4)).toBe(live.number);
    expect(Number(findPath(boxes, 'sidx')!.head.readBigUInt64BE(12))).toBe(live.start);
    expect(findPath(boxes, 'mdat')!.head.toString()).toBe('media bytes');
    expect(segmentTiming(original).baseMediaDecodeTime).toBe(96_256);
  });

  it('refuses to overflow a version 0 time box', () => {
    const v0 = writeBoxes([containerBox('moof', [containerBox('traf', [leafBox('tfdt', fullBoxHeader(0, 0), u32(5))])])]);
    expect(() => rewriteLiveSegment(v0, 2 ** 32, 1)).toThrow(/version 0/);
    expect(rewriteLiveSegment(v0, 10, 1).readUInt32BE(v0.length - 4)).toBe(15);
  });
});

const attribute = (text: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(text)?.[1];

describe('the live DASH manifest', () => {
  it('is dynamic from the epoch with the window, delay and server time, and without subtitles', () => {
    const now = new Date((T + 10.5) * 1000);
    const mpd = liveMpd(clip, now, 3600);
    expect(attribute(mpd, 'type')).toBe('dynamic');
    expect(attribute(mpd, 'availabilityStartTime')).toBe('1970-01-01T00:00:00Z');
    expect(attribute(mpd, 'publishTime')).toBe(now.toISOString());
    expect(attribute(mpd, 'timeShiftBufferDepth')).toBe('PT3600S');
    expect(attribute(mpd, 'suggestedPresentationDelay')).toBe('PT40S');
    expect(mpd).not.toContain('mediaPresentationDuration');
    expect(mpd).not.toContain('subtitles-rus');
    expect(mpd).toContain(`<UTCTiming schemeIdUri="urn:mpeg:dash:utc:direct:2014" value="${now.toISOString()}" />`);
    expect(mpd).toContain('media="live-$RepresentationID$-$Number$.m4s"');
    expect(mpd).toContain('<ContentProtection');
  });

  it('lists the hour up to the last segment that has ended, and slides as the clock moves', () => {
    const at = (seconds: number) => liveMpd(clip, new Date(seconds * 1000), 3600);
    const first = at(T + 10.5);
    // Video: the 2 s segments from the first that starts after T + 10.5 − 3600 to the one ending at T + 10.
    const start = (T - 3588) * 12_800;
    const count = (3588 + 10) / 2;
    expect(first).toContain(`startNumber="${((T - 3588) / 6) * 3 + 1}"`);
    expect(first).toContain(`<S t="${start}" d="25600" r="${count - 1}" />`);
    const later = at(T + 12.5);
    expect(later).toContain(`<S t="${start + 2 * 12_800}" d="25600" r="${count - 1}" />`);
    // Audio passes repeat their segment pattern, contiguously.
    const audioTimeline = /<Representation id="3"[\s\S]*?<SegmentTimeline>([\s\S]*?)<\/SegmentTimeline>/.exec(first)![1]!;
    expect(audioTimeline).toContain(`d="${288_000 - 192_512}"`);
  });

  it('folds equal durations into repeats', () => {
    const list = segmentsBetween(video, T, T + 12);
    expect(segmentTimeline(list)).toBe(`<S t="${T * 12_800}" d="25600" r="5" />`);
  });

  it('of a recorded programme is static, starts at the programme and lasts as long', () => {
    const mpd = archiveMpd(clip, T - 600, T - 300);
    expect(attribute(mpd, 'type')).toBe('static');
    expect(attribute(mpd, 'mediaPresentationDuration')).toBe('PT300S');
    expect(mpd).toContain(`presentationTimeOffset="${(T - 600) * 12_800}"`);
    expect(mpd).toContain(`<S t="${(T - 600) * 12_800}" d="25600" r="149" />`);
  });
});

describe('the live HLS playlists', () => {
  it('keep the master’s audio and drop its subtitles', () => {
    const master = liveMaster(clip);
    expect(master).toContain('media_3.m3u8');
    expect(master).not.toContain('SUBTITLES');
  });

  it('slide a window with the media sequence, the programme date-time of the first segment and the key', () => {
    const text = liveMediaPlaylist(clip, video, new Date((T + 10.5) * 1000), 60);
    expect(text).toContain(`#EXT-X-MEDIA-SEQUENCE:${((T - 48) / 6) * 3 + 1}`);
    expect(text).toContain(`#EXT-X-PROGRAM-DATE-TIME:${new Date((T - 48) * 1000).toISOString()}`);
    expect(text).toContain('#EXT-X-KEY:METHOD=SAMPLE-AES-CTR');
    expect(text).toContain('#EXT-X-MAP:URI="init-stream0.m4s"');
    expect(text.trim().split('\n').at(-1)).toBe(`live-0-${((T + 6) / 6) * 3 + 2}.m4s`);
    expect(text).not.toContain('ENDLIST');
    const later = liveMediaPlaylist(clip, video, new Date((T + 30.5) * 1000), 60);
    expect(later).toContain(`#EXT-X-MEDIA-SEQUENCE:${((T - 48) / 6) * 3 + 1 + 10}`);
  });

  it('of a recorded programme end with ENDLIST', () => {
    const text = archiveMediaPlaylist(clip, audio, T - 60, T);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });
});
