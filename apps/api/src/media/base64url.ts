/** RFC 4648 §5 base64url without padding, as EME ClearKey and our media tokens use it. */
export function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/** Strict: returns null for characters outside the base64url alphabet instead of skipping them. */
export function fromBase64Url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  return Buffer.from(text, 'base64url');
}
