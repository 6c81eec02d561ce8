export interface Subsample {
  clearBytes: number;
  protectedBytes: number;
}

const MAX_CLEAR_BYTES = 0xffff;
const AES_BLOCK_BYTES = 16;

/** H.264 slice NAL unit types (non-IDR … IDR); SPS, PPS, SEI and AUD stay clear. */
function isSlice(nalType: number): boolean {
  return nalType >= 1 && nalType <= 5;
}

/**
 * Subsample map of one AVC sample for the 'cenc' scheme: length prefixes, NAL and slice
 * headers and non-slice NAL units stay clear; each slice's protected range is a whole
 * number of AES blocks at the end of the NAL unit, so one entry never spans two NAL units
 * (Chromium rewrites the prefixes to Annex B start codes and checks exactly that).
 * `sliceHeaderBytes` measures a slice NAL unit's header, NAL header byte included.
 */
export function avcSubsamples(sample: Buffer, nalLengthBytes: number, sliceHeaderBytes: (nal: Buffer) => number): Subsample[] {
  const entries: Subsample[] = [];
  let pendingClear = 0;
  let offset = 0;
  while (offset < sample.length) {
    if (offset + nalLengthBytes >= sample.length) throw new Error(`truncated NAL unit at byte ${offset}`);
    const nalBytes = nalLengthBytes + sample.readUIntBE(offset, nalLengthBytes);
    if (offset + nalBytes > sample.length) throw new Error(`NAL unit at byte ${offset} overruns the sample`);
    const nalType = (sample[offset + nalLengthBytes] ?? 0) & 0x1f;
    if (isSlice(nalType)) {
      const clearHeaderBytes = nalLengthBytes + sliceHeaderBytes(sample.subarray(offset + nalLengthBytes, offset + nalBytes));
      const protectedBytes = Math.floor((nalBytes - clearHeaderBytes) / AES_BLOCK_BYTES) * AES_BLOCK_BYTES;
      pushEntry(entries, pendingClear + nalBytes - protectedBytes, protectedBytes);
      pendingClear = 0;
    } else {
      pendingClear += nalBytes;
    }
    offset += nalBytes;
  }
  if (pendingClear > 0) pushEntry(entries, pendingClear, 0);
  return entries;
}

function pushEntry(entries: Subsample[], clearBytes: number, protectedBytes: number): void {
  let clear = clearBytes;
  while (clear > MAX_CLEAR_BYTES) {
    entries.push({ clearBytes: MAX_CLEAR_BYTES, protectedBytes: 0 });
    clear -= MAX_CLEAR_BYTES;
  }
  entries.push({ clearBytes: clear, protectedBytes });
}
