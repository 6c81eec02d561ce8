import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@efir/contract';
import { Problem } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import { fromBase64Url, toBase64Url } from '../../media/index.js';
import type { Playable } from '../entitlements/service.js';

/**
 * The one place media tokens are made and checked: the asset issues them, the licence, the packaged files and the
 * live streams open them. A token sits in the URL path (`/media/t/<token>/vod/<clip>/…`), so a manifest's relative
 * segment URLs carry it without rewriting, and in the licence URL's query; it is never sent another way.
 */
export const MEDIA_PREFIX = '/media/t';
/** Long enough for a film with pauses; a player that outlives it asks for a fresh asset. */
export const MEDIA_TOKEN_LIFETIME_MS = 6 * 3600 * 1000;

/** What a token opens: the files of one packaged clip, or one channel's live stream and archive. */
export type MediaScope = { kind: 'vod'; clipId: string } | { kind: 'live'; channelId: number };

/** What the access was granted for: the licence asks the entitlements module about it again. */
export type TokenContent = Extract<Playable, { id: number }>;

export interface MediaTokenClaims {
  /** The session it was issued to: only that session gets keys. */
  sessionId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  scope: MediaScope;
  /** Absent for what is free for everyone (a trailer). */
  content?: TokenContent;
  /** The viewer holds the channel's catch-up and pause-live, so its live window reaches back into the archive. */
  timeshift?: boolean;
}

/** What an asset asks for: the token then ends with the access (a rental's end, null: no end) or its lifetime, whichever is first. */
export interface MediaGrant extends Omit<MediaTokenClaims, 'expiresAt'> {
  until: Date | null;
}

/** The path under the media directory that a scope opens, with a trailing slash. */
export const scopePath = (scope: MediaScope): string => (scope.kind === 'vod' ? `/vod/${scope.clipId}/` : `/live/${scope.channelId}/`);

/** The URL every file of the scope lies below (no trailing slash), as the asset hands it to the player. */
export const mediaUrl = (token: string, scope: MediaScope): string => `${MEDIA_PREFIX}/${token}${scopePath(scope).slice(0, -1)}`;

/** On the wire: short keys, times in seconds, the scope as its path and the content as `media_item:10001`. */
interface Payload {
  sub: string;
  exp: number;
  scp: string;
  cnt?: string;
  tsh?: 1;
}

const SCOPE = /^\/(?:vod\/([^/]+)|live\/(\d{1,9}))\/$/;
const CONTENT = /^(media_item|channel|karaoke_item):(\d{1,10})$/;

function scopeOf(path: unknown): MediaScope | undefined {
  const match = typeof path === 'string' ? SCOPE.exec(path) : null;
  if (!match) return undefined;
  return match[1] ? { kind: 'vod', clipId: match[1] } : { kind: 'live', channelId: Number(match[2]) };
}

function contentOf(claim: unknown): TokenContent | undefined {
  const match = typeof claim === 'string' ? CONTENT.exec(claim) : null;
  return match ? { type: match[1] as TokenContent['type'], id: Number(match[2]) } : undefined;
}

const refused = (why: string) => new Problem(403, ErrorCode.MEDIA_TOKEN_INVALID, why);

/** What `open` requires beyond a valid, unexpired token. */
export interface TokenUse {
  /** A file under the media directory (normalised, leading slash): the token's scope must cover it. */
  path?: string;
  /** Keys and licences go only to the session the token was issued to. */
  sessionId?: string;
}

export function mediaTokens(secret: string, clock: Clock) {
  const mac = (payload: string) => toBase64Url(createHmac('sha256', secret).update(`efir/media-token/${payload}`).digest());

  /** The claims, or why there are none. */
  function verify(token: string): MediaTokenClaims | 'malformed' | 'signature' | 'expired' {
    const [encoded, given, extra] = token.split('.');
    if (!encoded || !given || extra !== undefined) return 'malformed';
    // Compared as text, so a second spelling of the same MAC bytes is refused too.
    const expected = Buffer.from(mac(encoded));
    if (Buffer.byteLength(given) !== expected.length || !timingSafeEqual(Buffer.from(given), expected)) return 'signature';
    let payload: Payload;
    try {
      payload = JSON.parse(fromBase64Url(encoded)?.toString('utf8') ?? '') as Payload;
    } catch {
      return 'malformed';
    }
    const scope = scopeOf(payload.scp);
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || !scope) return 'malformed';
    if (payload.exp * 1000 <= clock.now().getTime()) return 'expired';
    const content = contentOf(payload.cnt);
    return {
      sessionId: payload.sub,
      expiresAt: payload.exp * 1000,
      scope,
      ...(content ? { content } : {}),
      ...(payload.tsh === 1 ? { timeshift: true } : {}),
    };
  }

  return {
    /** `<payload>.<mac>`, both base64url: short enough for a query parameter, readable by no one but us. */
    issue({ until, ...claims }: MediaGrant): string {
      const lifetimeEnd = clock.now().getTime() + MEDIA_TOKEN_LIFETIME_MS;
      const expiresAt = until === null ? lifetimeEnd : Math.min(lifetimeEnd, until.getTime());
      const payload: Payload = {
        sub: claims.sessionId,
        exp: Math.floor(expiresAt / 1000),
        scp: scopePath(claims.scope),
        ...(claims.content ? { cnt: `${claims.content.type}:${claims.content.id}` } : {}),
        ...(claims.timeshift ? { tsh: 1 as const } : {}),
      };
      const encoded = toBase64Url(Buffer.from(JSON.stringify(payload)));
      return `${encoded}.${mac(encoded)}`;
    },

    /** The claims of a valid, unexpired token fit for `use`; otherwise 403 with the reason. */
    open(token: string, use: TokenUse = {}): MediaTokenClaims {
      const claims = verify(token);
      if (typeof claims === 'string') throw refused(`Media token ${claims}`);
      if (use.path !== undefined && !use.path.startsWith(scopePath(claims.scope))) throw refused('Media token does not open this path');
      if (use.sessionId !== undefined && claims.sessionId !== use.sessionId) {
        throw new Problem(403, ErrorCode.NOT_ENTITLED, 'This token belongs to another session');
      }
      return claims;
    },
  };
}

export type MediaTokens = ReturnType<typeof mediaTokens>;
