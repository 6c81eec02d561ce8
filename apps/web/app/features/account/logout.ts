import { toast } from 'react-toastify';
import { browserApi } from '../../api/browser';
import { announceSignOut } from '../notifications/stream';

/** Sign-out: the session ends, toasts go (spec 1 §4 Application lifecycle), and the app starts again as a visitor. */
export async function logout(): Promise<void> {
  await browserApi()
    .call('auth.logout', { body: {} })
    .catch(() => undefined);
  toast.dismiss();
  announceSignOut();
  window.location.assign('/');
}
