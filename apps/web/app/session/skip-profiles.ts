/** spec 1 §9: skipProfiles is a cookie (240 minutes) and also a session flag; local storage counts too (spec 1 §2). */
export const SKIP_PROFILES_KEY = 'skipProfiles';

/** Whether the viewer asked not to be shown the profile picker (the profiles feature stores it). */
export function skipProfilesStored(): boolean {
  if (typeof window === 'undefined') return false;
  const inCookie = new RegExp(`(?:^|;\\s*)${SKIP_PROFILES_KEY}=`).test(document.cookie);
  const stored = (storage: Storage) => {
    try {
      return storage.getItem(SKIP_PROFILES_KEY) !== null;
    } catch {
      // Storage can be switched off by the browser; then only the cookie counts.
      return false;
    }
  };
  return inCookie || stored(window.localStorage) || stored(window.sessionStorage);
}
