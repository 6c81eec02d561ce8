import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@efir/contract';

/** The interface language lives in this cookie (values rus, eng, hye). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `<html lang>` for each interface language. */
export const HTML_LANG: Record<LanguageCode, string> = { rus: 'ru', eng: 'en', hye: 'hy' };

export function isLanguageCode(value: string | undefined): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value ?? '');
}

/** The language a Cookie header asks for; rus when it names none we know. */
export function languageFromCookie(cookieHeader: string | null | undefined): LanguageCode {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguageCode(value)) return value;
  }
  return DEFAULT_LANGUAGE;
}

export function languageCookie(language: LanguageCode): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
