import { describe, expect, it } from 'vitest';
import { avcSubsamples } from './avc-subsamples.js';

const nal = (type: number, bytes: number) => {
  const unit = Buffer.alloc(4 + bytes, 0xab);
  unit.writeUInt32BE(bytes, 0);
  unit[4] = type;
  return unit;
};

/** Every slice header here is 10 bytes, NAL header byte included. */
const sliceHeader = () => 10;

describe('AVC subsamples', () => {
  it('keeps delimiters, SEI and slice headers clear and encrypts whole AES blocks at the end of each slice', () => {
    const sample = Buffer.concat([nal(0x09, 2), nal(0x06, 30), nal(0x65, 1000), nal(0x41, 20)]);
    expect(avcSubsamples(sample, 4, sliceHeader)).toEqual([
      // AUD + SEI (6 + 34) ride in front of the IDR slice's clear prefix and header (4 + 10), plus 990 % 16
      { clearBytes: 40 + 14 + 14, protectedBytes: 976 },
      // a slice shorter than its header plus one block stays clear
      { clearBytes: 24, protectedBytes: 0 },
    ]);
  });

  it('covers every byte of the sample, splitting clear runs longer than 16 bits', () => {
    const sample = Buffer.concat([nal(0x67, 25), nal(0x06, 70_000), nal(0x65, 500), nal(0x06, 5)]);
    const entries = avcSubsamples(sample, 4, sliceHeader);
    expect(entries.reduce((sum, e) => sum + e.clearBytes + e.protectedBytes, 0)).toBe(sample.length);
    expect(entries.every((e) => e.clearBytes <= 0xffff && e.protectedBytes % 16 === 0)).toBe(true);
  });

  it('refuses a NAL unit whose length runs past the sample', () => {
    const broken = nal(0x65, 100).subarray(0, 50);
    expect(() => avcSubsamples(broken, 4, sliceHeader)).toThrow(/overruns/);
  });
});
