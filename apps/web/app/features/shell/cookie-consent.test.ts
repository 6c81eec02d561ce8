import type { CookieBanner } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_DAYS, consentCookie, hasConsent, showsCookieBanner } from './cookie-consent';
import { layoutFor } from './layout-for';

const settings: CookieBanner = { text: 'Мы используем cookie', link: { url: '/docs', text: 'Подробнее' } };
const layoutAt = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://efir.test');
  return layoutFor(pathname, searchParams);
};

describe('the cookie banner (spec 1 §2, §7, §9)', () => {
  it('consent is a cookie for 365 days on every path', () => {
    expect(COOKIE_CONSENT_DAYS).toBe(365);
    const cookie = consentCookie();
    expect(cookie).toMatch(/^cookieConsent=1;/);
    expect(cookie).toContain(`Max-Age=${365 * 86_400}`);
    expect(cookie).toContain('Path=/');
  });

  it('reads consent from the cookie header, and nothing else passes for it', () => {
    expect(hasConsent('lang=eng; cookieConsent=1')).toBe(true);
    expect(hasConsent('cookieConsent=1')).toBe(true);
    expect(hasConsent('xcookieConsent=1; lang=eng')).toBe(false);
    expect(hasConsent('cookieConsent=10')).toBe(false);
    expect(hasConsent('')).toBe(false);
  });

  it('shows on pages with a layout until the viewer consents', () => {
    expect(showsCookieBanner(layoutAt('/'), settings, false)).toBe(true);
    expect(showsCookieBanner(layoutAt('/movies/1'), settings, false)).toBe(true);
    expect(showsCookieBanner(layoutAt('/'), settings, true)).toBe(false);
  });

  it.each(['/variants', '/pay', '/embed/buy', '/embed/42', '/embed/tv/1', '/movies/1/player', '/tv?player=1', '/services/1?access=x'])(
    'never shows on %s, a page without a layout',
    (url) => expect(showsCookieBanner(layoutAt(url), settings, false)).toBe(false),
  );

  it('does not show when the operator set no cookie banner', () => {
    expect(showsCookieBanner(layoutAt('/'), null, false)).toBe(false);
    expect(showsCookieBanner(layoutAt('/'), undefined, false)).toBe(false);
  });
});
