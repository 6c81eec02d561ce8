import { z } from 'zod';

/** How many digits a voice-assistant linking code has, and how long it lives. */
export const VOICE_CODE_LENGTH = 6;
export const VOICE_CODE_TTL_S = 600;

export const VoiceCode = z.string().regex(new RegExp(`^\\d{${VOICE_CODE_LENGTH}}$`));

/**
 * /alice/auth: the account's link to a voice assistant. `linked_at` (unix seconds) says it is linked; otherwise a
 * pending code the viewer says to the assistant, until `expires_at`, or none.
 */
export const VoiceLinkState = z.object({
  linked_at: z.number().int().nullable(),
  code: z.object({ value: VoiceCode, expires_at: z.number().int() }).nullable(),
});
export type VoiceLinkState = z.infer<typeof VoiceLinkState>;

/** What the assistant's side sends once the viewer said the code: the code and its own user id. */
export const VoiceLinkRedeem = z.strictObject({
  code: VoiceCode,
  assistant_user_id: z.string().trim().min(1).max(200),
});
export const VoiceLinkRedeemed = z.object({ account_id: z.uuid() });
