import type { LoginOptions } from './login-modal';

/**
 * Opens the login modal (spec 1 §4 Login flow). Its steps are a chunk of their own, fetched when a page first opens it:
 * the shell's effects and the header start it, and no page needs it to render.
 */
export function openLogin(options: LoginOptions = {}): Promise<void> {
  return import('./login-modal').then((module) => module.openLoginModal(options));
}
