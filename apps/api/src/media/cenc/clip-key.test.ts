import { describe, expect, it } from 'vitest';
import { clipKey, kidToUuid } from './clip-key.js';

describe('clip keys', () => {
  it('derives the same 16-byte key id and key from the same secret and clip', () => {
    const a = clipKey('secret', 'northern-lights');
    expect(a.kid).toHaveLength(16);
    expect(a.key).toHaveLength(16);
    expect(clipKey('secret', 'northern-lights')).toEqual(a);
    expect(a.kid.equals(a.key)).toBe(false);
  });

  it('gives every clip and every secret its own key', () => {
    const base = clipKey('secret', 'northern-lights');
    expect(clipKey('secret', 'city-rhythm').key.equals(base.key)).toBe(false);
    expect(clipKey('other secret', 'northern-lights').key.equals(base.key)).toBe(false);
  });

  it('writes key ids in the UUID form of cenc:default_KID', () => {
    expect(kidToUuid(Buffer.from('00112233445566778899aabbccddeeff', 'hex'))).toBe('00112233-4455-6677-8899-aabbccddeeff');
  });
});
