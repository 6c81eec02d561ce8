import { z } from 'zod';
import { RowId } from './ids.js';

/** spec 1 §9: the default PIN, 4 digits. */
export const DEFAULT_PIN = '0000';
export const PIN_LENGTH = 4;
/** spec 1 §5: a profile name is required and at most 20 characters. */
export const PROFILE_NAME_MAX_LENGTH = 20;

export const ProfileType = z.enum(['master', 'additional']);
export type ProfileType = z.infer<typeof ProfileType>;

/** spec 1 §3 Profile icon: the 90x90 image, and 180x180 for 2x screens. */
export const ProfileIcon = z.object({ id: z.number().int(), image: z.string(), image_2x: z.string() });
export type ProfileIcon = z.infer<typeof ProfileIcon>;

/** HH:mm in the account's time zone. */
const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

/** spec 1 §3 view_limits: an allowed window and a daily budget in seconds; null = no limit. */
export const ViewLimits = z.object({
  allowed_from: ClockTime.nullable(),
  allowed_to: ClockTime.nullable(),
  max_view_time: z.number().int().positive().max(86_400).nullable(),
});
export type ViewLimits = z.infer<typeof ViewLimits>;

/** spec 2 §9 age-family threshold: content up to this age is family-friendly. */
export const FAMILY_AGE_MAX = 14;

/** spec 1 §3 Profile. */
export const Profile = z.object({
  id: z.string(),
  name: z.string(),
  type: ProfileType,
  icon: ProfileIcon,
  default_age_limit_id: z.number().int(),
  max_age_limit_id: z.number().int(),
  is_erotic_allowed: z.boolean(),
  is_notifications_allowed: z.boolean(),
  purchase_limits: z.object({ is_pin_required: z.boolean() }),
  view_limits: ViewLimits,
  /**
   * A kids profile: an additional one whose maximum age is family-friendly (at most FAMILY_AGE_MAX). It has its own look,
   * and leaving it for another profile needs the main PIN.
   */
  is_kids: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileList = z.object({ items: z.array(Profile) });
export const ProfileIconList = z.object({ items: z.array(ProfileIcon) });

/** spec 1 §5: digits only, exactly 4. */
export const PinCode = z.string().regex(/^\d{4}$/, 'four digits');

/** A display notification (spec 1 §3 Notification event) the switch and PIN reset answer with. */
export const ProfileNotification = z.object({
  event_type: z.literal('display'),
  display: z.object({ display_type: z.literal('panel'), message: z.string(), duration: z.number().int() }),
});
export type ProfileNotification = z.infer<typeof ProfileNotification>;
export const NotificationAnswer = z.object({ notification: ProfileNotification });

export const ProfileIdParams = z.strictObject({ id: z.string().uuid() });
export const ProfileSwitchBody = z.strictObject({ id: z.string().uuid(), pin_code: PinCode.optional() });
export const PinValidateBody = z.strictObject({ pin_code: PinCode });
export const PinValidated = z.object({ valid: z.boolean() });
export const PinChangeBody = z.strictObject({ old_pin: PinCode, new_pin: PinCode });
/** spec 1 §4 PIN reset: proof by the account password or by a confirmation bought with an SMS code (action reset_password). */
export const PinDeleteBody = z.union([
  z.strictObject({ password: z.string().min(1).max(256) }),
  z.strictObject({ confirmation_code: z.string().min(1).max(128) }),
]);
export const ProfileName = z.string().trim().min(1).max(PROFILE_NAME_MAX_LENGTH);
export const ProfileCreateBody = z.strictObject({ name: ProfileName });
export const ProfileEditBody = z.strictObject({
  name: ProfileName.optional(),
  icon: z.strictObject({ id: z.number().int() }).optional(),
  default_age_limit_id: z.number().int().optional(),
  max_age_limit_id: z.number().int().optional(),
  is_erotic_allowed: z.boolean().optional(),
  is_notifications_allowed: z.boolean().optional(),
  purchase_limits: z.strictObject({ is_pin_required: z.boolean() }).optional(),
  view_limits: ViewLimits.strict().optional(),
});
export type ProfileEditBody = z.infer<typeof ProfileEditBody>;
export const ProfileIconsQuery = z.strictObject({ type: ProfileType });

/** More channels than any line-up holds: the most one profile may have hidden. */
export const PROFILE_HIDDEN_CHANNELS_MAX = 10_000;

/** A line of the checklist of /my/profiles/{id}/channels: a channel and whether the profile sees it. */
export const ProfileChannel = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  logo: z.string(),
  is_visible: z.boolean(),
});
export type ProfileChannel = z.infer<typeof ProfileChannel>;

/** Every channel of the line-up in number order, each marked visible or hidden for the profile. */
export const ProfileChannels = z.object({ profile_id: z.string().uuid(), items: z.array(ProfileChannel) });
export type ProfileChannels = z.infer<typeof ProfileChannels>;

/** The whole choice at once: the channels the profile does not see (none = every channel). */
export const ProfileChannelsBody = z.strictObject({
  hidden_channel_ids: z
    .array(RowId)
    .max(PROFILE_HIDDEN_CHANNELS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'each channel once' }),
});
export type ProfileChannelsBody = z.infer<typeof ProfileChannelsBody>;
