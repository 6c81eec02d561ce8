import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

/**
 * RFC 9530's Repr-Digest of a media segment: the player checks a copy a peer sent against it before playing it (spec 2
 * §7 peer-to-peer), asking for it with a HEAD of the segment's own address. It covers the whole segment, also when a
 * range of it is sent.
 */
export const REPR_DIGEST_HEADER = 'repr-digest';

/** Media segments are what peers share; manifests, init segments and keys always come from us. */
export const isMediaSegment = (file: string) => file.endsWith('.m4s') && !file.includes('init-');

export const reprDigest = (data: Buffer): string => `sha-256=:${createHash('sha256').update(data).digest('base64')}:`;

/** Packaged files never change under one name; a new package is a new file (its size or time differs). */
const FILE_DIGESTS_MAX = 4000;

/** The digests of packaged files, each read once while it stays the same file. */
export function fileDigests() {
  const known = new Map<string, { version: string; digest: string }>();
  return async (file: string): Promise<string> => {
    const { size, mtimeMs } = await stat(file);
    const version = `${size}:${mtimeMs}`;
    const cached = known.get(file);
    if (cached?.version === version) return cached.digest;
    const digest = reprDigest(await readFile(file));
    if (known.size >= FILE_DIGESTS_MAX) known.delete(known.keys().next().value!);
    known.set(file, { version, digest });
    return digest;
  };
}
