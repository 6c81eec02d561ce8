/**
 * Just enough H.264 syntax (ITU-T H.264 §7.3) to find where a slice header ends, so the
 * header stays clear in 'cenc' subsample encryption as ISO/IEC 23001-7 recommends for AVC.
 */

/** Reads RBSP bits from an escaped NAL unit, skipping emulation prevention bytes (00 00 03). */
class BitReader {
  private byte: number;
  private bit = 0;
  private zeros = 0;

  constructor(
    private readonly data: Buffer,
    start: number,
  ) {
    this.byte = start;
  }

  u(bits: number): number {
    let value = 0;
    for (let i = 0; i < bits; i++) value = value * 2 + this.readBit();
    return value;
  }

  flag(): boolean {
    return this.readBit() === 1;
  }

  ue(): number {
    let leadingZeros = 0;
    while (this.readBit() === 0) {
      if (++leadingZeros > 31) throw new Error('exp-Golomb code too long');
    }
    return 2 ** leadingZeros - 1 + this.u(leadingZeros);
  }

  se(): number {
    const code = this.ue();
    return code % 2 === 1 ? (code + 1) / 2 : -code / 2;
  }

  /** Escaped bytes from the start of the data up to and including the last bit read. */
  bytesUsed(): number {
    return this.bit === 0 ? this.byte : this.byte + 1;
  }

  /** Bits left in the current byte (CABAC slice data starts byte-aligned). */
  alignmentBits(): number[] {
    const bits: number[] = [];
    while (this.bit !== 0) bits.push(this.readBit());
    return bits;
  }

  private readBit(): number {
    if (this.bit === 0) {
      if (this.zeros >= 2 && this.data[this.byte] === 3) {
        this.byte++;
        this.zeros = 0;
      }
      if (this.byte >= this.data.length) throw new Error('read past the end of the NAL unit');
    }
    const current = this.data[this.byte]!;
    const value = (current >> (7 - this.bit)) & 1;
    if (++this.bit === 8) {
      this.bit = 0;
      this.zeros = current === 0 ? this.zeros + 1 : 0;
      this.byte++;
    }
    return value;
  }
}

export interface Sps {
  chromaArrayType: number;
  separateColourPlane: boolean;
  log2MaxFrameNum: number;
  picOrderCntType: number;
  log2MaxPicOrderCntLsb: number;
  deltaPicOrderAlwaysZero: boolean;
  frameMbsOnly: boolean;
}

export interface Pps {
  sps: Sps;
  entropyCodingMode: boolean;
  bottomFieldPicOrderInFramePresent: boolean;
  numRefIdxL0Default: number;
  numRefIdxL1Default: number;
  weightedPred: boolean;
  weightedBipredIdc: number;
  deblockingFilterControlPresent: boolean;
  redundantPicCntPresent: boolean;
}

export type ParameterSets = Map<number, Pps>;

const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

function skipScalingList(r: BitReader, size: number): void {
  let last = 8;
  let next = 8;
  for (let j = 0; j < size && next !== 0; j++) {
    next = (last + r.se() + 256) % 256;
    last = next === 0 ? last : next;
  }
}

