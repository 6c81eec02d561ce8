import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ParameterSets } from './avc-parameter-sets.js';
import { type Box, containerBox, findPath, fullBoxHeader, leafBox, parseBoxes, writeBoxes } from './boxes.js';
import { protectSegment } from './protect-segment.js';

const KEY = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
const DEFAULT_BASE_IS_MOOF = 0x020000;

/** One PPS (id 0): CAVLC, frame_num in 4 bits, picture order type 2, no weighted prediction. */
const parameterSets: ParameterSets = new Map([
  [
    0,
    {
      sps: {
        chromaArrayType: 1,
        separateColourPlane: false,
        log2MaxFrameNum: 4,
        picOrderCntType: 2,
        log2MaxPicOrderCntLsb: 0,
        deltaPicOrderAlwaysZero: false,
        frameMbsOnly: true,
      },
      entropyCodingMode: false,
      bottomFieldPicOrderInFramePresent: false,
      numRefIdxL0Default: 1,
      numRefIdxL1Default: 1,
      weightedPred: false,
      weightedBipredIdc: 0,
      deblockingFilterControlPresent: false,
      redundantPicCntPresent: false,
    },
  ],
]);
const VIDEO = { kind: 'video', nalLengthBytes: 4, parameterSets } as const;

/** A length-prefixed NAL unit; slices start with a real header (IDR I: 17 bits, P: 15 bits). */
const nal = (type: number, bytes: number, fill: number) => {
  const unit = Buffer.alloc(4 + bytes, fill);
  unit.writeUInt32BE(bytes, 0);
  unit[4] = type;
  if (type === 0x65) unit.set([0x88, 0x84, 0x80], 5);
  if (type === 0x41) unit.set([0x9a, 0x22], 5);
  return unit;
};

/** styp + sidx + moof + mdat, laid out as ffmpeg's dash muxer writes them. */
function fragment(samples: Buffer[]): Buffer {
  const u32 = (...values: number[]) =>
    Buffer.concat(values.map((v) => Buffer.from([v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])));
  const trun = leafBox('trun', fullBoxHeader(0, 0x201), u32(samples.length, 0, ...samples.map((s) => s.length)));
  const moof = containerBox('moof', [
    leafBox('mfhd', fullBoxHeader(0, 0), u32(7)),
    containerBox('traf', [
      leafBox('tfhd', fullBoxHeader(0, DEFAULT_BASE_IS_MOOF), u32(1)),
      leafBox('tfdt', fullBoxHeader(1, 0), Buffer.alloc(8)),
      trun,
    ]),
  ]);
  const mdat = leafBox('mdat', ...samples);
  const moofBytes = writeBoxes([moof]).length;
  trun.head.writeInt32BE(moofBytes + 8, 8);
  const sidx = leafBox(
    'sidx',
    fullBoxHeader(0, 0),
    u32(1, 12800, 0, 0),
    Buffer.from([0, 0, 0, 1]),
    u32(moofBytes + writeBoxes([mdat]).length, 25600, 0x90000000),
  );
  return writeBoxes([leafBox('styp', Buffer.from('msdh\0\0\0\0', 'latin1')), sidx, moof, mdat]);
}

function layout(segment: Buffer) {
  const boxes = parseBoxes(segment);
  const offsetOf = (type: string) =>
    writeBoxes(
      boxes.slice(
        0,
        boxes.findIndex((b) => b.type === type),
      ),
    ).length;
  const traf = findPath(boxes, 'moof/traf')!;
  const get = (type: string) => traf.children!.find((b) => b.type === type) as Box;
  return {
    boxes,
    moofAt: offsetOf('moof'),
    mdatAt: offsetOf('mdat'),
    senc: get('senc'),
    saiz: get('saiz'),
    saio: get('saio'),
    trun: get('trun'),
  };
}

