import { browserApi } from '../../api/browser';
import { toast } from '../../ui/toast/toast';
import { announceSignOut } from '../notifications/stream';

/** What follows any sign-out: toasts go (spec 1 §4 Application lifecycle), the other tabs follow, the app starts again as a visitor. */
function signedOut(): void {
  toast.dismiss();
  announceSignOut();
  window.location.assign('/');
}

/** Sign-out: the session ends, and the app starts again as a visitor. */
export async function logout(): Promise<void> {
  await browserApi()
    .call('auth.logout', { body: {} })
    .catch(() => undefined);
  signedOut();
}

/** /my/settings: every session of the account ends; other devices are sent to a visitor's session on their next call. */
export async function logoutEverywhere(): Promise<void> {
  await browserApi().call('auth.logoutEverywhere', { body: {} });
  signedOut();
}
