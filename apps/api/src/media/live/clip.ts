import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DASH_MANIFEST, HLS_MASTER } from '../packaging/clip.js';

/** One rendition or audio track of a clip as a loop: where each of its segments starts within one pass of the clip. */
export interface LoopStream {
  /** ffmpeg's stream index: the DASH Representation id and the `n` of `media_<n>.m3u8` and `init-stream<n>.m4s`. */
  index: number;
  timescale: number;
  /** One pass of the clip in this stream's timescale; every pass starts a whole number of these after the epoch. */
  loopTicks: number;
  /** Start of each segment within a pass (its `tfdt`), ascending; segment i lasts until the next one starts. */
  starts: number[];
  /** File of each segment in the clip's `cenc/` directory. */
  files: string[];
}

/** A packaged clip (its encrypted copy) read once, ready to be served as an endless live stream. */
export interface LoopClip {
  id: string;
  cencDir: string;
  durationSeconds: number;
  streams: Map<number, LoopStream>;
  /** The clip's own DASH manifest, HLS master and media playlists: the live ones keep their protection and tracks. */
  mpd: string;
  master: string;
  mediaPlaylists: Map<number, string>;
}

const SEGMENT_FILE = /^chunk-stream(\d+)-(\d+)\.m4s$/;

/** Reads `tfdt` (and the `mdhd`-less timescale from `sidx`) of a CMAF media segment without parsing the samples. */
export function segmentTiming(data: Buffer): { timescale: number; baseMediaDecodeTime: number } {
  let timescale: number | undefined;
  let decodeTime: number | undefined;
  walkBoxes(data, 0, data.length, (type, payload) => {
    if (type === 'sidx') timescale = data.readUInt32BE(payload + 8);
    if (type === 'tfdt') decodeTime = readVersionedTime(data, payload);
  });
  if (timescale === undefined || decodeTime === undefined) throw new Error('segment has no sidx or tfdt');
  return { timescale, baseMediaDecodeTime: decodeTime };
}

/** Containers whose children hold what the live rewrite touches. */
const CONTAINERS = new Set(['moof', 'traf']);

/** Calls `visit(type, payloadOffset, boxEnd)` for every box, descending into `moof` and `traf`. */
export function walkBoxes(data: Buffer, start: number, end: number, visit: (type: string, payload: number, boxEnd: number) => void): void {
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    let payload = offset + 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(offset + 8));
      payload += 8;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < 8 || offset + size > end) throw new Error(`box '${type}' at byte ${offset} has bad size ${size}`);
    visit(type, payload, offset + size);
    if (CONTAINERS.has(type)) walkBoxes(data, payload, offset + size, visit);
    offset += size;
  }
}

/** A FullBox time field: 64-bit in version 1, 32-bit in version 0. `at` is the box payload (version byte). */
export function readVersionedTime(data: Buffer, at: number, skip = 0): number {
  return data[at] === 1 ? Number(data.readBigUInt64BE(at + 4 + skip)) : data.readUInt32BE(at + 4 + skip);
}

/**
 * Reads a packaged clip's encrypted streams. Durations come from where the next segment starts, and the last
 * one ends where the pass ends, so passes follow each other without gaps (audio's last frame is cut short).
 */
export async function loadLoopClip(cencDir: string, clipId: string, durationSeconds: number): Promise<LoopClip> {
  const byStream = new Map<number, { number: number; file: string }[]>();
  for (const file of await readdir(cencDir)) {
    const match = SEGMENT_FILE.exec(file);
    if (!match) continue;
    const index = Number(match[1]);
    byStream.set(index, [...(byStream.get(index) ?? []), { number: Number(match[2]), file }]);
  }
  const streams = new Map<number, LoopStream>();
  const mediaPlaylists = new Map<number, string>();
  for (const [index, segments] of [...byStream].sort(([a], [b]) => a - b)) {
    segments.sort((a, b) => a.number - b.number);
    const starts: number[] = [];
    let timescale = 0;
    for (const { file } of segments) {
      const timing = segmentTiming(await readFile(join(cencDir, file)));
      timescale = timing.timescale;
      starts.push(timing.baseMediaDecodeTime);
    }
    if (starts[0] !== 0) throw new Error(`${clipId}: stream ${index} does not start at 0`);
    const loopTicks = durationSeconds * timescale;
    if (starts.at(-1)! >= loopTicks) throw new Error(`${clipId}: stream ${index} is longer than ${durationSeconds} s`);
    streams.set(index, { index, timescale, loopTicks, starts, files: segments.map((s) => s.file) });
    mediaPlaylists.set(index, await readFile(join(cencDir, `media_${index}.m3u8`), 'utf8'));
  }
  if (streams.size === 0) throw new Error(`${clipId}: no segments in ${cencDir}`);
  const [mpd, master] = await Promise.all([readFile(join(cencDir, DASH_MANIFEST), 'utf8'), readFile(join(cencDir, HLS_MASTER), 'utf8')]);
  return { id: clipId, cencDir, durationSeconds, streams, mpd, master, mediaPlaylists };
}
