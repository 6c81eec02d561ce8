import { z } from 'zod';

/** The error body of every failed API answer (spec 1 §8). */
export const ApiErrorBody = z.object({
  error_code: z.number().int(),
  description: z.string(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/**
 * Server error codes. The spec fixes some (1000023, 1000053, 1000049, 1000114, 2000021, 2000034, 2000035);
 * the rest are ours. docs/error-codes.md lists every one with its HTTP status.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 1000001,
  NOT_FOUND: 1000004,
  METHOD_NOT_ALLOWED: 1000005,
  BODY_TOO_LARGE: 1000013,
  UNSUPPORTED_MEDIA_TYPE: 1000015,
  CSRF_REJECTED: 1000019,
  SESSION_INVALID: 1000023,
  RATE_LIMITED: 1000029,
  AUTH_REQUIRED: 1000040,
  FORBIDDEN: 1000049,
  ACCOUNT_BLOCKED: 1000050,
  SESSION_UPDATE_REQUIRED: 1000053,
  PIN_0000_FORBIDDEN: 1000114,
  PIN_WRONG: 1000115,
  PIN_LOCKED: 1000116,
  MASTER_PROFILE_ONLY: 1000117,
  PROFILE_LIMIT: 1000118,
  VIEW_PIN_REQUIRED: 1000119,
  // Sign-in and registration (issue 4); every limit also sends `retry_after` in seconds.
  LOGIN_INVALID: 1000201,
  WRONG_CREDENTIALS: 1000202,
  CODE_WRONG: 1000203,
  CODE_EXPIRED: 1000204,
  CODE_ATTEMPTS_EXHAUSTED: 1000205,
  CODE_RESEND_TOO_SOON: 1000206,
  CODE_DAILY_LIMIT: 1000207,
  CONFIRMATION_INVALID: 1000208,
  ACCOUNT_NOT_FOUND: 1000209,
  ACCOUNT_EXISTS: 1000210,
  REGISTRATION_PHONE_ONLY: 1000211,
  PASSWORD_TOO_SHORT: 1000212,
  PHONE_TAKEN: 1000213,
  LOGIN_MODE_MISMATCH: 1000214,
  MESSAGE_NOT_DELIVERED: 1000215,
  // Promo codes (spec 2 §4 Promo-code flow); 2000021, the info step, is the spec's.
  PROMO_CODE_UNKNOWN: 1000301,
  PROMO_CODE_EXPIRED: 1000302,
  PROMO_CODE_ALREADY_USED: 1000303,
  PROMO_CODE_EXHAUSTED: 1000304,
  PROMO_ATTEMPTS_EXCEEDED: 1000305,
  /** A batch's service_id names no service. */
  PROMO_SERVICE_UNKNOWN: 1000306,
  /** The code activates only for an account with a linked bank card: the web's info step, then card entry. */
  PROMO_CARD_REQUIRED: 2000021,
  // Purchases (spec 2 §4 Purchase flow); 2000034 and 2000035, the top-up offers, are the spec's.
  PURCHASE_OPTION_UNKNOWN: 1000401,
  PAYMENT_METHOD_UNAVAILABLE: 1000402,
  ALREADY_PURCHASED: 1000403,
  PURCHASE_PIN_REQUIRED: 1000404,
  // Cards (spec 2 §4 Card entry): the bank's refusal, a ticket not settled yet, an unknown card, no answer.
  PAYMENT_DECLINED: 1000405,
  PAYMENT_PENDING: 1000406,
  BANK_CARD_UNKNOWN: 1000409,
  PAYMENT_UNAVAILABLE: 1000410,
  SUBSCRIPTION_UNKNOWN: 1000411,
  // A partner's subscription reported for another service than its first report named.
  EXTERNAL_SUBSCRIPTION_CONFLICT: 1000412,
  // Money safety (docs/decisions/0014).
  IDEMPOTENCY_KEY_REUSED: 1000407,
  IDEMPOTENCY_IN_PROGRESS: 1000408,
  INSUFFICIENT_FUNDS: 2000034,
  GEO_BLOCKED: 1000451,
  INTERNAL: 1000500,
  DATABASE_UNAVAILABLE: 1000503,
  MEDIA_TOKEN_INVALID: 1000601,
  NOT_ENTITLED: 1000602,
  MEDIA_NOT_READY: 1000603,
  AGE_LIMIT: 1000604,
  VIEW_TIME_WINDOW: 1000605,
  VIEW_TIME_SPENT: 1000606,
  ARCHIVE_UNAVAILABLE: 1000607,
  CONTENT_NOT_PURCHASED: 1000608,
  CHANNEL_HIDDEN: 1000609,
  // The operator's guide import: the body lists every problem of the file with its line.
  GUIDE_FILE_INVALID: 1000701,
  // Notifications (issue 17).
  MESSAGE_UNKNOWN: 1000801,
  RECIPIENT_UNKNOWN: 1000802,
  POLL_ANSWERED: 1000803,
  OPERATOR_TOKEN_INVALID: 1000901,
  // TV codes (spec 2 §4 TV-code flow).
  TV_CODE_UNKNOWN: 1001001,
  TV_CODE_EXPIRED: 1001002,
  TV_CODE_USED: 1001003,
  TV_CODE_SIGNED_IN: 1001004,
  // Reminders (issue 16).
  REMINDER_PROGRAMME_STARTED: 1001101,
  REMINDER_LIMIT: 1001102,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
