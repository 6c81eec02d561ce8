/**
 * The TV-style web view (spec 1 §1): the same pages, driven by a remote's arrows, Enter and Back. Detected from the
 * user agent of a TV browser; the `tvView` cookie overrides it either way (1 on, 0 off), and `?tv_view=1|0` on any
 * address sets that cookie, for a TV whose browser does not say what it is and for tests.
 */
export const TV_VIEW_COOKIE = 'tvView';
export const TV_VIEW_QUERY = 'tv_view';
export const TV_VIEW_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * TV browsers name their platform: Samsung Tizen, LG webOS (Web0S), Android TV and Google TV, Fire TV (AFT…), Hisense
 * VIDAA, Sony BRAVIA, Philips and Panasonic (HbbTV), LG NetCast, and the generic SmartTV / SMART-TV tokens.
 */
const TV_USER_AGENT = /tizen|web0s|webos|android tv|googletv|google tv|\baft[a-z]|vidaa|bravia|hbbtv|netcast|smart-?tv|crkey/i;

export function isTvUserAgent(userAgent: string | null | undefined): boolean {
  return TV_USER_AGENT.test(userAgent ?? '');
}

const switchValue = (value: string | null | undefined): boolean | null => (value === '1' ? true : value === '0' ? false : null);

function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name) return value;
  }
  return undefined;
}

export interface TvViewRequest {
  userAgent: string | null;
  cookieHeader: string | null;
  query: URLSearchParams;
}

/** Whether this request gets the TV view, and the cookie to set when its address switched it. */
export function tvViewFor({ userAgent, cookieHeader, query }: TvViewRequest): { tvView: boolean; setCookie: string | null } {
  const asked = switchValue(query.get(TV_VIEW_QUERY));
  if (asked !== null) return { tvView: asked, setCookie: tvViewCookie(asked) };
  const stored = switchValue(cookieValue(cookieHeader ?? '', TV_VIEW_COOKIE));
  return { tvView: stored ?? isTvUserAgent(userAgent), setCookie: null };
}

export function tvViewCookie(on: boolean): string {
  return `${TV_VIEW_COOKIE}=${on ? 1 : 0}; Max-Age=${TV_VIEW_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
