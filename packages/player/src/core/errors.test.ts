import { describe, expect, it } from 'vitest';
import { classifyShakaError, errorReason } from './errors';

describe('player errors', () => {
  it('a fatal network error (severity 2, category 1) is a network error', () => {
    expect(classifyShakaError({ severity: 2, category: 1, code: 1001 })).toEqual({
      kind: 'network',
      reason: '1-3-1001',
      category: 1,
      code: 1001,
    });
  });

  it('the media server refusing the stream (403) means the access ended, not a network failure', () => {
    expect(classifyShakaError({ severity: 2, category: 1, code: 1001, httpStatus: 403 })).toMatchObject({ kind: 'refused' });
    expect(classifyShakaError({ severity: 2, category: 1, code: 1001, httpStatus: 502 })).toMatchObject({ kind: 'network' });
  });

  it.each([
    [4, 4000],
    [6, 6007],
    [3, 3016],
    [7, 7000],
  ])('a fatal error of category %i is technical', (category, code) => {
    expect(classifyShakaError({ severity: 2, category, code })).toMatchObject({ kind: 'technical', reason: `1-3-${code}` });
  });

  it('a non-fatal error (severity 1) is no error', () => {
    expect(classifyShakaError({ severity: 1, category: 1, code: 1001 })).toBeNull();
  });

  it('reason strings are 1-3 for the player, 1-4 for the alternative, 1-5 for ads, 1-7 for peer-to-peer', () => {
    expect(errorReason('player', 6001)).toBe('1-3-6001');
    expect(errorReason('alternative', 12)).toBe('1-4-12');
    expect(errorReason('ads', 3)).toBe('1-5-3');
    expect(errorReason('p2p', 2)).toBe('1-7-2');
  });
});
