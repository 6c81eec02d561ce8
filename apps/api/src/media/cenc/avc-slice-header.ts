/**
 * Just enough H.264 syntax (ITU-T H.264 §7.3) to find where a slice header ends, so the
 * header stays clear in 'cenc' subsample encryption as ISO/IEC 23001-7 recommends for AVC.
 */
import type { ParameterSets } from './avc-parameter-sets.js';
import { BitReader } from './rbsp-reader.js';

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
