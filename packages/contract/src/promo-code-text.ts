/**
 * spec 2 §5: a promo code is trimmed before sending and shown upper case; the API stores and compares it the same
 * way. Here, without zod, so the browser bundle can use it too.
 */
export const normalisePromoCode = (raw: string): string => raw.trim().toUpperCase();
