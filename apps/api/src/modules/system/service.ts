import type {
  CookieBanner,
  CookieBannerSettings,
  ErrorReporting,
  FeatureToggles,
  LanguageCode,
  LoginType,
  Shell,
  ShellBannerSettings,
  SupportChatInfo,
  TopBanner,
  TopBannerSettings,
} from '@efir/contract';
import { translate } from '../../db/schema/i18n.js';
import type { Clock } from '../../lib/clock.js';
import { expiringCache } from '../../lib/expiring-cache.js';
import type { SystemRepo } from './repo.js';

export const TOP_BANNER_KEY = 'top_banner';
export const COOKIE_BANNER_KEY = 'cookie_banner';

/** System data changes only when the operator edits it; a short cache keeps every page render off the database. */
const SHELL_CACHE_MS = 30_000;

export function systemService(
  repo: SystemRepo,
  {
    version,
    clock,
    errorReporting,
    supportChatOf,
  }: {
    version: string;
    clock: Clock;
    errorReporting: ErrorReporting | null;
    /** The support chat of the page's brand (spec 1 §7), from the support-chat module. */
    supportChatOf: (brand: string, language: LanguageCode) => Promise<SupportChatInfo | null>;
  },
) {
  const cache = expiringCache<Awaited<ReturnType<typeof loadRaw>>>(clock, SHELL_CACHE_MS, 1);

  async function loadRaw() {
    const [languages, countries, menu, allowedLoginTypes, featureToggles, topBanner, cookieBanner] = await Promise.all([
      repo.languages(),
      repo.countries(),
      repo.menu(),
      repo.setting<LoginType[]>('allowed_login_types'),
      repo.setting<FeatureToggles>('feature_toggles'),
      repo.setting<TopBannerSettings | null>(TOP_BANNER_KEY),
      repo.setting<CookieBannerSettings | null>(COOKIE_BANNER_KEY),
    ]);
    return {
      languages,
      countries,
      menu,
      allowedLoginTypes: allowedLoginTypes ?? [],
      featureToggles: featureToggles ?? {},
      topBanner: topBanner ?? null,
      cookieBanner: cookieBanner ?? null,
    };
  }

  const raw = () => cache.get('system', loadRaw);
  return {
    version,
    async shell(language: LanguageCode, brand: string | undefined): Promise<Shell> {
      const [data, supportChat] = await Promise.all([raw(), brand === undefined ? null : supportChatOf(brand, language)]);
      return {
        version,
        languages: data.languages.map(({ code, name, image }) => ({ code: code as LanguageCode, name, image })),
        countries: data.countries.map(({ position: _, name, ...country }) => ({ ...country, name: translate(name, language) })),
        menu: data.menu.map(({ position: _, title, ...item }) => ({ ...item, title: translate(title, language) })),
        allowed_login_types: data.allowedLoginTypes,
        feature_toggles: data.featureToggles,
        top_banner: data.topBanner && topBannerIn(data.topBanner, language),
        cookie_banner: data.cookieBanner && cookieBannerIn(data.cookieBanner, language),
        support_chat: supportChat,
        error_reporting: errorReporting,
      };
    },
    /** The operator sets both banners at once; every page reads them from the next shell answer. */
    async setBanners(banners: ShellBannerSettings): Promise<ShellBannerSettings> {
      await repo.putSettings([
        { key: TOP_BANNER_KEY, value: banners.top_banner },
        { key: COOKIE_BANNER_KEY, value: banners.cookie_banner },
      ]);
      cache.clear();
      return banners;
    },
    /** The countries a phone number is read in at sign-in (code, call code, mask), in the operator's order. */
    async countries() {
      return (await raw()).countries;
    },
    async featureToggles(): Promise<FeatureToggles> {
      return (await raw()).featureToggles;
    },
    /** Drops the cache after the operator changes system data. */
    invalidate(): void {
      cache.clear();
    },
  };
}

function topBannerIn(banner: TopBannerSettings, language: LanguageCode): TopBanner {
  const target = banner.target && { url: banner.target.url, text: translate(banner.target.text, language) };
  return { ...banner, text: translate(banner.text, language), target };
}

function cookieBannerIn(banner: CookieBannerSettings, language: LanguageCode): CookieBanner {
  const link = banner.link && { url: banner.link.url, text: translate(banner.link.text, language) };
  return { text: translate(banner.text, language), link };
}

export type SystemService = ReturnType<typeof systemService>;
