import { describe, expect, it, vi } from 'vitest';
import { brandById, MAIN_BRAND } from '../../brand/brands';
import { ANDROID_APP_INSTALLED_KEY, ANDROID_INSTALL_CHECK_CACHE_MS, APP_BANNER_CLOSED_KEY } from './android';
import {
  type AppBannerContext,
  appBannerTarget,
  bannerClosed,
  checkAppInstalled,
  closeBanner,
  isSubHost,
  mayOfferApp,
  showsAppBanner,
} from './app-banner-rules';
import { layoutFor } from './layout-for';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const filmPage = layoutFor('/movies/northern-lights', new URLSearchParams(), { appBanner: true });
const shown: AppBannerContext = {
  layout: filmPage,
  brand: MAIN_BRAND,
  userAgent: ANDROID_CHROME,
  hostname: 'efir.tv',
  closed: false,
  install: 'not_installed',
};

describe('the Android app banner (spec 1 §4)', () => {
  it('shows on Android when the brand has an app the viewer does not have', () => {
    expect(MAIN_BRAND.androidAppId).toBe('tv.efir.app');
    expect(showsAppBanner(shown)).toBe(true);
    expect(showsAppBanner({ ...shown, install: 'unknown' })).toBe(true);
  });

  it('does not show once the app is detected as installed', () => {
    expect(showsAppBanner({ ...shown, install: 'installed' })).toBe(false);
    // The check itself is worth asking for: every other rule lets the banner show.
    expect(mayOfferApp(shown)).toBe(true);
  });

  it.each([
    ['an iPhone', IPHONE],
    ['a desktop', DESKTOP],
  ])('does not show on %s', (_name, userAgent) => expect(showsAppBanner({ ...shown, userAgent })).toBe(false));

  it('does not show for a brand without an Android app', () => {
    const partner = brandById('partner');
    expect(partner.androidAppId).toBeNull();
    expect(showsAppBanner({ ...shown, brand: partner, hostname: 'plus.efir.tv' })).toBe(false);
  });

  it('does not show once the viewer closed it', () => {
    expect(showsAppBanner({ ...shown, closed: true })).toBe(false);
    expect(mayOfferApp({ ...shown, closed: true })).toBe(false);
  });

  it('shows only where the route allows it: the main view and media detail pages, never their players', () => {
    expect(showsAppBanner({ ...shown, layout: layoutFor('/', new URLSearchParams(), { appBanner: true }) })).toBe(true);
    expect(showsAppBanner({ ...shown, layout: layoutFor('/movies/1/cast', new URLSearchParams(), { appBanner: true }) })).toBe(true);
    expect(showsAppBanner({ ...shown, layout: layoutFor('/search', new URLSearchParams()) })).toBe(false);
    expect(showsAppBanner({ ...shown, layout: layoutFor('/movies/1/player', new URLSearchParams(), { appBanner: true }) })).toBe(false);
    expect(showsAppBanner({ ...shown, layout: layoutFor('/embed/42', new URLSearchParams(), { appBanner: true }) })).toBe(false);
  });

  it('does not show on a sub-host: a sub-domain of the brand that the brand does not list', () => {
    expect(isSubHost('kids.efir.tv', MAIN_BRAND)).toBe(true);
    expect(isSubHost('partner.localhost', MAIN_BRAND)).toBe(true);
    expect(isSubHost('www.efir.tv', MAIN_BRAND)).toBe(false);
    expect(isSubHost('EFIR.TV', MAIN_BRAND)).toBe(false);
    expect(isSubHost('notefir.tv', MAIN_BRAND)).toBe(false);
    expect(showsAppBanner({ ...shown, hostname: 'kids.efir.tv' })).toBe(false);
    expect(showsAppBanner({ ...shown, hostname: 'www.efir.tv' })).toBe(true);
  });

  it('closing stores the closed flag', () => {
    const storage = memoryStorage();
    expect(bannerClosed(storage)).toBe(false);
    closeBanner(storage);
    expect(storage.getItem(APP_BANNER_CLOSED_KEY)).not.toBeNull();
    expect(bannerClosed(storage)).toBe(true);
  });

  it('installs from the store when the app is known to be missing, else opens it through an intent that falls back to the store', () => {
    const store = 'https://play.google.com/store/apps/details?id=tv.efir.app';
    const page = new URL('https://efir.tv/movies/northern-lights?season=2');
    expect(appBannerTarget('tv.efir.app', 'not_installed', page)).toEqual({ action: 'install', href: store });
    expect(appBannerTarget('tv.efir.app', 'unknown', page)).toEqual({
      action: 'open',
      href: `intent://efir.tv/movies/northern-lights?season=2#Intent;scheme=https;package=tv.efir.app;S.browser_fallback_url=${encodeURIComponent(store)};end`,
    });
  });
});

