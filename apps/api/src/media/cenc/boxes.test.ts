import { describe, expect, it } from 'vitest';
import { boxSize, containerBox, findPath, fullBoxHeader, leafBox, offsetWithin, parseBoxes, writeBoxes } from './boxes.js';

const tree = () => [
  leafBox('ftyp', Buffer.from('iso6\0\0\0\x01', 'latin1')),
  containerBox('moov', [
    leafBox('mvhd', fullBoxHeader(0, 0), Buffer.alloc(96)),
    containerBox('trak', [containerBox('mdia', [leafBox('mdhd', fullBoxHeader(0, 0), Buffer.alloc(20))])]),
  ]),
];

describe('mp4 boxes', () => {
  it('round-trips a tree through write and parse', () => {
    const bytes = writeBoxes(tree());
    const parsed = parseBoxes(bytes);
    expect(parsed.map((b) => b.type)).toEqual(['ftyp', 'moov']);
    expect(findPath(parsed, 'moov/trak/mdia/mdhd')?.head.length).toBe(24);
    expect(writeBoxes(parsed).equals(bytes)).toBe(true);
  });

  it('grows every parent when a child is inserted', () => {
    const boxes = tree();
    const moov = boxes[1]!;
    const before = boxSize(moov);
    findPath(boxes, 'moov/trak/mdia')!.children!.push(leafBox('free', Buffer.alloc(10)));
    const bytes = writeBoxes(boxes);
    expect(bytes.readUInt32BE(boxSize(boxes[0]!))).toBe(before + 18);
    expect(findPath(parseBoxes(bytes), 'moov/trak/mdia/free')?.head.length).toBe(10);
  });

  it('reads 64-bit sizes and boxes that run to the end of the data', () => {
    const large = Buffer.alloc(16 + 4);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(20n, 8);
    const open = Buffer.from('\0\0\0\0free1234', 'latin1');
    const parsed = parseBoxes(Buffer.concat([large, open]));
    expect(parsed.map((b) => [b.type, b.head.length])).toEqual([
      ['mdat', 4],
      ['free', 4],
    ]);
  });

  it('refuses a box that claims more bytes than there are', () => {
    const bytes = writeBoxes([leafBox('free', Buffer.alloc(8))]);
    expect(() => parseBoxes(bytes.subarray(0, 12))).toThrow(/bad size/);
  });

  it('tells where a box lands inside its ancestor', () => {
    const [, moov] = tree();
    const mdhd = findPath([moov!], 'moov/trak/mdia/mdhd')!;
    // moov header 8 + mvhd 108 + trak header 8 + mdia header 8
    expect(offsetWithin(moov!, mdhd)).toBe(132);
  });
});
