import type { LoginType } from '@efir/contract';
import {
  countryByPrefix,
  digitsOnly,
  formatMask,
  fullPhone,
  isPhoneComplete,
  nationalDigits,
  type PhoneCountry,
} from '../../ui/form/phone';

/** The combined login field (spec 1 §4 step 2, §5): digits make a phone in the country's mask, anything else is an e-mail. */
export type LoginField<C extends PhoneCountry = PhoneCountry> =
  | { kind: 'empty'; country: C }
  | { kind: 'phone'; country: C; national: string; display: string; complete: boolean }
  | { kind: 'text'; country: C; text: string; display: string };

const PHONE_LIKE = /^\+?[\d\s()\-.]*\d[\d\s()\-.]*$/;

/**
 * Reads what is in the field. `previous` tells a deletion of a mask character from a change: removing only a bracket
 * or dash would leave the digits as they were and the mask would put it back, so the digit before it goes instead.
 */
export function readLoginField<C extends PhoneCountry>(
  raw: string,
  country: C,
  countries: readonly C[],
  previous?: LoginField<C>,
): LoginField<C> {
  const value = raw.trimStart();
  if (value.trim() === '') return { kind: 'empty', country };
  if (!PHONE_LIKE.test(value)) return { kind: 'text', country, text: value, display: value };
  let digits = digitsOnly(value);
  let chosen = country;
  if (value.startsWith('+')) {
    const matched = countryByPrefix(digits, countries);
    if (matched) {
      chosen = matched;
      digits = digits.slice(matched.call_code.length);
    }
  }
  if (previous?.kind === 'phone' && previous.country === chosen && digits === previous.national && value.length < previous.display.length) {
    digits = digits.slice(0, -1);
  }
  const national = nationalDigits(digits, chosen);
  if (national === '') return { kind: 'empty', country: chosen };
  return {
    kind: 'phone',
    country: chosen,
    national,
    display: formatMask(national, chosen.maskexp),
    complete: isPhoneComplete(national, chosen),
  };
}

/**
 * spec 1 §5: continue is enabled when the field is non-empty where e-mail is allowed, or when the phone is complete.
 */
export function canContinue(field: LoginField, allowed: readonly LoginType[]): boolean {
  if (field.kind === 'phone') return allowed.includes('phone') && field.complete;
  if (field.kind === 'text') return allowed.includes('email') && field.text.trim() !== '';
  return false;
}

/** The login value sent to checkLogin: phone digits with the call code, or the trimmed text. */
export function loginValue(field: LoginField): string {
  if (field.kind === 'phone') return fullPhone(field.national, field.country);
  if (field.kind === 'text') return field.text.trim();
  return '';
}