describe('the Android related-apps check (spec 1 §7, §9)', () => {
  const start = Date.UTC(2026, 10, 26, 12);
  const installed = [{ platform: 'play', id: 'tv.efir.app' }];

  it('asks the browser and stores what it found with the time it asked', async () => {
    const storage = memoryStorage();
    const getInstalledRelatedApps = vi.fn(async () => installed);
    expect(await checkAppInstalled('tv.efir.app', { navigator: { getInstalledRelatedApps }, storage, now: start })).toBe('installed');
    expect(JSON.parse(storage.getItem(ANDROID_APP_INSTALLED_KEY) ?? '')).toEqual({ installed: true, checked_at: start });
  });

  it('another app, or another platform, is not the brand app', async () => {
    const storage = memoryStorage();
    const getInstalledRelatedApps = async () => [
      { platform: 'play', id: 'tv.other.app' },
      { platform: 'webapp', id: 'tv.efir.app' },
    ];
    expect(await checkAppInstalled('tv.efir.app', { navigator: { getInstalledRelatedApps }, storage, now: start })).toBe('not_installed');
    expect(JSON.parse(storage.getItem(ANDROID_APP_INSTALLED_KEY) ?? '')).toEqual({ installed: false, checked_at: start });
  });

  it('answers from storage for one hour, then asks again', async () => {
    expect(ANDROID_INSTALL_CHECK_CACHE_MS).toBe(3_600_000);
    const storage = memoryStorage();
    let apps: { platform: string; id: string }[] = [];
    const getInstalledRelatedApps = vi.fn(async () => apps);
    const check = (now: number) => checkAppInstalled('tv.efir.app', { navigator: { getInstalledRelatedApps }, storage, now });
    expect(await check(start)).toBe('not_installed');
    apps = installed;
    expect(await check(start + ANDROID_INSTALL_CHECK_CACHE_MS - 1)).toBe('not_installed');
    expect(getInstalledRelatedApps).toHaveBeenCalledTimes(1);
    expect(await check(start + ANDROID_INSTALL_CHECK_CACHE_MS)).toBe('installed');
    expect(getInstalledRelatedApps).toHaveBeenCalledTimes(2);
  });

  it('a stored answer from the future or in another shape is asked again', async () => {
    const storage = memoryStorage();
    const getInstalledRelatedApps = vi.fn(async () => installed);
    const check = () => checkAppInstalled('tv.efir.app', { navigator: { getInstalledRelatedApps }, storage, now: start });
    storage.setItem(ANDROID_APP_INSTALLED_KEY, JSON.stringify({ installed: false, checked_at: start + 60_000 }));
    expect(await check()).toBe('installed');
    storage.setItem(ANDROID_APP_INSTALLED_KEY, 'yes');
    expect(await check()).toBe('installed');
    expect(getInstalledRelatedApps).toHaveBeenCalledTimes(2);
  });

  it('is unknown, and stores nothing, where the browser has no check or the check fails', async () => {
    const storage = memoryStorage();
    expect(await checkAppInstalled('tv.efir.app', { navigator: {}, storage, now: start })).toBe('unknown');
    const failing = { getInstalledRelatedApps: () => Promise.reject(new Error('not allowed')) };
    expect(await checkAppInstalled('tv.efir.app', { navigator: failing, storage, now: start })).toBe('unknown');
    expect(storage.getItem(ANDROID_APP_INSTALLED_KEY)).toBeNull();
  });
});
