import type { TopBanner } from '@efir/contract';

/** spec 1 §9: the top banner appears 500 ms after the main view opens. */
export const TOP_BANNER_TIMEOUT_MS = 500;

export interface TopBannerPlace {
  /** Only the main brand shows the top banner (spec 1 §1): the brand's topBanner flag. */
  brandShowsTopBanner: boolean;
  /** The main view's alias (`home` for /); null on any other page. */
  mainView: string | null;
  search: URLSearchParams;
  isAuth: boolean;
}

/** spec 1 §1, §3: the operator's top banner on one of its main views, for the right query and viewer. */
export function showsTopBanner(banner: TopBanner | null | undefined, place: TopBannerPlace): banner is TopBanner {
  if (!banner || !place.brandShowsTopBanner || place.mainView === null) return false;
  if (!banner.pages.includes(place.mainView)) return false;
  if (banner.param_name !== null && place.search.get(banner.param_name) !== (banner.param_val ?? '')) return false;
  return !(banner.onlyNotAuth && place.isAuth);
}

/** Shows the banner once its timeout has passed; the returned function cancels it (the viewer left the view). */
export function afterTopBannerTimeout(show: () => void): () => void {
  const timer = setTimeout(show, TOP_BANNER_TIMEOUT_MS);
  return () => clearTimeout(timer);
}
