import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isServedSegment } from './segment-check';

const URL = 'https://efir.example/media/t/token/live/1/live-0-42.m4s';
const segment = new Uint8Array(4096).map((_, n) => (n * 31) % 256);
const digestOf = (bytes: Uint8Array) => `sha-256=:${createHash('sha256').update(bytes).digest('base64')}:`;
const head = (digest: string | null, status = 200) => {
  const asked: string[] = [];
  const answer = async (url: string) => {
    asked.push(url);
    return new Response(null, { status, headers: digest ? { 'repr-digest': digest } : {} });
  };
  return { asked, answer };
};

describe('a peer’s copy of a segment', () => {
  it('is played when it hashes to the digest the media server states for that address', async () => {
    const server = head(digestOf(segment));
    expect(await isServedSegment(URL, undefined, segment.buffer, server.answer)).toBe(true);
    expect(server.asked).toEqual([URL]);
  });

  it('is dropped when one byte differs', async () => {
    const tampered = segment.slice();
    tampered[100] = (tampered[100] ?? 0) ^ 1;
    expect(await isServedSegment(URL, undefined, tampered.buffer, head(digestOf(segment)).answer)).toBe(false);
  });

  it('finds its SHA-256 among other algorithms', async () => {
    const digest = `sha-512=:${createHash('sha512').update(segment).digest('base64')}:, ${digestOf(segment)}`;
    expect(await isServedSegment(URL, undefined, segment.buffer, head(digest).answer)).toBe(true);
  });

  it('is dropped when it cannot be checked: no digest, a refusal, the network down, or a range of a segment', async () => {
    expect(await isServedSegment(URL, undefined, segment.buffer, head(null).answer)).toBe(false);
    expect(await isServedSegment(URL, undefined, segment.buffer, head(digestOf(segment), 403).answer)).toBe(false);
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await isServedSegment(URL, undefined, segment.buffer, down)).toBe(false);
    const server = head(digestOf(segment));
    expect(await isServedSegment(URL, { start: 0, end: 4095 }, segment.buffer, server.answer)).toBe(false);
    expect(server.asked).toEqual([]);
  });
});
