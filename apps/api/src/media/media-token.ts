import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromBase64Url, toBase64Url } from './base64url.js';

/** What a media URL's token grants: `subject` (a session or user) may fetch `scope` until `expiresAt`. */
export interface MediaTokenClaims {
  subject: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** Path prefix the token opens, e.g. `/media/vod/northern-lights/`; absent = any media path. */
  scope?: string;
  /** What the access was granted for (`media_item:10001`, `channel:3`), asked again when the licence is fetched. */
  content?: string;
  /** The viewer holds the channel's catch-up and pause-live, so its live window reaches back into the archive. */
  timeshift?: boolean;
}

export type MediaTokenCheck = { valid: true; claims: MediaTokenClaims } | { valid: false; reason: 'malformed' | 'signature' | 'expired' };

interface Payload {
  sub: string;
  exp: number;
  scp?: string;
  cnt?: string;
  tsh?: 1;
}

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`efir/media-token/${payload}`).digest();
}

/** `<payload>.<mac>`, both base64url: short enough for a query parameter, readable by no one but us. */
export function signMediaToken(claims: MediaTokenClaims, secret: string): string {
  const payload: Payload = {
    sub: claims.subject,
    exp: Math.floor(claims.expiresAt / 1000),
    ...(claims.scope ? { scp: claims.scope } : {}),
    ...(claims.content ? { cnt: claims.content } : {}),
    ...(claims.timeshift ? { tsh: 1 as const } : {}),
  };
  const encoded = toBase64Url(Buffer.from(JSON.stringify(payload)));
  return `${encoded}.${toBase64Url(signature(encoded, secret))}`;
}

export function verifyMediaToken(token: string, secret: string, now: number = Date.now()): MediaTokenCheck {
  const [encoded, mac, extra] = token.split('.');
  if (!encoded || !mac || extra !== undefined) return { valid: false, reason: 'malformed' };
  // Compared as text, so a second spelling of the same MAC bytes is refused too.
  const given = Buffer.from(mac);
  const expected = Buffer.from(toBase64Url(signature(encoded, secret)));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'signature' };
  let payload: Payload;
  try {
    payload = JSON.parse(fromBase64Url(encoded)?.toString('utf8') ?? '') as Payload;
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return { valid: false, reason: 'malformed' };
  if (payload.exp * 1000 <= now) return { valid: false, reason: 'expired' };
  return {
    valid: true,
    claims: {
      subject: payload.sub,
      expiresAt: payload.exp * 1000,
      ...(typeof payload.scp === 'string' ? { scope: payload.scp } : {}),
      ...(typeof payload.cnt === 'string' ? { content: payload.cnt } : {}),
      ...(payload.tsh === 1 ? { timeshift: true } : {}),
    },
  };
}
