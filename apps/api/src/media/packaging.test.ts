import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'm3u8-parser';
import { parse } from 'mpd-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAvcC } from './cenc/avc-parameter-sets.js';
import { parseSliceHeader } from './cenc/avc-slice-header.js';
import { findPath, parseBoxes, writeBoxes } from './cenc/boxes.js';
import { kidToUuid } from './cenc/clip-key.js';
import { packageDemoMedia } from './demo-clips.js';
import { runFfmpeg, runFfprobe } from './ffmpeg.js';
import { readPackagedClip } from './package-clip.js';
import { THUMB_HEIGHT, THUMBS_PER_SPRITE } from './packaging/clip.js';
import { PREVIEW_SECONDS } from './packaging/preview.js';
import type { ThumbnailsPlaylist } from './packaging/thumbnails.js';
import { type PackagedTestClip, packageTestClip, TEST_CLIP, TEST_MEDIA_SECRET } from './test-clip.js';

let clip: PackagedTestClip;

beforeAll(async () => {
  clip = await packageTestClip();
}, 120_000);

afterAll(() => clip?.remove());

const read = (dir: string, name: string) => readFile(join(dir, name), 'utf8');

function parseM3u8(text: string) {
  const parser = new Parser();
  parser.push(text);
  parser.end();
  return parser.manifest;
}

describe.each(['clear', 'cenc'] as const)('the %s package', (variant) => {
  const dir = () => (variant === 'clear' ? clip.paths.clearDir : clip.paths.cencDir);

  it('has a DASH manifest with 360p, 720p and 1080p video, rus and eng audio and rus and eng subtitles', async () => {
    const mpd = parse(await read(dir(), 'manifest.mpd'), { manifestUri: 'http://media.test/manifest.mpd' });
    expect(mpd.playlists.map((p) => p.attributes.RESOLUTION?.height)).toEqual([360, 720, 1080]);
    expect(Object.values(mpd.mediaGroups.AUDIO.audio ?? {}).map((a) => a.language)).toEqual(['rus', 'eng']);
    const subtitles = Object.values(mpd.mediaGroups.SUBTITLES.subs ?? {});
    expect(subtitles.map((s) => s.language)).toEqual(['rus', 'eng']);
    expect(subtitles.map((s) => s.playlists[0]?.resolvedUri)).toEqual([
      'http://media.test/subtitles-rus.vtt',
      'http://media.test/subtitles-eng.vtt',
    ]);
    expect(mpd.duration).toBe(TEST_CLIP.durationSeconds);
  });

  it('has an HLS master (and its variant.m3u8 alias) listing the same renditions, audio tracks and subtitles', async () => {
    const text = await read(dir(), 'playlist.m3u8');
    expect(await read(dir(), 'variant.m3u8')).toBe(text);
    const master = parseM3u8(text);
    expect(master.playlists?.map((p) => p.attributes.RESOLUTION?.height)).toEqual([360, 720, 1080]);
    expect(Object.values(master.mediaGroups?.AUDIO.audio ?? {}).map((a) => a.language)).toEqual(['rus', 'eng']);
    expect(Object.values(master.mediaGroups?.SUBTITLES.subs ?? {}).map((s) => s.language)).toEqual(['rus', 'eng']);
    const [low, , high] = master.playlists ?? [];
    expect(Number(low?.attributes['AVERAGE-BANDWIDTH'])).toBeLessThanOrEqual(low?.attributes.BANDWIDTH ?? 0);
    expect(high?.attributes.BANDWIDTH).toBeGreaterThan(low?.attributes.BANDWIDTH ?? Number.POSITIVE_INFINITY);
    for (const uri of [
      ...(master.playlists ?? []).map((p) => p.uri),
      ...Object.values(master.mediaGroups?.AUDIO.audio ?? {}).map((a) => a.uri!),
    ]) {
      const media = parseM3u8(await read(dir(), uri));
      expect(media.endList).toBe(true);
      expect(media.segments?.length).toBeGreaterThanOrEqual(TEST_CLIP.durationSeconds / 2);
      expect(media.segments?.[0]?.key?.method).toBe(variant === 'cenc' ? 'SAMPLE-AES-CTR' : undefined);
    }
  });

  it('serves WebVTT subtitles in both languages through HLS subtitle playlists', async () => {
    const subtitles = parseM3u8(await read(dir(), 'subtitles-rus.m3u8'));
    expect(subtitles.segments?.map((s) => s.uri)).toEqual(['subtitles-rus.vtt']);
    expect(await read(dir(), 'subtitles-rus.vtt')).toMatch(/^WEBVTT\n\n00:00:00\.000 --> .*\nЭфир представляет: «Проверка»/);
    expect(await read(dir(), 'subtitles-eng.vtt')).toMatch(/Efir presents: "Проверка"/);
  });
});

