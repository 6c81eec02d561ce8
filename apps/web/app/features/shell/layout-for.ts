/** What a page shows around its content (spec 1 §2 Route table). */
export interface PageLayout {
  header: boolean;
  footer: boolean;
  notifications: boolean;
  cookieBanner: boolean;
  appBanner: boolean;
}

/** Pages that stand alone: no layout, no cookie banner, no notifications. */
const BARE_PATHS = new Set(['/variants', '/embed/buy', '/pay', '/embed/promocode']);
/** The TV-style web view's sign-in (spec 1 §1): the whole screen is the code, like the bare pages. */
const TV_VIEW_PATHS = new Set(['/tv_auth']);
const PLAYER_SUBPAGE = /\/(player|trailer|stories)$/;
const TV_PAGE = /^\/tv(\/[^/]+)?$/;
const OMNICHAT_TRAILER = /^\/omnichat\/[^/]+\/trailer$/;
const SERVICE_PAGE = /^\/services(\/|$)/;

const full: PageLayout = { header: true, footer: true, notifications: true, cookieBanner: true, appBanner: false };
/** Pages without a layout never show the cookie banner (spec 1 §2): a player or an embed is all screen. */
const noLayout: PageLayout = { ...full, header: false, footer: false, cookieBanner: false };

/**
 * The one place that decides a page's layout from its address.
 * `route.appBanner` comes from the matched route: the main view and media detail pages show the app banner.
 */
export function layoutFor(pathname: string, searchParams: URLSearchParams, route: { appBanner?: boolean } = {}): PageLayout {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (BARE_PATHS.has(path) || TV_VIEW_PATHS.has(path))
    return { header: false, footer: false, notifications: false, cookieBanner: false, appBanner: false };
  if (path.includes('/embed/') || OMNICHAT_TRAILER.test(path)) {
    return { ...noLayout, notifications: false };
  }
  if (PLAYER_SUBPAGE.test(path) || dropsLayoutForQuery(path, searchParams)) return noLayout;
  return { ...full, appBanner: route.appBanner === true };
}

function dropsLayoutForQuery(path: string, query: URLSearchParams): boolean {
  if (TV_PAGE.test(path)) return query.has('player') || (query.has('program') && query.has('start_time'));
  if (SERVICE_PAGE.test(path)) return query.has('check_auth') || query.has('access');
  return false;
}
