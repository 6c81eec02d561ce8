import { walkBoxes } from './clip.js';

/**
 * A clip segment served as segment `sequenceNumber` of the live stream: `tfdt` (and `sidx`'s earliest
 * presentation time) move on by `shift`, so media time keeps increasing from one pass of the clip to the next,
 * and `mfhd` gets the live sequence number. Sizes do not change, so sample offsets and encryption data stay valid.
 */
export function rewriteLiveSegment(data: Buffer, shift: number, sequenceNumber: number): Buffer {
  const out = Buffer.from(data);
  walkBoxes(out, 0, out.length, (type, payload) => {
    if (type === 'mfhd') out.writeUInt32BE(sequenceNumber >>> 0, payload + 4);
    if (type === 'tfdt') addToTime(out, payload, 0, shift);
    // sidx: version/flags, reference_ID, timescale, then earliest_presentation_time.
    if (type === 'sidx') addToTime(out, payload, 8, shift);
  });
  return out;
}

function addToTime(data: Buffer, payload: number, skip: number, shift: number): void {
  const at = payload + 4 + skip;
  if (data[payload] === 1) {
    data.writeBigUInt64BE(data.readBigUInt64BE(at) + BigInt(shift), at);
    return;
  }
  const value = data.readUInt32BE(at) + shift;
  // A version 0 box cannot hold epoch-based times; the packager writes version 1.
  if (value > 0xffffffff) throw new Error('version 0 time box cannot hold a live time');
  data.writeUInt32BE(value, at);
}
