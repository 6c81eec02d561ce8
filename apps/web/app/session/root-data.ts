import { DEFAULT_LANGUAGE, type LanguageCode } from '@efir/contract';
import { useRouteLoaderData } from 'react-router';
import { MAIN_BRAND } from '../brand/brands';

/** What the root loader gives every page: the interface language and the brand of this request. */
export interface RootData {
  language: LanguageCode;
  brandId: string;
  /** The TV-style web view (features/tv-view/tv-view.ts): spatial navigation and larger type. */
  tvView: boolean;
}

/** Language and brand of this request; the defaults serve the root error page, which renders without loader data. */
export function useRootData(): RootData {
  return useRouteLoaderData<RootData>('root') ?? { language: DEFAULT_LANGUAGE, brandId: MAIN_BRAND.id, tvView: false };
}
