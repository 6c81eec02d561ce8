const ANDROID = /\bandroid\b/i;

/** Its own module: every page asks it, while the app banner's rules load only on Android (routes/shell.tsx). */
export function isAndroid(userAgent: string): boolean {
  return ANDROID.test(userAgent);
}
