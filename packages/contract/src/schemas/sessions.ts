import { z } from 'zod';
import { LanguageCode } from './system.js';

/** spec 1 §3 Session result: restricted means the device limit is hit. */
export const SessionState = z.enum(['normal', 'restricted']);
export type SessionState = z.infer<typeof SessionState>;

export const SessionResult = z.object({ session_state: SessionState });

/** The balancer cookie of spec 1 §8: the reload after a new demo session goes to the instance that made it. */
export const BALANCER_COOKIE = 'efir_balancer';
export const BALANCER_COOKIE_MAX_AGE_SECONDS = 5;

/** A new demo session (its cookie comes with the answer) and the instance that made it, for the balancer cookie. */
export const DemoSessionResult = SessionResult.extend({ balancer_id: z.string() });

/** The part of the user state (spec 1 §3 User) the shell needs before accounts exist. */
export const CurrentSession = z.object({
  is_auth: z.boolean(),
  session_state: SessionState,
  language: LanguageCode,
});
export type CurrentSession = z.infer<typeof CurrentSession>;
