import { createHmac, timingSafeEqual } from 'node:crypto';

/** A callback older or newer than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_S = 300;

const mac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signature header of a callback body sent at `now`. */
export function signCallback(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

export type SignatureCheck = 'valid' | 'malformed' | 'stale' | 'mismatch';

/** Checks the header against the raw body and the time it carries (±300 s of `now`). */
export function checkSignature(secret: string, body: string, header: string | undefined, now: Date): SignatureCheck {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return 'malformed';
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return 'stale';
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? 'valid' : 'mismatch';
}
