import { describe, expect, it } from 'vitest';
import { avcSubsamples } from './avc-subsamples.js';

const nal = (type: number, bytes: number) => {
  const unit = Buffer.alloc(4 + bytes, 0xab);
  unit.writeUInt32BE(bytes, 0);
  unit[4] = type;
  return unit;
};

describe('AVC subsamples', () => {
  it('keeps parameter sets and SEI clear and encrypts whole AES blocks at the end of each slice', () => {
    const sample = Buffer.concat([nal(0x09, 2), nal(0x06, 30), nal(0x65, 1000), nal(0x41, 20)]);
    expect(avcSubsamples(sample, 4)).toEqual([
      // AUD + SEI (6 + 34) ride in front of the IDR slice's clear bytes: 5 + (999 % 16)
      { clearBytes: 40 + 5 + 7, protectedBytes: 992 },
      { clearBytes: 5 + 3, protectedBytes: 16 },
    ]);
  });

  it('covers every byte of the sample, splitting clear runs longer than 16 bits', () => {
    const sample = Buffer.concat([nal(0x67, 25), nal(0x06, 70_000), nal(0x65, 500), nal(0x06, 5)]);
    const entries = avcSubsamples(sample, 4);
    expect(entries.reduce((sum, e) => sum + e.clearBytes + e.protectedBytes, 0)).toBe(sample.length);
    expect(entries.every((e) => e.clearBytes <= 0xffff && e.protectedBytes % 16 === 0)).toBe(true);
  });

  it('refuses a NAL unit whose length runs past the sample', () => {
    const broken = nal(0x65, 100).subarray(0, 50);
    expect(() => avcSubsamples(broken, 4)).toThrow(/overruns/);
  });
});