describe('protection', () => {
  it('marks audio and video adaptation sets with the clip key id and ClearKey', async () => {
    const mpd = parse(await read(clip.paths.cencDir, 'manifest.mpd'));
    const kid = kidToUuid(clip.key.kid);
    for (const playlist of [...mpd.playlists, ...Object.values(mpd.mediaGroups.AUDIO.audio ?? {}).flatMap((a) => a.playlists)]) {
      expect(playlist.contentProtection?.mp4protection?.attributes['cenc:default_KID']).toBe(kid);
    }
    expect(await read(clip.paths.cencDir, 'manifest.mpd')).toContain('schemeIdUri="urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e"');
  });

  it('writes encv/enca sample entries with a cenc tenc and a common-system pssh in every init segment', async () => {
    for (const [stream, entry] of [
      [0, 'encv'],
      [3, 'enca'],
    ] as const) {
      const boxes = parseBoxes(await readFile(join(clip.paths.cencDir, `init-stream${stream}.m4s`)));
      const sampleEntry = findPath(boxes, 'moov/trak/mdia/minf/stbl/stsd')?.children?.[0];
      expect(sampleEntry?.type).toBe(entry);
      const tenc = sampleEntry?.children?.find((b) => b.type === 'sinf')?.children?.find((b) => b.type === 'schi')?.children?.[0];
      expect(tenc?.head.subarray(8, 24)).toEqual(clip.key.kid);
      expect(findPath(boxes, 'moov/pssh')?.head.subarray(4, 20).toString('hex')).toBe('1077efecc0b24d02ace33c1e52e2fb4b');
    }
  });

  it('records the packaged clip with its key id, so a restart skips it', async () => {
    const mediaDir = join(clip.paths.dir, '..', '..');
    const done = await readPackagedClip(mediaDir, TEST_CLIP, TEST_MEDIA_SECRET);
    expect(done?.kid).toBe(kidToUuid(clip.key.kid));
    const log: string[] = [];
    expect(await packageDemoMedia(mediaDir, TEST_MEDIA_SECRET, { clips: [TEST_CLIP], log: (line) => log.push(line) })).toEqual([done]);
    expect(log).toEqual([]);
  });

  it('packages a clip again when its marker is missing (an interrupted run) or its key came from another secret', async () => {
    const mediaDir = join(clip.paths.dir, '..', '..');
    expect(await readPackagedClip(mediaDir, TEST_CLIP, 'another secret')).toBeNull();
    await rename(clip.paths.doneFile, `${clip.paths.doneFile}.aside`);
    try {
      expect(await readPackagedClip(mediaDir, TEST_CLIP, TEST_MEDIA_SECRET)).toBeNull();
    } finally {
      await rename(`${clip.paths.doneFile}.aside`, clip.paths.doneFile);
    }
  });
});

