import { SKIP_PROFILES_KEY } from '../../session/skip-profiles';
import { browserClock, type WatchClock } from './view-time-watchers';

/** spec 1 §9: the profile modal opens this long after start; skipProfiles is a cookie for 240 minutes. */
export const PROFILE_MODAL_DELAY_MS = 500;
export const SKIP_PROFILES_COOKIE_MINUTES = 240;

/** The cookie that says 'do not ask anymore' for the next 240 minutes. */
export function skipProfilesCookie(): string {
  return `${SKIP_PROFILES_KEY}=1; Max-Age=${SKIP_PROFILES_COOKIE_MINUTES * 60}; Path=/; SameSite=Lax`;
}

/** spec 1 §4 'do not ask anymore': the cookie, and the session flag. */
export function storeSkipProfiles(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
  document.cookie = skipProfilesCookie();
  try {
    window.sessionStorage.setItem(SKIP_PROFILES_KEY, '1');
  } catch {
    // Storage switched off: the cookie alone carries it.
  }
}

export interface ProfileModalConditions {
  isAuth: boolean;
  /** The page shows the layout (spec 1 §2: pages without one never get the modal). */
  hasLayout: boolean;
  skipProfiles: boolean;
  /** This sign-in already picked or kept a profile (the server's `profile_chosen`): the picker is asked once per sign-in. */
  profileChosen: boolean;
}

export const shouldOfferProfiles = (c: ProfileModalConditions): boolean => c.isAuth && c.hasLayout && !c.skipProfiles && !c.profileChosen;

/**
 * spec 1 §2: opens the profile modal 500 ms after start when the conditions hold, so once per sign-in: opening it
 * records the choice on the server (profiles.keep), and later loads of this session find it made. Returns the cancel
 * function.
 */
export function scheduleProfileModal(conditions: ProfileModalConditions, open: () => void, clock: WatchClock = browserClock): () => void {
  if (!shouldOfferProfiles(conditions)) return () => undefined;
  const handle = clock.setTimeout(open, PROFILE_MODAL_DELAY_MS);
  return () => clock.clearTimeout(handle);
}
