import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A browser that signed in to an account before carries this mark; a password attempt from it skips the account's backoff. */
export const KNOWN_DEVICE_COOKIE = 'efir_known_device';
export const KNOWN_DEVICE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * Marks for browsers that proved they know an account's password or phone: `<device id>.<HMAC of account and id>`, so
 * the mark needs no table and cannot be made for an account without the instance secret.
 */
export function knownDevices(secret: string) {
  const mac = (accountId: string, id: string) => createHmac('sha256', secret).update(`known-device:${accountId}:${id}`).digest('base64url');
  return {
    issue(accountId: string): string {
      const id = randomBytes(12).toString('base64url');
      return `${id}.${mac(accountId, id)}`;
    },
    /** The device's id when the mark vouches for this account; undefined otherwise. */
    idFor(mark: string | undefined, accountId: string | undefined): string | undefined {
      const [id, given] = (mark ?? '').split('.');
      if (!id || !given || !accountId) return undefined;
      const expected = Buffer.from(mac(accountId, id));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
    },
  };
}
