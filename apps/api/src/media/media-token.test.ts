import { describe, expect, it } from 'vitest';
import { signMediaToken, verifyMediaToken } from './media-token.js';

const SECRET = 'media-token-secret';
const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const claims = { subject: 'session-1', expiresAt: NOW + 60_000, scope: '/media/vod/northern-lights/' };

describe('media tokens', () => {
  it('are accepted before they expire and give back their claims', () => {
    const token = signMediaToken(claims, SECRET);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyMediaToken(token, SECRET, NOW)).toEqual({ valid: true, claims });
  });

  it('are refused once expired', () => {
    const token = signMediaToken(claims, SECRET);
    expect(verifyMediaToken(token, SECRET, claims.expiresAt)).toEqual({ valid: false, reason: 'expired' });
  });

  it('are refused when any character is changed', () => {
    const token = signMediaToken(claims, SECRET);
    const forged = signMediaToken({ ...claims, subject: 'session-2' }, 'guessed secret');
    expect(verifyMediaToken(`${forged.split('.')[0]}.${token.split('.')[1]}`, SECRET, NOW)).toEqual({ valid: false, reason: 'signature' });
    for (const index of [0, token.indexOf('.') - 1, token.length - 2, token.length - 1]) {
      const flipped = token.slice(0, index) + (token[index] === 'A' ? 'B' : 'A') + token.slice(index + 1);
      expect(verifyMediaToken(flipped, SECRET, NOW).valid).toBe(false);
    }
  });

  it('are refused when signed with another secret or malformed', () => {
    expect(verifyMediaToken(signMediaToken(claims, 'other'), SECRET, NOW)).toEqual({ valid: false, reason: 'signature' });
    for (const junk of ['', 'abc', 'a.b.c', 'a.!!', '.']) expect(verifyMediaToken(junk, SECRET, NOW).valid).toBe(false);
  });
});
