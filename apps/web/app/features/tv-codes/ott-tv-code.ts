import type { NavigateFunction } from 'react-router';
import { openTvCode } from './open-tv-code';

/** spec 1 §2 Global query parameters: ott_tv or ott_tv_code. */
export const OTT_TV_PARAMS = ['ott_tv', 'ott_tv_code'] as const;

/**
 * The signed-in viewer arrived with ?ott_tv= (or ?ott_tv_code=): the TV-code modal opens prefilled with it, and the
 * address drops it so a reload does not open it again.
 */
export function openOttTvCode(code: string, navigate: NavigateFunction): void {
  void openTvCode({ code, mode: 'ott', ignoreNavigation: true }).then(() => {
    const url = new URL(window.location.href);
    for (const name of OTT_TV_PARAMS) url.searchParams.delete(name);
    void navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
  });
}
