/**
 * Safari plays HLS natively and has no ClearKey/Widevine DASH path worth taking, so it gets the HLS URL
 * (spec 2 §7). Chrome and every Chromium browser also say "Safari" in their user agent; they are not it.
 */
export function isSafari(userAgent: string): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|android|edg\//i.test(userAgent);
}
