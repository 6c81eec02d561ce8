import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession, useUser } from '../../session/session';
import { modalStore } from '../../ui/modal/modal-store';
import { closeAccountBlocked, openAccountBlocked } from '../account/open-account-blocked';
import { openOttTvCode } from '../tv-codes/ott-tv-code';
import { runAfterLogin } from './after-login';
import { planAuthParams, readAuthParams } from './auth-params';
import { openLogin } from './open-login';
import { usePendingIntent } from './pending-intent';

/** spec 1 §4 Account blocked: the modal opens this long after load. */
export const ACCOUNT_BLOCKED_DELAY_MS = 1000;

/**
 * The shell's auth rules that run on their own: the global query parameters (spec 1 §2), a restricted session
 * taken back to Change device, and the account-blocked modal (spec 1 §4).
 */
export function AuthEffects() {
  const session = useSession();
  const user = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string>(undefined);

  useEffect(() => {
    if (!session || handledKey.current === location.key) return;
    handledKey.current = location.key;
    const url = new URL(window.location.href);
    const params = readAuthParams(url);
    const plan = planAuthParams(params, url.pathname, session.is_auth);
    if (plan.kind === 'afterLogin') {
      runAfterLogin(params, navigate);
      if (params.ottTv !== undefined) openOttTvCode(params.ottTv, navigate);
    }
    if (plan.kind !== 'login') return;
    // The TV-code modal waits for the sign-in's own modals (profile picker, registration) to close: a pending intent.
    const ottIntent = params.ottTv !== undefined ? ({ kind: 'tv_code', code: params.ottTv, mode: 'ott' } as const) : undefined;
    void openLogin(
      {
        initial: plan.phone ? { step: 'login', value: plan.phone } : undefined,
        cancellable: plan.cancellable,
        onSignedIn: () => {
          if (plan.removeCheckAuth) {
            const clean = new URL(window.location.href);
            clean.searchParams.delete('check_auth');
            void navigate(`${clean.pathname}${clean.search}${clean.hash}`, { replace: true });
          }
          runAfterLogin(params, navigate);
        },
        onClosedWithoutAuth: plan.closeToHome ? () => void navigate('/') : undefined,
      },
      ottIntent,
    );
  }, [session, location.key, navigate]);

  usePendingIntent(
    (intent) => intent.kind === 'tv_code' && intent.mode === 'ott',
    true,
    (intent) => intent.kind === 'tv_code' && openOttTvCode(intent.code, navigate),
  );

  const restricted = session?.session_state === 'restricted';
  useEffect(() => {
    // Back from a reload in the middle of Change device: the session is still restricted, so that step comes back.
    if (restricted && !modalStore.getState().open) void openLogin({ initial: { step: 'changeDevice', mode: 'authorize' } });
  }, [restricted]);

  const screen = user?.account_settings?.is_account_blocked ? user.account_settings.block_screen : null;
  useEffect(() => {
    if (!screen) {
      closeAccountBlocked();
      return;
    }
    const timer = setTimeout(() => openAccountBlocked(screen), ACCOUNT_BLOCKED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [screen]);

  return null;
}
