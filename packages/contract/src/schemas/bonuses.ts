import { z } from 'zod';
import { BONUS_CODE_MAX_LENGTH, BONUS_CODE_MIN_LENGTH } from '../bonus-login.js';
import { RowId, RowIdParam } from './ids.js';

export const BonusLoginType = z.enum(['phone', 'email']);
export type BonusLoginType = z.infer<typeof BonusLoginType>;
/** spec 2 §3 Bonus program actions: register with the account's own login, or with another one. */
export const BonusAction = z.enum(['register', 'use_custom_login']);
export type BonusAction = z.infer<typeof BonusAction>;
/** not_registered; need_confirm: a code was sent and waits; registered: the program pays and earns. */
export const BonusStatus = z.enum(['not_registered', 'need_confirm', 'registered']);
export type BonusStatus = z.infer<typeof BonusStatus>;

/** spec 2 §3 Bonus program, as this account stands in it. */
export const BonusProgram = z.object({
  id: z.number().int(),
  name: z.string(),
  status: BonusStatus,
  actions: z.array(BonusAction),
  required_login_type: BonusLoginType,
  activation_terms: z.string(),
  /** The login codes go to: the confirmed one, else the account's own of the required type; null when there is none. */
  login: z.string().nullable(),
  balance: z.number().int(),
  /** Points per 100 roubles paid by card. */
  earn_percent: z.number().int(),
});
export type BonusProgram = z.infer<typeof BonusProgram>;

export const BonusPrograms = z.object({ programs: z.array(BonusProgram) });
export type BonusPrograms = z.infer<typeof BonusPrograms>;

export const BonusHistoryEntry = z.object({
  id: z.number().int(),
  date: z.string().datetime(),
  /** Signed: spent points are negative. */
  points: z.number().int(),
  reason: z.enum(['welcome', 'earned', 'spent', 'refunded']),
  order_id: z.string().nullable(),
  /** What the order bought, when there is one. */
  item: z.string().nullable(),
});
export type BonusHistoryEntry = z.infer<typeof BonusHistoryEntry>;

export const BonusHistory = z.object({ program: BonusProgram, history: z.array(BonusHistoryEntry) });
export type BonusHistory = z.infer<typeof BonusHistory>;

export const BonusProgramParams = z.strictObject({ id: RowIdParam });

/** spec 2 §7 bonuses.register: the program; the code goes to the account's own login of its required type. */
export const BonusRegisterBody = z.strictObject({ program_id: RowId });
/** spec 2 §7 bonuses.changeLogin: another login of the program's type gets the code. */
export const BonusChangeLoginBody = z.strictObject({
  program_id: RowId,
  login: z.string().trim().min(1).max(254),
  login_type: BonusLoginType,
});
/** spec 2 §7 bonuses.confirm; spec 2 §5: the code has at least 4 characters. */
export const BonusConfirmBody = z.strictObject({
  program_id: RowId,
  action: BonusAction,
  request_id: z.uuid(),
  confirmation_code: z.string().trim().min(BONUS_CODE_MIN_LENGTH).max(BONUS_CODE_MAX_LENGTH),
});

/** spec 2 §7 register and changeLogin answer: a code was sent; another may be asked for after resend_after seconds. */
export const BonusRequest = z.object({
  status: z.literal('need_confirm'),
  request_id: z.uuid(),
  resend_after: z.number().int().nonnegative(),
});
export type BonusRequest = z.infer<typeof BonusRequest>;

export const BonusConfirmed = z.object({ status: z.literal('registered'), program: BonusProgram });
export type BonusConfirmed = z.infer<typeof BonusConfirmed>;