describe('encryption', () => {
  async function decode(dir: string, stream: number, segment: string, key?: Buffer): Promise<string[]> {
    const joined = join(clip.paths.dir, `joined-${stream}-${dir.endsWith('cenc') ? 'cenc' : 'clear'}.mp4`);
    await writeFile(joined, Buffer.concat([await readFile(join(dir, `init-stream${stream}.m4s`)), await readFile(join(dir, segment))]));
    const output = await runFfmpeg([...(key ? ['-decryption_key', key.toString('hex')] : []), '-i', joined, '-f', 'framemd5', '-'], {
      captureStdout: true,
    });
    return output
      .toString()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
  }

  it.each([
    ['360p video', 0],
    ['1080p video', 2],
    ['rus audio', 3],
  ])('decrypting the %s with the clip key gives the clear frames', async (_, stream) => {
    const segment = `chunk-stream${stream}-00002.m4s`;
    const clear = await decode(clip.paths.clearDir, stream, segment);
    expect(clear.length).toBeGreaterThan(10);
    expect(await decode(clip.paths.cencDir, stream, segment, clip.key.key)).toEqual(clear);
  });

  it('leaves no sample readable without the key', async () => {
    const segment = 'chunk-stream0-00002.m4s';
    const [clear, encrypted] = await Promise.all([
      readFile(join(clip.paths.clearDir, segment)),
      readFile(join(clip.paths.cencDir, segment)),
    ]);
    const mdat = (data: Buffer) => parseBoxes(data).find((b) => b.type === 'mdat')!.head;
    expect(mdat(encrypted).length).toBe(mdat(clear).length);
    expect(mdat(encrypted).equals(mdat(clear))).toBe(false);
  });

  it('finds the end of every slice header in the x264 output (the CABAC alignment bits after it are all ones)', async () => {
    let slices = 0;
    for (const stream of [0, 2]) {
      const avcC = findPath(
        parseBoxes(await readFile(join(clip.paths.clearDir, `init-stream${stream}.m4s`))),
        'moov/trak/mdia/minf/stbl/stsd/avc1/avcC',
      );
      const parameterSets = parseAvcC(avcC!.head);
      for (const name of [`chunk-stream${stream}-00001.m4s`, `chunk-stream${stream}-00002.m4s`]) {
        const mdat = parseBoxes(await readFile(join(clip.paths.clearDir, name))).find((b) => b.type === 'mdat')!.head;
        for (let offset = 0; offset < mdat.length; offset += 4 + mdat.readUInt32BE(offset)) {
          const nal = mdat.subarray(offset + 4, offset + 4 + mdat.readUInt32BE(offset));
          if ((nal[0]! & 0x1f) !== 1 && (nal[0]! & 0x1f) !== 5) continue;
          const header = parseSliceHeader(nal, parameterSets);
          expect(header.alignmentBits.every((bit) => bit === 1)).toBe(true);
          expect(header.bytes).toBeLessThan(nal.length);
          slices++;
        }
      }
    }
    expect(slices).toBeGreaterThanOrEqual(4 * 50);
  });

  it('rewrites real ffmpeg init and media segments byte for byte when nothing changes', async () => {
    for (const name of ['init-stream2.m4s', 'chunk-stream2-00001.m4s', 'init-stream4.m4s', 'chunk-stream4-00003.m4s']) {
      const data = await readFile(join(clip.paths.clearDir, name));
      expect(writeBoxes(parseBoxes(data)).equals(data)).toBe(true);
    }
  });
});

describe('thumbnails', () => {
  it('lists one thumbnail per second from second 1, in one-column sprites of the stated size', async () => {
    const playlist = JSON.parse(await read(clip.paths.thumbnailsDir, 'thumbnails.json')) as ThumbnailsPlaylist;
    const thumbs = playlist.images.flatMap((image) => image.thumbs);
    expect(thumbs.map((t) => t.timestamp)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(thumbs.map((t) => t.region.top)).toEqual([0, 90, 180, 270, 360, 450, 540]);
    const sprites = await readdir(clip.paths.thumbnailsDir);
    for (const image of playlist.images) {
      expect(sprites).toContain(image.url);
      const probe = await runFfprobe(['-show_entries', 'stream=width,height', '-of', 'csv=p=0', join(clip.paths.thumbnailsDir, image.url)]);
      expect(probe.toString().trim()).toBe(`${image.thumb_size.width},${THUMBS_PER_SPRITE * THUMB_HEIGHT}`);
    }
  });
});

describe('preview', () => {
  it('is a progressive, silent 360p H.264 MP4 of the first seconds, with its index before the media', async () => {
    const probe = await runFfprobe([
      ...['-show_entries', 'stream=codec_type,codec_name,height:format=duration', '-of', 'json'],
      clip.paths.previewFile,
    ]);
    const { streams, format } = JSON.parse(probe.toString()) as { streams: object[]; format: { duration: string } };
    expect(streams).toEqual([{ codec_type: 'video', codec_name: 'h264', height: 360 }]);
    expect(Number(format.duration)).toBeCloseTo(Math.min(PREVIEW_SECONDS, TEST_CLIP.durationSeconds), 1);
    const boxes = parseBoxes(await readFile(clip.paths.previewFile)).map((box) => box.type);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(boxes).not.toContain('moof');
  });
});
