// H.264 sequence and picture parameter sets (ITU-T H.264 §7.3.2.1–2): only the fields slice headers depend on.
import { BitReader } from './rbsp-reader.js';

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
