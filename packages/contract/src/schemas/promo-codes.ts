import { z } from 'zod';
import { MediaBlockItem } from './catalog.js';
import { RowId, RowIdParam } from './ids.js';
import { PinCode } from './profiles.js';

/** spec 2 §5: promo attempts 5 per day (the client counts them in a cookie for 24 h; the API counts too). */
export const PROMO_DAILY_ATTEMPTS = 5;
export const PROMO_ATTEMPTS_COOKIE_HOURS = 24;
/** spec 1 §2 / spec 2 §9: the access panel appears 1 s after the result and stays 5 s. */
export const ACCESS_PANEL_DELAY_MS = 1000;
export const ACCESS_PANEL_DURATION_MS = 5000;
export const PROMO_CODE_MAX_LENGTH = 64;

/** At most this many posters of what a code opens come with its answer (spec 2 §2 promo-code page: the poster strip). */
export const PROMO_ITEMS_MAX = 12;

export const PromoCodeSendBody = z.strictObject({
  code: z.string().trim().min(1).max(PROMO_CODE_MAX_LENGTH),
  /** spec 2 §4: the profile's PIN, asked before sending when its purchase_limits.is_pin_required is set. */
  pin_code: PinCode.optional(),
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
/** The answer, plus `items`: what the code opened, for the poster strip (empty for a code that opens no service). */
export const PromoCodeSent = z.object({ notification: PromoNotification, items: z.array(MediaBlockItem) });
export type PromoCodeSent = z.infer<typeof PromoCodeSent>;

/** The operator's batches (issue 18): N unique codes of one campaign in one call, exported as CSV. */
export const PROMO_BATCH_MAX_CODES = 10_000;
export const PROMO_BATCH_PREFIX_MAX = 12;
/** Random part of a batch code: 10 characters of 32 (no 0, O, 1 or I to misread), 50 bits. */
export const PROMO_BATCH_RANDOM_LENGTH = 10;
export const PROMO_BATCH_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const OperatorText = z.string().trim().min(1).max(200);
/** The viewer's panel text in each language; rus is required (the fallback). */
const PromoText = z.strictObject({ rus: OperatorText, eng: OperatorText.optional(), hye: OperatorText.optional() });

export const PromoBatchBody = z
  .strictObject({
    campaign: z.string().trim().min(1).max(100),
    count: z.number().int().min(1).max(PROMO_BATCH_MAX_CODES),
    /** Upper-case letters and digits written before each code's random part, e.g. NEWYEAR → NEWYEAR-7KQ2M9XH4T. */
    prefix: z
      .string()
      .regex(new RegExp(`^[A-Z0-9]{1,${PROMO_BATCH_PREFIX_MAX}}$`), 'upper-case letters and digits')
      .optional(),
    /** What each code grants: a service for some days, and/or where the viewer goes next. */
    service_id: RowId.optional(),
    grant_days: z.number().int().min(1).max(3650).optional(),
    target_url: z
      .string()
      .max(500)
      .regex(/^(\/(?!\/)|https:\/\/)/, 'a path on this site or an https address')
      .optional(),
    message: PromoText,
    submessage: PromoText.optional(),
    valid_from: z.iso.datetime({ offset: true }).optional(),
    valid_until: z.iso.datetime({ offset: true }).optional(),
    /** Activations of each code over all accounts (default 1: a code per person). */
    max_activations: z.number().int().min(1).max(1_000_000).default(1),
    /** 2000021: the code activates only for an account with a linked bank card. */
    requires_card: z.boolean().default(false),
  })
  .refine((body) => (body.service_id === undefined) === (body.grant_days === undefined), {
    message: 'service_id and grant_days go together',
    path: ['grant_days'],
  })
  .refine((body) => body.service_id !== undefined || body.target_url !== undefined, {
    message: 'a code grants a service or leads somewhere',
    path: ['service_id'],
  })
  .refine((body) => !body.valid_from || !body.valid_until || Date.parse(body.valid_until) > Date.parse(body.valid_from), {
    message: 'valid_until must be after valid_from',
    path: ['valid_until'],
  });
export type PromoBatchBody = z.input<typeof PromoBatchBody>;

export const PromoBatch = z.object({
  id: z.number().int(),
  campaign: z.string(),
  count: z.number().int(),
  created_at: z.string(),
  /** Where the codes are exported. */
  csv_url: z.string(),
});
export type PromoBatch = z.infer<typeof PromoBatch>;
export const PromoBatchParams = z.strictObject({ batch_id: RowIdParam });
