import type { Brand } from '../../brand/brands';
import { ANDROID_APP_INSTALLED_KEY, ANDROID_INSTALL_CHECK_CACHE_MS, APP_BANNER_CLOSED_KEY, isAndroid } from './android';
import type { PageLayout } from './layout-for';

/** What the related-apps check found: `unknown` where the browser has no getInstalledRelatedApps. */
export type InstallStatus = 'installed' | 'not_installed' | 'unknown';

interface StoredInstallCheck {
  installed: boolean;
  checked_at: number;
}

interface RelatedApp {
  platform: string;
  id?: string;
}

/** The slice of `navigator` the check needs; Chrome on Android has getInstalledRelatedApps, most browsers do not. */
export interface RelatedAppsNavigator {
  getInstalledRelatedApps?: () => Promise<RelatedApp[]>;
}

/**
 * A sub-host is a sub-domain of one of the brand's own hosts that the brand does not list itself (an embed or a
 * partner's sub-domain such as kids.efir.tv, or partner.localhost when EFIR_BRAND forces the main brand there):
 * pages served there belong to someone else's site, so they do not advertise the brand's app.
 */
export function isSubHost(hostname: string, brand: Pick<Brand, 'hosts'>): boolean {
  const host = hostname.toLowerCase();
  if (brand.hosts.includes(host)) return false;
  return brand.hosts.some((own) => host.endsWith(`.${own}`));
}

export interface AppBannerContext {
  layout: Pick<PageLayout, 'appBanner'>;
  brand: Pick<Brand, 'hosts' | 'androidAppId'>;
  userAgent: string;
  hostname: string;
  closed: boolean;
  install: InstallStatus;
}

/**
 * spec 1 §4 Android banner: only on Android with a known app id, where the route allows it, off sub-hosts and until
 * the viewer closes it. Everywhere else the related-apps check is not worth running.
 */
export function mayOfferApp({ layout, brand, userAgent, hostname, closed }: Omit<AppBannerContext, 'install'>): boolean {
  return layout.appBanner && brand.androidAppId !== null && isAndroid(userAgent) && !isSubHost(hostname, brand) && !closed;
}

/** …and never once the app is detected as installed. */
export function showsAppBanner(context: AppBannerContext): boolean {
  return mayOfferApp(context) && context.install !== 'installed';
}

export function playStoreUrl(appId: string): string {
  return `https://play.google.com/store/apps/details?id=${encodeURIComponent(appId)}`;
}

/**
 * Where the banner's link goes. Known not installed: the store, to install. Unknown: an intent that opens the app
 * at this page when it is there, and the store when it is not.
 */
export function appBannerTarget(appId: string, install: InstallStatus, page: URL): { action: 'install' | 'open'; href: string } {
  if (install === 'not_installed') return { action: 'install', href: playStoreUrl(appId) };
  const fallback = encodeURIComponent(playStoreUrl(appId));
  const scheme = page.protocol.replace(':', '');
  return {
    action: 'open',
    href: `intent://${page.host}${page.pathname}${page.search}#Intent;scheme=${scheme};package=${appId};S.browser_fallback_url=${fallback};end`,
  };
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    // Storage switched off by the browser: nothing was stored.
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage switched off or full: the banner still closes for this page's life.
  }
}

export function bannerClosed(storage: Storage): boolean {
  return read(storage, APP_BANNER_CLOSED_KEY) !== null;
}

export function closeBanner(storage: Storage): void {
  write(storage, APP_BANNER_CLOSED_KEY, '1');
}

function storedInstallCheck(storage: Storage, now: number): StoredInstallCheck | null {
  const raw = read(storage, ANDROID_APP_INSTALLED_KEY);
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredInstallCheck>;
    if (typeof stored.installed !== 'boolean' || typeof stored.checked_at !== 'number') return null;
    const age = now - stored.checked_at;
    return age >= 0 && age < ANDROID_INSTALL_CHECK_CACHE_MS ? (stored as StoredInstallCheck) : null;
  } catch {
    return null;
  }
}

/**
 * spec 1 §7: the browser's related-apps check for the brand's app, answered from storage for an hour after it ran.
 * The web app manifest names the app in related_applications, so the browser can match it.
 */
export async function checkAppInstalled(
  appId: string,
  { navigator, storage, now }: { navigator: RelatedAppsNavigator; storage: Storage; now: number },
): Promise<InstallStatus> {
  const cached = storedInstallCheck(storage, now);
  if (cached) return cached.installed ? 'installed' : 'not_installed';
  if (!navigator.getInstalledRelatedApps) return 'unknown';
  let apps: RelatedApp[];
  try {
    apps = await navigator.getInstalledRelatedApps();
  } catch {
    return 'unknown';
  }
  const installed = apps.some((app) => app.platform === 'play' && app.id === appId);
  write(storage, ANDROID_APP_INSTALLED_KEY, JSON.stringify({ installed, checked_at: now } satisfies StoredInstallCheck));
  return installed ? 'installed' : 'not_installed';
}
