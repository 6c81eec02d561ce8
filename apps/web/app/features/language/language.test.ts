import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE_MAX_AGE_S, languageCookie, languageFromCookie } from './language';

describe('the lang cookie', () => {
  it('names the interface language', () => {
    expect(languageFromCookie('efir_session=a; lang=eng')).toBe('eng');
    expect(languageFromCookie('lang=hye')).toBe('hye');
  });

  it('falls back to rus when absent or unknown', () => {
    expect(languageFromCookie(undefined)).toBe('rus');
    expect(languageFromCookie('lang=fra')).toBe('rus');
    expect(languageFromCookie('xlang=eng')).toBe('rus');
  });

  it('is written for a year on the whole site', () => {
    expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(languageCookie('hye')).toBe('lang=hye; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