/** `nal` is an SPS NAL unit including its header byte. */
export function parseSps(nal: Buffer): { id: number; sps: Sps } {
  const r = new BitReader(nal, 1);
  const profileIdc = r.u(8);
  r.u(16);
  const id = r.ue();
  let chromaFormatIdc = 1;
  let separateColourPlane = false;
  if (HIGH_PROFILES.has(profileIdc)) {
    chromaFormatIdc = r.ue();
    if (chromaFormatIdc === 3) separateColourPlane = r.flag();
    r.ue();
    r.ue();
    r.flag();
    if (r.flag()) {
      for (let i = 0; i < (chromaFormatIdc === 3 ? 12 : 8); i++) if (r.flag()) skipScalingList(r, i < 6 ? 16 : 64);
    }
  }
  const log2MaxFrameNum = r.ue() + 4;
  const picOrderCntType = r.ue();
  let log2MaxPicOrderCntLsb = 0;
  let deltaPicOrderAlwaysZero = false;
  if (picOrderCntType === 0) {
    log2MaxPicOrderCntLsb = r.ue() + 4;
  } else if (picOrderCntType === 1) {
    deltaPicOrderAlwaysZero = r.flag();
    r.se();
    r.se();
    const cycle = r.ue();
    for (let i = 0; i < cycle; i++) r.se();
  }
  r.ue();
  r.flag();
  r.ue();
  r.ue();
  const frameMbsOnly = r.flag();
  const chromaArrayType = separateColourPlane ? 0 : chromaFormatIdc;
  return {
    id,
    sps: {
      chromaArrayType,
      separateColourPlane,
      log2MaxFrameNum,
      picOrderCntType,
      log2MaxPicOrderCntLsb,
      deltaPicOrderAlwaysZero,
      frameMbsOnly,
    },
  };
}

/** `nal` is a PPS NAL unit including its header byte. */
export function parsePps(nal: Buffer, spsById: Map<number, Sps>): { id: number; pps: Pps } {
  const r = new BitReader(nal, 1);
  const id = r.ue();
  const spsId = r.ue();
  const sps = spsById.get(spsId);
  if (!sps) throw new Error(`PPS ${id} refers to unknown SPS ${spsId}`);
  const entropyCodingMode = r.flag();
  const bottomFieldPicOrderInFramePresent = r.flag();
  if (r.ue() > 0) throw new Error('slice groups (FMO) are not supported');
  const numRefIdxL0Default = r.ue() + 1;
  const numRefIdxL1Default = r.ue() + 1;
  const weightedPred = r.flag();
  const weightedBipredIdc = r.u(2);
  r.se();
  r.se();
  r.se();
  const deblockingFilterControlPresent = r.flag();
  r.flag();
  const redundantPicCntPresent = r.flag();
  return {
    id,
    pps: {
      sps,
      entropyCodingMode,
      bottomFieldPicOrderInFramePresent,
      numRefIdxL0Default,
      numRefIdxL1Default,
      weightedPred,
      weightedBipredIdc,
      deblockingFilterControlPresent,
      redundantPicCntPresent,
    },
  };
}

/** Parameter sets from an `avcC` box payload (AVCDecoderConfigurationRecord). */
export function parseAvcC(avcC: Buffer): ParameterSets {
  const spsById = new Map<number, Sps>();
  const ppsById: ParameterSets = new Map();
  let offset = 5;
  const spsCount = avcC[offset++]! & 0x1f;
  for (let i = 0; i < spsCount; i++) {
    const length = avcC.readUInt16BE(offset);
    const { id, sps } = parseSps(avcC.subarray(offset + 2, offset + 2 + length));
    spsById.set(id, sps);
    offset += 2 + length;
  }
  const ppsCount = avcC[offset++]!;
  for (let i = 0; i < ppsCount; i++) {
    const length = avcC.readUInt16BE(offset);
    const { id, pps } = parsePps(avcC.subarray(offset + 2, offset + 2 + length), spsById);
    ppsById.set(id, pps);
    offset += 2 + length;
  }
  return ppsById;
}

const SLICE_P = 0;
const SLICE_B = 1;
const SLICE_I = 2;
const SLICE_SP = 3;
const SLICE_SI = 4;

function skipRefPicListModification(r: BitReader, sliceType: number): void {
  const lists = sliceType === SLICE_B ? 2 : sliceType === SLICE_I || sliceType === SLICE_SI ? 0 : 1;
  for (let list = 0; list < lists; list++) {
    if (!r.flag()) continue;
    for (let idc = r.ue(); idc !== 3; idc = r.ue()) r.ue();
  }
}

