import { createCipheriv } from 'node:crypto';
import { parseSliceHeader } from './avc-slice-header.js';
import { avcSubsamples, type Subsample } from './avc-subsamples.js';
import { type Box, boxSize, fullBoxFlags, fullBoxHeader, leafBox, offsetWithin, parseBoxes, requireChild, writeBoxes } from './boxes.js';
import { PER_SAMPLE_IV_BYTES, type ProtectedTrack } from './protect-init.js';

const TFHD_BASE_DATA_OFFSET = 0x1;
const TFHD_SAMPLE_DESCRIPTION_INDEX = 0x2;
const TFHD_DEFAULT_DURATION = 0x8;
const TFHD_DEFAULT_SIZE = 0x10;
const TRUN_DATA_OFFSET = 0x1;
const TRUN_FIRST_SAMPLE_FLAGS = 0x4;
const TRUN_SAMPLE_DURATION = 0x100;
const TRUN_SAMPLE_SIZE = 0x200;
const TRUN_SAMPLE_FLAGS = 0x400;
const TRUN_SAMPLE_CTO = 0x800;
const SENC_USE_SUBSAMPLES = 0x2;
/** senc header (8) + FullBox (4) + sample_count (4): where the first IV starts. */
const SENC_FIRST_IV_OFFSET = 16;

export interface SegmentProtection {
  track: ProtectedTrack;
  key: Buffer;
  /**
   * High 32 bits of every sample IV in this segment; the low 32 bits count samples.
   * Callers make it unique per (rendition, segment) so no IV repeats under one key.
   */
  ivPrefix: number;
}

/**
 * Encrypts a clear CMAF media segment in place of its samples (AES-128-CTR, 'cenc')
 * and adds `saiz`, `saio` and `senc` to each `traf`; `trun` data offsets and `sidx`
 * sizes grow by the inserted bytes.
 */
export function protectSegment(segment: Buffer, protection: SegmentProtection): Buffer {
  const boxes = parseBoxes(segment);
  const growth: number[] = [];
  let sampleIndex = 0;
  let fileOffset = 0;
  const offsets = boxes.map((box) => {
    const at = fileOffset;
    fileOffset += boxSize(box);
    return at;
  });
  boxes.forEach((moof, i) => {
    if (moof.type !== 'moof') return;
    const mdat = boxes[i + 1];
    if (mdat?.type !== 'mdat') throw new Error('moof is not followed by mdat');
    const before = boxSize(moof);
    // With default-base-is-moof (CMAF) sample data offsets count from the first byte of moof.
    const mdatPayloadStart = offsets[i + 1]! + 8 - offsets[i]!;
    sampleIndex = protectFragment(moof, mdat.head, mdatPayloadStart, protection, sampleIndex);
    growth.push(boxSize(moof) - before);
  });
  const sidx = boxes.find((b) => b.type === 'sidx');
  if (sidx) growSidx(sidx, growth);
  return writeBoxes(boxes);
}

function protectFragment(
  moof: Box,
  mdatPayload: Buffer,
  mdatPayloadStart: number,
  protection: SegmentProtection,
  firstSample: number,
): number {
  const traf = requireChild(moof, 'traf');
  const trun = requireChild(traf, 'trun');
  const { dataOffset, sizes } = readSampleLayout(requireChild(traf, 'tfhd'), trun);
  const { track } = protection;
  const useSubsamples = track.kind === 'video';
  const subsamplesOf = (sample: Buffer): Subsample[] =>
    track.kind === 'video'
      ? avcSubsamples(sample, track.nalLengthBytes, (nal) => parseSliceHeader(nal, track.parameterSets).bytes)
      : [{ clearBytes: 0, protectedBytes: sample.length }];
  const entries: { iv: Buffer; subsamples: Subsample[] }[] = [];
  let position = dataOffset - mdatPayloadStart;
  sizes.forEach((size, i) => {
    const sample = mdatPayload.subarray(position, position + size);
    if (sample.length !== size) throw new Error('sample runs past the end of mdat');
    const iv = Buffer.alloc(PER_SAMPLE_IV_BYTES);
    iv.writeUInt32BE(protection.ivPrefix >>> 0, 0);
    iv.writeUInt32BE(firstSample + i, 4);
    const subsamples = subsamplesOf(sample);
    encryptSample(sample, subsamples, protection.key, iv);
    entries.push({ iv, subsamples });
    position += size;
  });

  const senc = sencBox(entries, useSubsamples);
  const saio = leafBox('saio', fullBoxHeader(0, 0), Buffer.alloc(8));
  const insert = [saizBox(entries, useSubsamples), saio, senc];
  traf.children!.push(...insert);
  const inserted = insert.reduce((sum, box) => sum + boxSize(box), 0);
  trun.head.writeInt32BE(dataOffset + inserted, 8);
  // saio: entry_count 1, then the offset of the first IV from the start of moof
  saio.head.writeUInt32BE(1, 4);
  saio.head.writeUInt32BE(offsetWithin(moof, senc)! + SENC_FIRST_IV_OFFSET, 8);
  return firstSample + sizes.length;
}

