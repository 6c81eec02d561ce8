import { DEFAULT_LANGUAGE, type LanguageCode } from '@efir/contract';
import { useRouteLoaderData } from 'react-router';
import { MAIN_BRAND } from '../brand/brands';

/** What the root loader gives every page: the interface language and the brand of this request. */
export interface RootData {
  language: LanguageCode;
  brandId: string;
  /** The TV-style web view (features/tv-view/tv-view.ts): spatial navigation and larger type. */
  tvView: boolean;
  /** spec 1 §4 Android banner: the brand has an app and this host is its own, not a sub-host; the rest is the browser's. */
  offersAndroidApp: boolean;
  /** The browser says it is a phone's (phoneUserAgent): pages with a phone layout render only it until they know the width. */
  phoneUserAgent: boolean;
  /** The chunks of the page language's messages, which the head preloads: none in development. */
  languageModules: string[];
}

/**
 * The "Mobi" token phone browsers put in their user agent (Mozilla's advice for telling phones): a guess that a tablet
 * or a phone on its side can get wrong, so a page corrects it from the width once its scripts run.
 */
export function phoneUserAgent(userAgent: string | null): boolean {
  return /Mobi/.test(userAgent ?? '');
}

/** Language and brand of this request; the defaults serve the root error page, which renders without loader data. */
export function useRootData(): RootData {
  return (
    useRouteLoaderData<RootData>('root') ?? {
      language: DEFAULT_LANGUAGE,
      brandId: MAIN_BRAND.id,
      tvView: false,
      offersAndroidApp: false,
      phoneUserAgent: false,
      languageModules: [],
    }
  );
}
