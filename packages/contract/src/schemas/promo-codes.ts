import { z } from 'zod';

/** spec 2 §5: promo attempts 5 per day (the client counts them in a cookie for 24 h; the API counts too). */
export const PROMO_DAILY_ATTEMPTS = 5;
export const PROMO_ATTEMPTS_COOKIE_HOURS = 24;
/** spec 1 §2 / spec 2 §9: the access panel appears 1 s after the result and stays 5 s. */
export const ACCESS_PANEL_DELAY_MS = 1000;
export const ACCESS_PANEL_DURATION_MS = 5000;
export const PROMO_CODE_MAX_LENGTH = 64;

/** spec 2 §5: trimmed before sending, shown upper case; the API stores and compares it the same way. */
export const normalisePromoCode = (raw: string): string => raw.trim().toUpperCase();

export const PromoCodeSendBody = z.strictObject({
  code: z.string().trim().min(1).max(PROMO_CODE_MAX_LENGTH),
});

/** spec 1 §3 Notification event target: where the viewer may go next. */
export const NotificationTarget = z.object({ type: z.enum(['blank', 'screen']), title: z.string(), url: z.string() });

/** spec 2 §7 promo code send answer: notification (event_type, display message, submessage, target). */
export const PromoNotification = z.object({
  event_code: z.literal('promocode_activated'),
  event_type: z.literal('display'),
  display: z.object({
    display_type: z.literal('panel'),
    message: z.string(),
    submessage: z.string().optional(),
    duration: z.number().int(),
    target: NotificationTarget.optional(),
  }),
});
export type PromoNotification = z.infer<typeof PromoNotification>;
export const PromoCodeSent = z.object({ notification: PromoNotification });
export type PromoCodeSent = z.infer<typeof PromoCodeSent>;
