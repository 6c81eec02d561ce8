import type { NavigateFunction } from 'react-router';
import { openRegisteredModal } from '../../ui/modal/modal-registry';
import type { AuthParams } from './auth-params';

/** The TV-code modal the tvcode feature registers; it reads ott_tv / ott_tv_code from the address itself. */
export const TV_CODE_MODAL = 'tv_code';

/**
 * Promo activation for `access` and /joint_viewing/{id} (spec 1 §2), supplied by the promo-codes feature:
 * it sends the code, then shows the result panel (1 s later, 5 s, no target) or goes to the returned target.
 */
export type AccessCodeHandler = (code: string, source: 'access' | 'joint_viewing', navigate: NavigateFunction) => Promise<void>;
let accessCodeHandler: AccessCodeHandler | undefined;

export function registerAccessCodeHandler(handler: AccessCodeHandler): void {
  accessCodeHandler = handler;
}

/** Runs what the address asked for once the viewer is signed in. */
export function runAfterLogin(params: AuthParams, navigate: NavigateFunction): void {
  if (params.tvCode !== undefined) openRegisteredModal(TV_CODE_MODAL);
  const code = params.access ?? params.jointViewing;
  if (code !== undefined && accessCodeHandler)
    void accessCodeHandler(code, params.access !== undefined ? 'access' : 'joint_viewing', navigate);
}
