import { z } from 'zod';
import { PlayerAnalyticsEventName } from './player-analytics.js';
import { Profile } from './profiles.js';
import { SessionState } from './sessions.js';
import { LanguageCode, LoginType } from './system.js';

/** spec 1 §4 Account blocked: each action is a logout or a link to a screen, with a title. */
export const BlockAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('logout'), title: z.string() }),
  z.object({ type: z.literal('link'), title: z.string(), screen_name: z.enum(['account_refill', 'my_collection']) }),
]);
export type BlockAction = z.infer<typeof BlockAction>;

export const BlockScreen = z.object({ title: z.string(), text: z.string(), available_actions: z.array(BlockAction) });
export type BlockScreen = z.infer<typeof BlockScreen>;

/** An operator's block screen: the viewer's texts, bounded like the operator's messages. */
const OperatorBlockScreen = z.strictObject({
  title: z.string().max(200),
  text: z.string().min(1).max(2000),
  available_actions: z
    .array(
      z.discriminatedUnion('type', [
        z.strictObject({ type: z.literal('logout'), title: z.string().min(1).max(100) }),
        z.strictObject({
          type: z.literal('link'),
          title: z.string().min(1).max(100),
          screen_name: z.enum(['account_refill', 'my_collection']),
        }),
      ]),
    )
    .min(1)
    .max(3),
});

export const AccountStatusParams = z.strictObject({ account_id: z.uuid() });

/** Why the operator blocks or unblocks: kept for support, never shown to the viewer. */
const StatusReason = z.string().trim().min(1).max(500);

/** The operator blocks an account with the screen its viewers see (spec 1 §4 Account blocked), or unblocks it. */
export const AccountStatusBody = z.discriminatedUnion('is_blocked', [
  z.strictObject({ is_blocked: z.literal(true), reason: StatusReason, block_screen: OperatorBlockScreen }),
  z.strictObject({ is_blocked: z.literal(false), reason: StatusReason }),
]);
export type AccountStatusBody = z.infer<typeof AccountStatusBody>;

/** Support finds an account by the login its viewer gives: the phone's digits with the country code, or the e-mail. */
export const OperatorAccountQuery = z.union([
  z.strictObject({ phone: z.string().regex(/^\d{10,15}$/, 'digits with the country code') }),
  z.strictObject({ email: z.email().max(254) }),
]);

/** An account as the operator's tools see it: who, and whether it is blocked, when and why. */
export const OperatorAccount = z.object({
  account_id: z.uuid(),
  san: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_blocked: z.boolean(),
  status_reason: z.string().nullable(),
  status_changed_at: z.string().nullable(),
});
export type OperatorAccount = z.infer<typeof OperatorAccount>;

/** `changed` is false when the account already was in that state: nothing was written, no event sent. */
export const AccountStatus = OperatorAccount.extend({ changed: z.boolean() });
export type AccountStatus = z.infer<typeof AccountStatus>;

/** spec 1 §3 Account settings. */
export const AccountSettings = z.object({
  btb_type: z.string(),
  auth_mode: LoginType,
  is_account_blocked: z.boolean(),
  block_screen: BlockScreen.nullable(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

/** spec 1 §3 System info, per session: where the viewer is and where the account belongs. */
export const SystemInfo = z.object({
  san: z.string(),
  is_test: z.boolean(),
  broadcast_type: z.string(),
  home_mrf: z.string(),
  current_mrf: z.string(),
  location: z.string(),
  sub_location: z.string(),
  cur_location: z.string(),
  cur_sub_location: z.string(),
  client_ip: z.string(),
});
export type SystemInfo = z.infer<typeof SystemInfo>;

/** spec 1 §3 User: the viewer's state as the server knows it. */
export const User = z.object({
  is_auth: z.boolean(),
  session_state: SessionState,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  language: LanguageCode,
  current_time_zone: z.string(),
  unread_messages: z.number().int(),
  /** Seconds until another SMS or e-mail code may be sent (spec 1 §9 resend timers). */
  sms_resend_seconds: z.number().int(),
  email_resend_seconds: z.number().int(),
  account_settings: AccountSettings.nullable(),
  system_info: SystemInfo,
  /** The session's active profile; null for a visitor. */
  profile: Profile.nullable(),
  /**
   * Whether this session has settled on its profile (picked one, or was offered the picker and kept the active one):
   * the picker opens by itself only while it has not (spec 1 §2), so once per sign-in, not on every page load.
   */
  profile_chosen: z.boolean(),
  /** Seconds the active profile watched today (account time zone), its daily budget (null = none), and whether any is left. */
  cur_view_time: z.number().int(),
  max_view_time: z.number().int().nullable(),
  is_view_time_left: z.boolean(),
});
export type User = z.infer<typeof User>;

/** spec 1 §3 Device; the type defaults to NCWEB. */
export const Device = z.object({
  uid: z.string(),
  id: z.number().int(),
  terminal_name: z.string(),
  title: z.string(),
  device_type: z.string(),
  device_type_icon: z.string(),
  /** The device this request comes from. */
  is_current: z.boolean(),
});
export type Device = z.infer<typeof Device>;

export const DeviceList = z.object({ devices: z.array(Device), limit: z.object({ device_limit: z.number().int() }) });
export type DeviceList = z.infer<typeof DeviceList>;

/** spec 1 §7 Analytics events, and the player's of spec 2 §7. */
export const AnalyticsEventName = z.enum([
  'page_view',
  'start_app',
  'quit_app',
  'message_shown',
  'message_clicked',
  'phone_input',
  'check_login_error',
  'product_error',
  /** spec 2 §9: a media block 90 % in view for 500 ms. */
  'media_block_focus',
  ...PlayerAnalyticsEventName.options,
]);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventName>;

export const AnalyticsEvent = z.strictObject({
  name: AnalyticsEventName,
  /** When it happened on the client, ISO 8601. */
  time: z.iso.datetime({ offset: true }),
  params: z.record(z.string().max(64), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])).optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;
export const ANALYTICS_BATCH_MAX = 50;
