import type { CookieBanner } from '@efir/contract';
import type { PageLayout } from './layout-for';

/** spec 1 §9: the cookie consent cookie lasts 365 days. */
export const COOKIE_CONSENT_DAYS = 365;
export const COOKIE_CONSENT_COOKIE = 'cookieConsent';

/** The Set-Cookie text that records the viewer's consent for 365 days, on every path. */
export function consentCookie(): string {
  return `${COOKIE_CONSENT_COOKIE}=1; Max-Age=${COOKIE_CONSENT_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax`;
}

const CONSENTED = new RegExp(`(?:^|;\\s*)${COOKIE_CONSENT_COOKIE}=1(?:;|$)`);

export function hasConsent(cookieHeader: string): boolean {
  return CONSENTED.test(cookieHeader);
}

/**
 * Runs in the banner as the page is parsed, before its first paint: a viewer who consented never sees it, though the
 * page (shared among visitors) carries it for those who have not.
 */
export const HIDE_IF_CONSENTED_SCRIPT = `(function(banner){if(${CONSENTED}.test(document.cookie))banner.hidden=true})(document.currentScript.parentElement)`;

/** spec 1 §2, §7: the banner the operator set shows on pages with a layout until the viewer consents. */
export function showsCookieBanner(
  layout: PageLayout,
  settings: CookieBanner | null | undefined,
  consented: boolean,
): settings is CookieBanner {
  return layout.cookieBanner && settings != null && !consented;
}
