const ANDROID = /\bandroid\b/i;

/** Its own module: every page asks it, while the app banner's rules load only on Android (routes/shell.tsx). */
export function isAndroid(userAgent: string): boolean {
  return ANDROID.test(userAgent);
}

/** spec 1 §9: the Android app's installed check is cached for 1 hour. */
export const ANDROID_INSTALL_CHECK_CACHE_MS = 60 * 60 * 1000;
/** spec 1 §4: closing the banner stores a closed flag; the installed status is stored with the time it was checked. */
export const APP_BANNER_CLOSED_KEY = 'appBannerClosed';
export const ANDROID_APP_INSTALLED_KEY = 'androidAppInstalled';

/**
 * Runs in the banner's slot as the page is parsed, before its first paint: on Android, unless the banner was closed or
 * the app was found installed within the hour, the slot keeps the banner's height from the start, so the banner
 * appearing after the related-apps check moves nothing. The banner's rules settle it later (`data-expected` goes).
 */
export const APP_BANNER_EXPECTED_SCRIPT = `(function(slot){try{var s=localStorage,c=JSON.parse(s.getItem(${JSON.stringify(ANDROID_APP_INSTALLED_KEY)})||'null'),age=c?Date.now()-c.checked_at:-1;if(${ANDROID}.test(navigator.userAgent)&&s.getItem(${JSON.stringify(APP_BANNER_CLOSED_KEY)})===null&&!(c&&c.installed===true&&age>=0&&age<${ANDROID_INSTALL_CHECK_CACHE_MS}))slot.setAttribute('data-expected','')}catch(e){}})(document.currentScript.parentElement)`;