/** 'cenc' runs one CTR keystream over the protected bytes of a sample, skipping clear ones. */
function encryptSample(sample: Buffer, subsamples: Subsample[], key: Buffer, iv: Buffer): void {
  const cipher = createCipheriv('aes-128-ctr', key, Buffer.concat([iv, Buffer.alloc(16 - iv.length)]));
  let offset = 0;
  for (const { clearBytes, protectedBytes } of subsamples) {
    offset += clearBytes;
    const range = sample.subarray(offset, offset + protectedBytes);
    cipher.update(range).copy(range);
    offset += protectedBytes;
  }
  if (offset !== sample.length) throw new Error(`subsamples cover ${offset} of ${sample.length} bytes`);
}

function readSampleLayout(tfhd: Box, trun: Box): { dataOffset: number; sizes: number[] } {
  const tfhdFlags = fullBoxFlags(tfhd);
  if (tfhdFlags & TFHD_BASE_DATA_OFFSET) throw new Error('tfhd base-data-offset is not supported (expected CMAF default-base-is-moof)');
  let tfhdField = 8;
  if (tfhdFlags & TFHD_SAMPLE_DESCRIPTION_INDEX) tfhdField += 4;
  if (tfhdFlags & TFHD_DEFAULT_DURATION) tfhdField += 4;
  const defaultSize = tfhdFlags & TFHD_DEFAULT_SIZE ? tfhd.head.readUInt32BE(tfhdField) : null;

  const flags = fullBoxFlags(trun);
  if (!(flags & TRUN_DATA_OFFSET)) throw new Error('trun has no data offset');
  const sampleCount = trun.head.readUInt32BE(4);
  const dataOffset = trun.head.readInt32BE(8);
  let field = flags & TRUN_FIRST_SAMPLE_FLAGS ? 16 : 12;
  const sizes: number[] = [];
  for (let i = 0; i < sampleCount; i++) {
    if (flags & TRUN_SAMPLE_DURATION) field += 4;
    if (flags & TRUN_SAMPLE_SIZE) {
      sizes.push(trun.head.readUInt32BE(field));
      field += 4;
    } else if (defaultSize !== null) {
      sizes.push(defaultSize);
    } else {
      throw new Error('sample sizes are neither in trun nor in tfhd');
    }
    if (flags & TRUN_SAMPLE_FLAGS) field += 4;
    if (flags & TRUN_SAMPLE_CTO) field += 4;
  }
  return { dataOffset, sizes };
}

function sencBox(entries: { iv: Buffer; subsamples: Subsample[] }[], useSubsamples: boolean): Box {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(entries.length, 0);
  const body = entries.map(({ iv, subsamples }) => {
    if (!useSubsamples) return iv;
    const map = Buffer.alloc(2 + subsamples.length * 6);
    map.writeUInt16BE(subsamples.length, 0);
    subsamples.forEach((s, i) => {
      map.writeUInt16BE(s.clearBytes, 2 + i * 6);
      map.writeUInt32BE(s.protectedBytes, 4 + i * 6);
    });
    return Buffer.concat([iv, map]);
  });
  return leafBox('senc', fullBoxHeader(0, useSubsamples ? SENC_USE_SUBSAMPLES : 0), count, ...body);
}

function saizBox(entries: { iv: Buffer; subsamples: Subsample[] }[], useSubsamples: boolean): Box {
  const sizes = entries.map(({ subsamples }) => PER_SAMPLE_IV_BYTES + (useSubsamples ? 2 + subsamples.length * 6 : 0));
  if (sizes.some((size) => size > 0xff)) throw new Error('a sample has too many subsamples for saiz');
  const uniform = sizes.every((size) => size === sizes[0]);
  const fields = Buffer.alloc(5);
  fields.writeUInt8(uniform ? (sizes[0] ?? 0) : 0, 0);
  fields.writeUInt32BE(sizes.length, 1);
  return leafBox('saiz', fullBoxHeader(0, 0), fields, uniform ? Buffer.alloc(0) : Buffer.from(sizes));
}

/** sidx references each moof+mdat pair by size; they grew by what we inserted. */
function growSidx(sidx: Box, growth: number[]): void {
  const version = sidx.head.readUInt8(0);
  const countAt = version === 0 ? 4 + 8 + 8 + 2 : 4 + 8 + 16 + 2;
  const referenceCount = sidx.head.readUInt16BE(countAt);
  const total = growth.reduce((a, b) => a + b, 0);
  if (referenceCount !== growth.length && referenceCount !== 1)
    throw new Error(`sidx has ${referenceCount} references for ${growth.length} fragments`);
  for (let i = 0; i < referenceCount; i++) {
    const at = countAt + 2 + i * 12;
    const word = sidx.head.readUInt32BE(at);
    const size = (word & 0x7fffffff) + (referenceCount === 1 ? total : growth[i]!);
    sidx.head.writeUInt32BE(((word & 0x80000000) | size) >>> 0, at);
  }
}