/** Decrypts with the senc entries as a CDM would, to show they describe the encryption exactly. */
function decryptSamples(segment: Buffer, sizes: number[], subsamples: boolean): Buffer[] {
  const { senc, mdatAt } = layout(segment);
  let entry = 8;
  let position = mdatAt + 8;
  return sizes.map((size) => {
    const sample = Buffer.from(segment.subarray(position, position + size));
    position += size;
    const iv = Buffer.concat([senc.head.subarray(entry, entry + 8), Buffer.alloc(8)]);
    entry += 8;
    const ranges: [number, number][] = [];
    if (subsamples) {
      const count = senc.head.readUInt16BE(entry);
      let offset = 0;
      for (let i = 0; i < count; i++) {
        const clear = senc.head.readUInt16BE(entry + 2 + i * 6);
        const protectedBytes = senc.head.readUInt32BE(entry + 4 + i * 6);
        ranges.push([offset + clear, protectedBytes]);
        offset += clear + protectedBytes;
      }
      entry += 2 + count * 6;
    } else {
      ranges.push([0, size]);
    }
    const decipher = createDecipheriv('aes-128-ctr', KEY, iv);
    for (const [start, length] of ranges) decipher.update(sample.subarray(start, start + length)).copy(sample, start);
    return sample;
  });
}

describe('segment encryption', () => {
  const video = [Buffer.concat([nal(0x09, 2, 1), nal(0x65, 300, 2)]), Buffer.concat([nal(0x41, 77, 3), nal(0x41, 40, 4)])];

  it('adds saiz, saio and senc, and moves the trun data offset past them', () => {
    const clear = fragment(video);
    const encrypted = protectSegment(clear, { track: VIDEO, key: KEY, ivPrefix: 0x01000002 });
    const { moofAt, mdatAt, trun, saio } = layout(encrypted);
    expect(encrypted.length).toBeGreaterThan(clear.length);
    expect(moofAt + trun.head.readInt32BE(8)).toBe(mdatAt + 8);
    // saio points at the first per-sample IV: prefix then sample number
    const ivAt = moofAt + saio.head.readUInt32BE(8);
    expect(encrypted.subarray(ivAt, ivAt + 8).toString('hex')).toBe('0100000200000000');
  });

  it('grows the sidx reference by the bytes added to moof', () => {
    const encrypted = protectSegment(fragment(video), { track: VIDEO, key: KEY, ivPrefix: 1 });
    const { boxes, moofAt } = layout(encrypted);
    const sidx = boxes.find((b) => b.type === 'sidx')!;
    expect(sidx.head.readUInt32BE(24) & 0x7fffffff).toBe(encrypted.length - moofAt);
  });

  it('encrypts video slices in subsamples that decrypt back to the clear samples', () => {
    const encrypted = protectSegment(fragment(video), { track: VIDEO, key: KEY, ivPrefix: 1 });
    const { senc, saiz, mdatAt } = layout(encrypted);
    expect(senc.head.readUInt32BE(0) & 0xffffff).toBe(0x2);
    // one subsample (AUD rides in the IDR's clear bytes), then two slices: sizes differ, so saiz lists each
    expect([...saiz.head.subarray(4, 11)]).toEqual([0, 0, 0, 0, 2, 8 + 2 + 6, 8 + 2 + 12]);
    expect(encrypted.subarray(mdatAt + 8, mdatAt + 8 + video[0]!.length).equals(video[0]!)).toBe(false);
    expect(decryptSamples(encrypted, [video[0]!.length, video[1]!.length], true)).toEqual(video);
  });

  it('encrypts audio samples whole, with 8-byte sample info', () => {
    const audio = [Buffer.alloc(371, 7), Buffer.alloc(402, 9)];
    const encrypted = protectSegment(fragment(audio), { track: { kind: 'audio' }, key: KEY, ivPrefix: 3 });
    const { senc, saiz } = layout(encrypted);
    expect(senc.head.readUInt32BE(0) & 0xffffff).toBe(0);
    expect(saiz.head[4]).toBe(8);
    expect(decryptSamples(encrypted, [371, 402], false)).toEqual(audio);
  });
});
