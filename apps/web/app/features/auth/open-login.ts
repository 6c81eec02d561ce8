import type { LoginOptions } from './login-modal';
import { type PendingIntent, rememberPendingIntent } from './pending-intent';

/**
 * Opens the login modal (spec 1 §4 Login flow). Its steps are a chunk of their own, fetched when a page first opens it:
 * the shell's effects and the header start it, and no page needs it to render. `intent`: what the visitor pressed, to
 * go on by itself once they are signed in (pending-intent.ts).
 */
export function openLogin(options: LoginOptions = {}, intent?: PendingIntent): Promise<void> {
  if (intent) rememberPendingIntent(intent);
  return import('./login-modal').then((module) => module.openLoginModal(options));
}
