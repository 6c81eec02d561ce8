import { createHmac } from 'node:crypto';

export interface ClipKey {
  /** 16-byte key id, the `default_KID` in `tenc` and the manifest. */
  kid: Buffer;
  /** 16-byte AES-128 content key. */
  key: Buffer;
}

/**
 * Derives a clip's key id and content key from the server secret, so the licence
 * server recomputes them on request and no key is ever stored next to the media.
 */
export function clipKey(secret: string, clipId: string): ClipKey {
  const derive = (purpose: string) => createHmac('sha256', secret).update(`efir/cenc/${purpose}/${clipId}`).digest().subarray(0, 16);
  return { kid: derive('kid'), key: derive('key') };
}

/** `0123…` → `01234567-89ab-cdef-…`, the form DASH `cenc:default_KID` uses. */
export function kidToUuid(kid: Buffer): string {
  const hex = kid.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
