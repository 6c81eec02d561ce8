import { z } from 'zod';
import { LoginType } from './system.js';

/** spec 1 §3 Check-login response: what the login step learned about the value typed. */
export const LoginMode = z.enum(['authorize', 'register', 'migrate_phone', 'reset_password']);
export type LoginMode = z.infer<typeof LoginMode>;

/** spec 1 §7: what a one-time code is for. */
export const CodeAction = z.enum(['auth', 'register', 'reset_password', 'migrate_phone']);
export type CodeAction = z.infer<typeof CodeAction>;

/** spec 1 §9: an e-mail code has 6 digits; the SMS code uses the code-entry field's default of 4. */
export const EMAIL_CODE_LENGTH = 6;
export const SMS_CODE_LENGTH = 4;

const login = z.string().trim().min(1).max(320);
/** A phone as digits with the country call code, e.g. 79161234567 (formatting is the client's). */
const phone = z.string().trim().min(1).max(32);
const email = z.string().trim().min(3).max(320);
const code = z.string().trim().min(1).max(16);
const secret = z.string().min(1).max(256);

export const CheckLoginBody = z.strictObject({
  login,
  /** The e-mail of the account being migrated, when the login is the phone it should get (spec 1 §4 migratedLogin). */
  migrate_phone: email.optional(),
});
export const CheckLoginResult = z.object({
  login_mode: LoginMode,
  login_type: LoginType,
  /** 'email' for an account moving from e-mail to phone sign-in, else null. */
  migrated_from: z.enum(['email']).nullable(),
});
export type CheckLoginResult = z.infer<typeof CheckLoginResult>;

export const SmsCodeSendBody = z.strictObject({ phone, action: CodeAction });
export const EmailCodeSendBody = z.strictObject({ email, action: z.literal('reset_password') });
/** A code went out; the next may go after `resend_after_seconds` (the user state's resend timer). */
export const CodeSent = z.object({ resend_after_seconds: z.number().int(), code_length: z.number().int() });
export type CodeSent = z.infer<typeof CodeSent>;

export const SmsCodeValidateBody = z.strictObject({ phone, code, action: CodeAction });
export const EmailCodeValidateBody = z.strictObject({ email, code, action: z.literal('reset_password') });
/** A right code buys a single-use confirmation for the call that needs it (password reset, migrate phone). */
export const CodeValidated = z.object({ confirmation_code: z.string() });

export const PasswordValidateBody = z.strictObject({ password: secret });
export const PasswordValidated = z.object({ valid: z.boolean() });

export const PasswordResetBody = z.strictObject({
  confirmation_code: z.string().min(1).max(128),
  email: email.optional(),
  phone: phone.optional(),
  new_password: secret,
});

export const SessionCreateBody = z.strictObject({
  login,
  login_mode: LoginMode,
  login_type: LoginType,
  /** The password, or the SMS code for a phone. */
  password: secret.optional(),
  /** A confirmation from a code validated beforehand, instead of the code itself. */
  confirmation_code: z.string().min(1).max(128).optional(),
});

export const MigratePhoneBody = z.strictObject({ confirmation_code: z.string().min(1).max(128), phone, email });

export const Done = z.object({ success: z.literal(true) });
