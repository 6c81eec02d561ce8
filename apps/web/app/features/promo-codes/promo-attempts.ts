import { PROMO_ATTEMPTS_COOKIE_HOURS, PROMO_DAILY_ATTEMPTS } from '@efir/contract';

/** spec 2 §5: failed promo codes are counted in a cookie that lives 24 h (the API counts them too). */
export const PROMO_ATTEMPTS_COOKIE = 'promo_attempts';
const WINDOW_MS = PROMO_ATTEMPTS_COOKIE_HOURS * 3600 * 1000;

export interface PromoAttempts {
  count: number;
  /** When the first counted failure happened (ms); the cookie ends 24 h later. */
  since: number;
}

/** The counter in a `document.cookie` string; none, a broken one or an expired one counts as no failures. */
export function readPromoAttempts(cookies: string, now: number): PromoAttempts {
  const raw = new RegExp(`(?:^|;\\s*)${PROMO_ATTEMPTS_COOKIE}=(\\d+)\\.(\\d+)`).exec(cookies);
  const count = Number(raw?.[1] ?? 0);
  const since = Number(raw?.[2] ?? now);
  return raw && now - since < WINDOW_MS ? { count, since } : { count: 0, since: now };
}

export const promoAttemptsLeft = (attempts: PromoAttempts): boolean => attempts.count < PROMO_DAILY_ATTEMPTS;

/** One more failure, as the cookie to write: it keeps the first failure's 24 h window. */
export function failedPromoCookie(attempts: PromoAttempts, now: number): string {
  const maxAge = Math.max(1, Math.ceil((attempts.since + WINDOW_MS - now) / 1000));
  return `${PROMO_ATTEMPTS_COOKIE}=${attempts.count + 1}.${attempts.since}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** Whether this browser has a try left today (the cookie's count). */
export const promoAttemptLeftHere = (): boolean => promoAttemptsLeft(readPromoAttempts(document.cookie, Date.now()));

/** Counts one failed code in this browser's cookie. */
export function countFailedPromoHere(): void {
  const now = Date.now();
  document.cookie = failedPromoCookie(readPromoAttempts(document.cookie, now), now);
}
