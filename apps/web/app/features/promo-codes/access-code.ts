import { ACCESS_PANEL_DELAY_MS, ACCESS_PANEL_DURATION_MS, type PromoCodeSent } from '@efir/contract';

/** spec 1 §2: `?access=<code>` and /joint_viewing/{id} both send their value as a promo code after login. */
export type AccessSource = 'access' | 'joint_viewing';

/** A result panel: the server's message (and submessage), or its error description (null: error.default). */
export type AccessPanel =
  | { tone: 'success'; message: string; submessage?: string; durationMs: number }
  | { tone: 'error'; description: string | null; messageKey?: typeof ATTEMPTS_EXCEEDED_KEY; durationMs: number };

/** spec 2 §5: the field error once the day's failed attempts are used up. */
export const ATTEMPTS_EXCEEDED_KEY = 'input.promocode.validate.daily_attempt_limit_exceeded';

/** The answer of promocodes.send as the flow sees it; `messageKey` is the app's own message when nothing was sent. */
export type AccessResult =
  | { ok: true; answer: PromoCodeSent }
  | { ok: false; description: string | null; messageKey?: typeof ATTEMPTS_EXCEEDED_KEY };

export interface AccessDeps {
  send(code: string): Promise<AccessResult>;
  /** The day's failed-attempt counter (spec 2 §5: 5 a day, kept in a cookie): whether one is left, and counting one. */
  attemptLeft(): boolean;
  countFailure(): void;
  wait(ms: number): Promise<void>;
  showPanel(panel: AccessPanel): void;
  /** Goes to an address of the site (or, for an absolute URL, leaves it). */
  goTo(url: string): void;
  /** Takes `access` out of the address, so a reload does not send the code again. */
  dropAccessParam(): void;
}

const errorOf = (result: Extract<AccessResult, { ok: false }>) => ({
  description: result.description,
  ...(result.messageKey ? { messageKey: result.messageKey } : {}),
});

/**
 * access: the result, success or error, shows as a 5-second panel without a target, 1 s after it arrives.
 * joint_viewing: success goes to the returned target (home when there is none); an error shows an error panel and goes to /.
 */
export async function runAccessCode(code: string, source: AccessSource, deps: AccessDeps): Promise<void> {
  const allowed = deps.attemptLeft();
  const result: AccessResult = allowed ? await deps.send(code) : { ok: false, description: null, messageKey: ATTEMPTS_EXCEEDED_KEY };
  if (allowed && !result.ok) deps.countFailure();
  if (source === 'access') {
    deps.dropAccessParam();
    await deps.wait(ACCESS_PANEL_DELAY_MS);
    deps.showPanel(
      result.ok
        ? {
            tone: 'success',
            message: result.answer.notification.display.message,
            ...(result.answer.notification.display.submessage ? { submessage: result.answer.notification.display.submessage } : {}),
            durationMs: ACCESS_PANEL_DURATION_MS,
          }
        : { tone: 'error', ...errorOf(result), durationMs: ACCESS_PANEL_DURATION_MS },
    );
    return;
  }
  if (result.ok) {
    deps.goTo(result.answer.notification.display.target?.url ?? '/');
    return;
  }
  deps.showPanel({ tone: 'error', ...errorOf(result), durationMs: ACCESS_PANEL_DURATION_MS });
  deps.goTo('/');
}
