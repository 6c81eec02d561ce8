import type { LanguageCode } from '@efir/contract';
import type { Brand } from '../../brand/brands';
import { playStoreUrl } from './app-banner-rules';

/**
 * The brand's web app manifest. Its related_applications names the brand's Android app: Chrome's
 * getInstalledRelatedApps finds only apps the page's manifest lists (spec 1 §7 related-apps check). The site stays a
 * page in the browser (display: browser), so the manifest offers no install of its own.
 */
export function webManifest(brand: Brand, language: LanguageCode) {
  return {
    name: brand.name[language],
    short_name: brand.name[language],
    lang: language,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: brand.tokens.bg,
    theme_color: brand.tokens.bg,
    icons: [{ src: brand.logo, type: 'image/svg+xml', sizes: 'any' }],
    related_applications: brand.androidAppId ? [{ platform: 'play', id: brand.androidAppId, url: playStoreUrl(brand.androidAppId) }] : [],
    prefer_related_applications: false,
  };
}
