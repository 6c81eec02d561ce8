/** A country as the phone rules need it (spec 1 §3 Country: call_code, maskexp with X for a digit). */
export interface PhoneCountry {
  code: string;
  call_code: string;
  maskexp: string;
}

export type ParsedLogin = { type: 'phone'; phone: string; country: PhoneCountry } | { type: 'email'; email: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * spec 1 §5: a phone is valid when its digits are the call code plus as many digits as the country's mask has X.
 * The server holds the same rule as the login field, so a phone is stored one way: digits with the call code.
 */
export function parsePhone(value: string, countries: readonly PhoneCountry[]): { phone: string; country: PhoneCountry } | undefined {
  const trimmed = value.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  const country = countries.find(
    (c) => digits.startsWith(c.call_code) && digits.length === c.call_code.length + (c.maskexp.match(/X/g)?.length ?? 0),
  );
  return country ? { phone: digits, country } : undefined;
}

export function parseEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : undefined;
}

/** The combined login field: an e-mail when it has an @, otherwise a phone. */
export function parseLogin(value: string, countries: readonly PhoneCountry[]): ParsedLogin | undefined {
  if (value.includes('@')) {
    const email = parseEmail(value);
    return email ? { type: 'email', email } : undefined;
  }
  const phone = parsePhone(value, countries);
  return phone ? { type: 'phone', ...phone } : undefined;
}
