import type { Country } from '@efir/contract';

/** spec 1 §3: with no countries from the server, Russia (+7, (XXX) XXX-XX-XX). */
export const DEFAULT_COUNTRY: Pick<Country, 'code' | 'call_code' | 'maskexp'> = { code: 'ru', call_code: '7', maskexp: '(XXX) XXX-XX-XX' };
/** spec 1 §5: "8 for Russia" is a trunk prefix people type instead of +7. */
const RUSSIAN_TRUNK_PREFIX = '8';

export type PhoneCountry = Pick<Country, 'code' | 'call_code' | 'maskexp'>;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** How many digits a country's national number has: the X of its mask. */
export const maskDigits = (country: PhoneCountry): number => country.maskexp.split('X').length - 1;

/** Fills the mask's X with the digits, stopping after the last one (no dangling brackets or dashes). */
export function formatMask(digits: string, maskexp: string): string {
  let out = '';
  let used = 0;
  for (const char of maskexp) {
    if (used === digits.length) break;
    if (char === 'X') {
      out += digits[used];
      used += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/** spec 1 §5: a phone is complete when its national digits fill the country's mask. */
export const isPhoneComplete = (national: string, country: PhoneCountry): boolean => national.length === maskDigits(country);

/** The country whose call code starts these digits (the longest match), for a value typed or pasted with a +. */
export function countryByPrefix<C extends PhoneCountry>(digits: string, countries: readonly C[]): C | undefined {
  return [...countries].sort((a, b) => b.call_code.length - a.call_code.length).find((c) => digits.startsWith(c.call_code));
}

/**
 * National digits from what was typed or pasted (spec 1 §5): a leading call code, or 8 for Russia, is stripped when the
 * digits are one number longer than the mask holds; what does not fit is dropped.
 */
export function nationalDigits(digits: string, country: PhoneCountry): string {
  const length = maskDigits(country);
  if (digits.length > length) {
    if (digits.startsWith(country.call_code) && digits.length === length + country.call_code.length)
      return digits.slice(country.call_code.length);
    if (country.code === 'ru' && digits.startsWith(RUSSIAN_TRUNK_PREFIX) && digits.length === length + 1) return digits.slice(1);
  }
  return digits.slice(0, length);
}

/** The phone as the API takes it: call code and national digits. */
export const fullPhone = (national: string, country: PhoneCountry): string => `${country.call_code}${national}`;

/** "+7 (999) 000-00-01" for showing a phone back to the viewer. */
export function displayPhone(phone: string, countries: readonly PhoneCountry[]): string {
  const country = countryByPrefix(phone, countries);
  if (!country) return `+${phone}`;
  return `+${country.call_code} ${formatMask(phone.slice(country.call_code.length), country.maskexp)}`;
}
