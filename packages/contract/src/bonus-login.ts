/**
 * The bonus-program rules both sides hold (spec 2 §5, §9), in a module without zod so the browser imports them as they
 * are (apps/web/vite.config.ts).
 */

/** spec 2 §5, §9: a bonus confirmation code has at least 4 characters. */
export const BONUS_CODE_MIN_LENGTH = 4;
/** A code is digits sent by SMS or e-mail; anything much longer is not one. */
export const BONUS_CODE_MAX_LENGTH = 12;
/** The currency a bonus price and a points order are written in: points, not money. */
export const BONUS_CURRENCY = 'PTS';

/** spec 2 §5: 79 or 89 and a digit, or 374, then 8 digits. */
const PHONE = /^(?:[78]9\d|374)\d{8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** spec 2 §5: before sending, a leading 89 becomes 79 and a leading 9 gets a 7; spaces, brackets and dashes go. */
export function normaliseBonusPhone(raw: string): string {
  const digits = raw.replace(/[\s()+-]/g, '');
  if (digits.startsWith('89')) return `79${digits.slice(2)}`;
  if (digits.startsWith('9')) return `7${digits}`;
  return digits;
}

/** The login as it is sent and stored (a phone normalised, an e-mail trimmed and lower case), or null when it breaks spec 2 §5. */
export function bonusLogin(raw: string, type: 'phone' | 'email'): string | null {
  if (type === 'phone') {
    const phone = normaliseBonusPhone(raw.trim());
    return PHONE.test(phone) ? phone : null;
  }
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}
