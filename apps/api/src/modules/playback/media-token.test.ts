import { ErrorCode } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/helpers.js';
import { Problem } from '../../http/problem.js';
import { MEDIA_TOKEN_LIFETIME_MS, type MediaGrant, mediaTokens, mediaUrl } from './media-token.js';

const SECRET = 'media-token-secret';
const clock = testClock(new Date('2026-01-01T12:00:00Z'));
const tokens = mediaTokens(SECRET, clock);
const grant: MediaGrant = {
  sessionId: 'session-1',
  scope: { kind: 'vod', clipId: 'northern-lights' },
  content: { type: 'media_item', id: 10001 },
  until: null,
};

/** The refusal's status and code, or 'open'. */
function outcome(open: () => unknown): 'open' | [number, number] {
  try {
    open();
    return 'open';
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    return [error.status, error.errorCode];
  }
}
const INVALID = [403, ErrorCode.MEDIA_TOKEN_INVALID];

describe('media tokens', () => {
  it('give back their claims until they expire, after the lifetime or when the access ends, whichever is first', () => {
    const now = clock.now().getTime();
    const token = tokens.issue(grant);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    const { until: _, ...claims } = grant;
    expect(tokens.open(token)).toEqual({ ...claims, expiresAt: now + MEDIA_TOKEN_LIFETIME_MS });
    const rental = tokens.issue({ ...grant, until: new Date(now + 60_000) });
    expect(tokens.open(rental).expiresAt).toBe(now + 60_000);
    clock.advance(60_000);
    expect(outcome(() => tokens.open(rental))).toEqual(INVALID);
    expect(outcome(() => tokens.open(token))).toBe('open');
    clock.advance(MEDIA_TOKEN_LIFETIME_MS);
    expect(outcome(() => tokens.open(token))).toEqual(INVALID);
  });

  it('are refused when any character is changed, signed with another secret, or malformed', () => {
    const token = tokens.issue(grant);
    const forged = mediaTokens('guessed secret', clock).issue({ ...grant, sessionId: 'session-2' });
    expect(outcome(() => tokens.open(`${forged.split('.')[0]}.${token.split('.')[1]}`))).toEqual(INVALID);
    expect(outcome(() => tokens.open(forged))).toEqual(INVALID);
    for (const index of [0, token.indexOf('.') - 1, token.length - 2, token.length - 1]) {
      const flipped = token.slice(0, index) + (token[index] === 'A' ? 'B' : 'A') + token.slice(index + 1);
      expect(outcome(() => tokens.open(flipped))).toEqual(INVALID);
    }
    for (const junk of ['', 'abc', 'a.b.c', 'a.!!', '.']) expect(outcome(() => tokens.open(junk))).toEqual(INVALID);
  });

  it('open only the files of their scope, and give keys only to their own session', () => {
    const vod = tokens.issue(grant);
    expect(outcome(() => tokens.open(vod, { path: '/vod/northern-lights/cenc/manifest.mpd' }))).toBe('open');
    expect(outcome(() => tokens.open(vod, { path: '/vod/northern-lights-2/cenc/manifest.mpd' }))).toEqual(INVALID);
    expect(outcome(() => tokens.open(vod, { path: '/live/3/manifest.mpd' }))).toEqual(INVALID);
    expect(outcome(() => tokens.open(vod, { sessionId: 'session-1' }))).toBe('open');
    expect(outcome(() => tokens.open(vod, { sessionId: 'session-2' }))).toEqual([403, ErrorCode.NOT_ENTITLED]);
    const live = tokens.issue({ sessionId: 'session-1', scope: { kind: 'live', channelId: 3 }, timeshift: true, until: null });
    expect(tokens.open(live, { path: '/live/3/manifest.mpd' })).toMatchObject({ scope: { kind: 'live', channelId: 3 }, timeshift: true });
    expect(outcome(() => tokens.open(live, { path: '/live/31/manifest.mpd' }))).toEqual(INVALID);
    expect(mediaUrl(live, { kind: 'live', channelId: 3 })).toBe(`/media/t/${live}/live/3`);
  });
});
