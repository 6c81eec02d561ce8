import { z } from 'zod';
import { OTT_TV_CODE_MAX_LENGTH, TV_CODE_LENGTH } from '../tv-codes.js';
import { NotificationTarget } from './promo-codes.js';

/** The TV's new code: shown with the address to enter it at, until it expires. */
export const TvCodeCreated = z.object({
  code: z.string().length(TV_CODE_LENGTH),
  expires_in: z.number().int().positive(),
  /** The path of the TV-code page on this site. */
  address: z.string(),
  poll_interval_ms: z.number().int().positive(),
});
export type TvCodeCreated = z.infer<typeof TvCodeCreated>;

/** The TV's poll: `signed_in` once the viewer entered the code and this browser became a session of that account. */
export const TvCodeStatus = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), expires_in: z.number().int().nonnegative() }),
  z.object({ status: z.literal('expired') }),
  z.object({ status: z.literal('signed_in'), session_state: z.enum(['normal', 'restricted']) }),
]);
export type TvCodeStatus = z.infer<typeof TvCodeStatus>;

/** spec 2 §7 TV code authorise: exactly 6 characters (after trimming). */
export const TvCodeAuthoriseBody = z.strictObject({
  code: z.string().trim().length(TV_CODE_LENGTH),
});

/** spec 2 §7 OTT TV code send: non-empty, trimmed. */
export const OttTvCodeSendBody = z.strictObject({
  code: z.string().trim().min(1).max(OTT_TV_CODE_MAX_LENGTH),
});

export const TvNotification = z.object({
  event_code: z.literal('ott_tv_activated'),
  event_type: z.literal('display'),
  display: z.object({
    display_type: z.literal('panel'),
    message: z.string(),
    submessage: z.string().optional(),
    duration: z.number().int(),
    target: NotificationTarget.optional(),
  }),
});
export type TvNotification = z.infer<typeof TvNotification>;

/**
 * spec 2 §7 "success flag and notification". Every failure is an error answer with its code (spec 2 §8 "TV code
 * exception"), so a success flag that comes back is always true.
 */
export const TvCodeAuthorised = z.object({ success: z.literal(true), notification: TvNotification });
export type TvCodeAuthorised = z.infer<typeof TvCodeAuthorised>;

/** spec 2 §7 OTT TV code send answer: the notification. */
export const OttTvCodeSent = z.object({ notification: TvNotification });
export type OttTvCodeSent = z.infer<typeof OttTvCodeSent>;