function skipPredWeightTable(r: BitReader, chromaArrayType: number, refCounts: number[]): void {
  r.ue();
  if (chromaArrayType !== 0) r.ue();
  for (const count of refCounts) {
    for (let i = 0; i < count; i++) {
      // luma weight and offset; then Cb and Cr weight and offset
      const fields = (r.flag() ? 2 : 0) + (chromaArrayType !== 0 && r.flag() ? 4 : 0);
      for (let f = 0; f < fields; f++) r.se();
    }
  }
}

function skipDecRefPicMarking(r: BitReader, idr: boolean): void {
  if (idr) {
    r.flag();
    r.flag();
    return;
  }
  if (!r.flag()) return;
  for (let op = r.ue(); op !== 0; op = r.ue()) {
    if (op === 1 || op === 3) r.ue();
    if (op === 2) r.ue();
    if (op === 3 || op === 6) r.ue();
    if (op === 4) r.ue();
  }
}

export interface SliceHeader {
  sliceType: number;
  /** Bytes of the NAL unit (header byte included, escaped) that hold the slice header. */
  bytes: number;
  /** The bits after the header up to the byte boundary: all ones (cabac_alignment_one_bit) in a CABAC slice. */
  alignmentBits: number[];
}

/** Parses the slice header of a slice NAL unit (`nal` starts at its header byte). */
export function parseSliceHeader(nal: Buffer, parameterSets: ParameterSets): SliceHeader {
  const nalRefIdc = (nal[0]! >> 5) & 3;
  const idr = (nal[0]! & 0x1f) === 5;
  const r = new BitReader(nal, 1);
  r.ue();
  const sliceType = r.ue() % 5;
  const ppsId = r.ue();
  const pps = parameterSets.get(ppsId);
  if (!pps) throw new Error(`slice refers to unknown PPS ${ppsId}`);
  const { sps } = pps;
  if (sps.separateColourPlane) r.u(2);
  r.u(sps.log2MaxFrameNum);
  let fieldPic = false;
  if (!sps.frameMbsOnly) {
    fieldPic = r.flag();
    if (fieldPic) r.flag();
  }
  if (idr) r.ue();
  if (sps.picOrderCntType === 0) {
    r.u(sps.log2MaxPicOrderCntLsb);
    if (pps.bottomFieldPicOrderInFramePresent && !fieldPic) r.se();
  }
  if (sps.picOrderCntType === 1 && !sps.deltaPicOrderAlwaysZero) {
    r.se();
    if (pps.bottomFieldPicOrderInFramePresent && !fieldPic) r.se();
  }
  if (pps.redundantPicCntPresent) r.ue();
  if (sliceType === SLICE_B) r.flag();
  const refCounts = [pps.numRefIdxL0Default, pps.numRefIdxL1Default];
  if (sliceType === SLICE_P || sliceType === SLICE_SP || sliceType === SLICE_B) {
    if (r.flag()) {
      refCounts[0] = r.ue() + 1;
      if (sliceType === SLICE_B) refCounts[1] = r.ue() + 1;
    }
  }
  skipRefPicListModification(r, sliceType);
  const predicted = sliceType === SLICE_P || sliceType === SLICE_SP;
  if ((pps.weightedPred && predicted) || (pps.weightedBipredIdc === 1 && sliceType === SLICE_B)) {
    skipPredWeightTable(r, sps.chromaArrayType, sliceType === SLICE_B ? refCounts : refCounts.slice(0, 1));
  }
  if (nalRefIdc !== 0) skipDecRefPicMarking(r, idr);
  if (pps.entropyCodingMode && sliceType !== SLICE_I && sliceType !== SLICE_SI) r.ue();
  r.se();
  if (sliceType === SLICE_SP || sliceType === SLICE_SI) {
    if (sliceType === SLICE_SP) r.flag();
    r.se();
  }
  if (pps.deblockingFilterControlPresent && r.ue() !== 1) {
    r.se();
    r.se();
  }
  return { sliceType, bytes: r.bytesUsed(), alignmentBits: r.alignmentBits() };
}
