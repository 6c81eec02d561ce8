import type { NavigateFunction } from 'react-router';
import { activateAccessCode } from '../promo-codes/activate-access-code';
import type { AuthParams } from './auth-params';

/** Runs what the address asked for once the viewer is signed in: an `access` code or a /joint_viewing/{id} (spec 1 §2). */
export function runAfterLogin(params: AuthParams, navigate: NavigateFunction): void {
  const code = params.access ?? params.jointViewing;
  if (code !== undefined) void activateAccessCode(code, params.access !== undefined ? 'access' : 'joint_viewing', navigate);
}
