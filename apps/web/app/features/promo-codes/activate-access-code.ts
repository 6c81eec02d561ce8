import type { NavigateFunction } from 'react-router';
import { browserApi } from '../../api/browser';
import { serverDescription } from '../../api/client';
import { type AccessResult, type AccessSource, runAccessCode } from './access-code';
import { showAccessPanel } from './access-panel';
import { countFailedPromoHere, promoAttemptLeftHere } from './promo-attempts';

async function send(code: string): Promise<AccessResult> {
  try {
    return { ok: true, answer: await browserApi().call('promocodes.send', { body: { code } }) };
  } catch (error) {
    return { ok: false, description: serverDescription(error) ?? null };
  }
}

/**
 * `?access=` and /joint_viewing/{id} (spec 1 §2) activate through the promo-code call once the viewer is signed in:
 * the code goes out, then the result panel shows (1 s later, 5 s, no target) or the viewer goes to the returned target.
 */
export function activateAccessCode(code: string, source: AccessSource, navigate: NavigateFunction): Promise<void> {
  return runAccessCode(code, source, {
    send,
    attemptLeft: promoAttemptLeftHere,
    countFailure: countFailedPromoHere,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    showPanel: showAccessPanel,
    goTo: (url) => (url.startsWith('/') ? void navigate(url) : window.location.assign(url)),
    dropAccessParam: () => {
      const url = new URL(window.location.href);
      url.searchParams.delete('access');
      void navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
    },
  });
}
