import type { LoopStream } from './clip.js';

/**
 * A segment of the endless stream. Pass k of the clip starts at k × loop after the Unix epoch (the MPD's
 * availabilityStartTime), so media time in seconds is wall-clock time and every server agrees on it.
 */
export interface LiveSegment {
  /** 1-based, counting from the epoch: the DASH `$Number$` and the HLS media sequence number. */
  number: number;
  /** Which segment of the clip (0-based) this pass serves. */
  index: number;
  /** Start and duration in the stream's timescale; `start` is the segment's new `tfdt`. */
  start: number;
  duration: number;
  /** What to add to the clip segment's own `tfdt`: the start of its pass. */
  shift: number;
}

function segmentAt(stream: LoopStream, pass: number, index: number): LiveSegment {
  const count = stream.starts.length;
  const shift = pass * stream.loopTicks;
  const next = index + 1 < count ? stream.starts[index + 1]! : stream.loopTicks;
  return { number: pass * count + index + 1, index, start: shift + stream.starts[index]!, duration: next - stream.starts[index]!, shift };
}

/** The segment with this number; null for numbers before the epoch. */
export function segmentByNumber(stream: LoopStream, number: number): LiveSegment | null {
  if (!Number.isSafeInteger(number) || number < 1) return null;
  const count = stream.starts.length;
  return segmentAt(stream, Math.floor((number - 1) / count), (number - 1) % count);
}

/** Segments that start at or after `fromSeconds` and end by `toSeconds` (Unix seconds), in order. */
export function segmentsBetween(stream: LoopStream, fromSeconds: number, toSeconds: number): LiveSegment[] {
  const from = Math.ceil(fromSeconds * stream.timescale);
  const to = Math.floor(toSeconds * stream.timescale);
  const count = stream.starts.length;
  let pass = Math.floor(from / stream.loopTicks);
  let index = stream.starts.findIndex((start) => pass * stream.loopTicks + start >= from);
  if (index < 0) {
    pass += 1;
    index = 0;
  }
  const result: LiveSegment[] = [];
  for (;;) {
    const segment = segmentAt(stream, pass, index);
    if (segment.start + segment.duration > to) return result;
    result.push(segment);
    index += 1;
    if (index === count) {
      pass += 1;
      index = 0;
    }
  }
}
