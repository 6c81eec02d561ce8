import type { ViewingHistory } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { progressPercent, splitHistory } from './history';

const entry = (id: number, is_viewed: boolean) =>
  ({ id, position: { timepoint: 10, is_viewed, updated_at: '2026-11-22T00:00:00Z' } }) as ViewingHistory['items'][number];

describe('/my/positions', () => {
  it('puts what is under way apart from what was watched to the end, keeping the order', () => {
    const { continuing, watched } = splitHistory([entry(1, false), entry(2, true), entry(3, false)]);
    expect(continuing.map((item) => item.id)).toEqual([1, 3]);
    expect(watched.map((item) => item.id)).toEqual([2]);
  });

  it('shows progress as a whole percentage within 0–100, none without a duration', () => {
    expect(progressPercent(30, 120)).toBe(25);
    expect(progressPercent(500, 120)).toBe(100);
    expect(progressPercent(30, null)).toBe(0);
  });
});
