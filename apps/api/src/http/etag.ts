import { createHash } from 'node:crypto';

/** A strong validator from the answer's bytes: the same answer has the same ETag on every instance. */
export const etagOf = (body: string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** A compressed form is the same answer in other bytes: its validator is the weak twin of the plain one. */
export const weakEtag = (etag: string): string => (etag.startsWith('W/') ? etag : `W/${etag}`);

/** If-None-Match names this answer, in either form (the weak comparison of RFC 9110 §8.8.3.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}
