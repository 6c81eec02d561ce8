import { describe, expect, it } from 'vitest';
import { contrast, readableTextOn } from './contrast';

describe('text on an operator colour', () => {
  it('is white on dark and black on light colours', () => {
    expect(readableTextOn('#1b1f2e')).toBe('#ffffff');
    expect(readableTextOn('#ffd54f')).toBe('#000000');
  });

  it('always reaches 4.5:1', () => {
    for (const colour of ['#ff5722', '#4caf50', '#2196f3', '#9e9e9e', '#e91e63', '#00bcd4', '#777777']) {
      expect(contrast(colour, readableTextOn(colour)!)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves colours it cannot read to the stylesheet', () => {
    expect(readableTextOn(undefined)).toBeUndefined();
    expect(readableTextOn('red')).toBeUndefined();
  });
});
