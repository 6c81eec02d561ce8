import { z } from 'zod';
import { LanguageCode } from './system.js';

/** spec 1 §3 Session result: restricted means the device limit is hit. */
export const SessionState = z.enum(['normal', 'restricted']);
export type SessionState = z.infer<typeof SessionState>;

export const SessionResult = z.object({ session_state: SessionState });

/** The part of the user state (spec 1 §3 User) the shell needs before accounts exist. */
export const CurrentSession = z.object({
  is_auth: z.boolean(),
  session_state: SessionState,
  language: LanguageCode,
});
export type CurrentSession = z.infer<typeof CurrentSession>;
