import { type ParameterSets, parseAvcC } from './avc-parameter-sets.js';
import { type Box, containerBox, fullBoxHeader, leafBox, parseBoxes, requireChild, writeBoxes } from './boxes.js';

/** W3C "common" PSSH system id: ClearKey reads the key ids from it (EME "cenc" init data). */
export const COMMON_PSSH_SYSTEM_ID = Buffer.from('1077efecc0b24d02ace33c1e52e2fb4b', 'hex');
/** Per-sample IV size we write in `senc` (8 bytes: the 64-bit low half of the CTR block counts blocks). */
export const PER_SAMPLE_IV_BYTES = 8;

export type ProtectedTrack =
  | {
      kind: 'video';
      /** Bytes of each NAL unit's length prefix (from `avcC`). */
      nalLengthBytes: number;
      /** SPS and PPS from `avcC`, to measure slice headers. */
      parameterSets: ParameterSets;
    }
  | { kind: 'audio' };

const ENCRYPTED_ENTRY: Record<string, string> = { avc1: 'encv', avc3: 'encv', mp4a: 'enca' };

/**
 * Turns a clear CMAF init segment into a protected one: the sample entry becomes
 * `encv`/`enca` with a `sinf` (`frma`, `schm` cenc, `tenc` with the key id), and
 * `moov` gets a common-system `pssh` listing the key id.
 */
export function protectInit(init: Buffer, kid: Buffer): { init: Buffer; track: ProtectedTrack } {
  const boxes = parseBoxes(init);
  const moov = boxes.find((b) => b.type === 'moov');
  if (!moov?.children) throw new Error('init segment has no moov');
  const traks = moov.children.filter((b) => b.type === 'trak');
  if (traks.length !== 1) throw new Error(`expected one track per CMAF init segment, found ${traks.length}`);
  const track = protectTrak(traks[0]!, kid);
  moov.children.push(psshBox(kid));
  return { init: writeBoxes(boxes), track };
}

function protectTrak(trak: Box, kid: Buffer): ProtectedTrack {
  const mdia = requireChild(trak, 'mdia');
  const stsd = requireChild(requireChild(requireChild(mdia, 'minf'), 'stbl'), 'stsd');
  const entry = stsd.children?.[0];
  const encryptedType = entry && ENCRYPTED_ENTRY[entry.type];
  if (!entry || !encryptedType) throw new Error(`cannot protect sample entry '${entry?.type}'`);
  const originalFormat = entry.type;
  entry.type = encryptedType;
  entry.children = [...(entry.children ?? []), sinfBox(originalFormat, kid)];
  if (encryptedType === 'enca') return { kind: 'audio' };
  // AVCDecoderConfigurationRecord byte 4: reserved(6) lengthSizeMinusOne(2)
  const avcC = requireChild(entry, 'avcC');
  return { kind: 'video', nalLengthBytes: ((avcC.head[4] ?? 3) & 0x3) + 1, parameterSets: parseAvcC(avcC.head) };
}

function sinfBox(originalFormat: string, kid: Buffer): Box {
  const schemeVersion = Buffer.alloc(4);
  schemeVersion.writeUInt32BE(0x00010000, 0);
  return containerBox('sinf', [
    leafBox('frma', Buffer.from(originalFormat, 'latin1')),
    leafBox('schm', fullBoxHeader(0, 0), Buffer.from('cenc', 'latin1'), schemeVersion),
    containerBox('schi', [tencBox(kid)]),
  ]);
}

function tencBox(kid: Buffer): Box {
  // version 0: reserved(1) reserved(1) default_isProtected(1) default_Per_Sample_IV_Size(1) default_KID(16)
  return leafBox('tenc', fullBoxHeader(0, 0), Buffer.from([0, 0, 1, PER_SAMPLE_IV_BYTES]), kid);
}

export function psshBox(kid: Buffer): Box {
  const counts = Buffer.alloc(4);
  counts.writeUInt32BE(1, 0);
  // version 1 lists key ids; no system-specific data follows (DataSize 0)
  return leafBox('pssh', fullBoxHeader(1, 0), COMMON_PSSH_SYSTEM_ID, counts, kid, Buffer.alloc(4));
}
