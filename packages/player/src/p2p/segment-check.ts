/**
 * Peers' bytes are played only when they are the segment our media server serves (issue 19: "segments still verified"):
 * a HEAD of the segment's own address answers its SHA-256 as RFC 9530's Repr-Digest, and the copy must hash to it. A
 * copy that does not, or that cannot be checked, is dropped, and the library asks for the segment again.
 */
const SHA_256 = /(?:^|,)\s*sha-256=:([A-Za-z0-9+/]+={0,2}):/;

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export async function isServedSegment(
  url: string,
  byteRange: { start: number; end: number } | undefined,
  data: ArrayBuffer,
  fetchSegmentHead: (url: string) => Promise<Response> = (address) => fetch(address, { method: 'HEAD', credentials: 'same-origin' }),
): Promise<boolean> {
  // The digest covers a whole segment; a range of one cannot be checked against it.
  if (byteRange) return false;
  try {
    const response = await fetchSegmentHead(url);
    const expected = response.ok ? SHA_256.exec(response.headers.get('repr-digest') ?? '')?.[1] : undefined;
    if (!expected) return false;
    return base64(new Uint8Array(await crypto.subtle.digest('SHA-256', data))) === expected;
  } catch {
    return false;
  }
}
