/**
 * A small ISO BMFF (MP4) box tree: enough to rewrite CMAF init and media segments.
 * Container boxes keep their fixed fields in `head` and their boxes in `children`;
 * every other box keeps its whole payload in `head`. Sizes are recomputed on write,
 * so inserting a box fixes the sizes of all its parents.
 */
export interface Box {
  type: string;
  head: Buffer;
  children: Box[] | null;
}

/** Bytes of fixed fields before the child boxes, for the boxes we descend into. */
const CONTAINER_HEAD_BYTES: Record<string, number> = {
  moov: 0,
  trak: 0,
  mdia: 0,
  minf: 0,
  stbl: 0,
  mvex: 0,
  moof: 0,
  traf: 0,
  edts: 0,
  dinf: 0,
  sinf: 0,
  schi: 0,
  // FullBox header + entry_count
  stsd: 8,
  // SampleEntry (8) + VisualSampleEntry fields (70)
  avc1: 78,
  avc3: 78,
  encv: 78,
  // SampleEntry (8) + AudioSampleEntry fields (20)
  mp4a: 28,
  enca: 28,
};

const HEADER_BYTES = 8;

export function parseBoxes(data: Buffer): Box[] {
  const boxes: Box[] = [];
  let offset = 0;
  while (offset < data.length) {
    if (data.length - offset < HEADER_BYTES) throw new Error(`truncated box header at byte ${offset}`);
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    let headerBytes = HEADER_BYTES;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(offset + 8));
      headerBytes = 16;
    } else if (size === 0) {
      size = data.length - offset;
    }
    if (size < headerBytes || offset + size > data.length) throw new Error(`box '${type}' at byte ${offset} has bad size ${size}`);
    boxes.push(parseBox(type, data.subarray(offset + headerBytes, offset + size)));
    offset += size;
  }
  return boxes;
}

function parseBox(type: string, payload: Buffer): Box {
  const headBytes = CONTAINER_HEAD_BYTES[type];
  if (headBytes === undefined || payload.length < headBytes) return { type, head: Buffer.from(payload), children: null };
  return { type, head: Buffer.from(payload.subarray(0, headBytes)), children: parseBoxes(payload.subarray(headBytes)) };
}

export function boxSize(box: Box): number {
  return HEADER_BYTES + box.head.length + (box.children ?? []).reduce((sum, child) => sum + boxSize(child), 0);
}

export function writeBoxes(boxes: Box[]): Buffer {
  return Buffer.concat(boxes.map(writeBox));
}

export function writeBox(box: Box): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32BE(boxSize(box), 0);
  header.write(box.type, 4, 'latin1');
  return Buffer.concat([header, box.head, ...(box.children ?? []).map(writeBox)]);
}

export function leafBox(type: string, ...parts: Buffer[]): Box {
  return { type, head: Buffer.concat(parts), children: null };
}

export function containerBox(type: string, children: Box[], head = Buffer.alloc(0)): Box {
  return { type, head, children };
}

/** FullBox version (1 byte) and flags (3 bytes). */
export function fullBoxHeader(version: number, flags: number): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return header;
}

export function fullBoxFlags(box: Box): number {
  return box.head.readUInt32BE(0) & 0xffffff;
}

export function child(box: Box, type: string): Box | undefined {
  return box.children?.find((c) => c.type === type);
}

export function requireChild(box: Box, type: string): Box {
  const found = child(box, type);
  if (!found) throw new Error(`'${box.type}' has no '${type}' box`);
  return found;
}

/** Follows a path like `moov/trak/mdia` from a list of top-level boxes. */
export function findPath(boxes: Box[], path: string): Box | undefined {
  const [first, ...rest] = path.split('/');
  let current = boxes.find((b) => b.type === first);
  for (const type of rest) current = current && child(current, type);
  return current;
}

/** Byte offset of `target` from the start of `root`, as laid out by writeBox. */
export function offsetWithin(root: Box, target: Box): number | null {
  if (root === target) return 0;
  let offset = HEADER_BYTES + root.head.length;
  for (const c of root.children ?? []) {
    const inner = offsetWithin(c, target);
    if (inner !== null) return offset + inner;
    offset += boxSize(c);
  }
  return null;
}
