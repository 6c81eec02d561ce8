import { openRegisteredModal } from '../../ui/modal/modal-registry';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import type { AfterSignIn } from './login-flow';
import { RegistrationSuccess } from './registration-success';

/** The profile picker the profiles feature registers (spec 1 §2 Modals: profile picker). */
export const PROFILES_MODAL = 'profiles';
/** The same picker in register mode: PIN setup first, not closable, ending in the registration success dialog. */
export const PROFILES_REGISTER_MODAL = 'profiles_register';

/**
 * The one point where the login flow hands over once the viewer is signed in (spec 1 §4 step 7). The profiles feature
 * continues from here: for 'registration' with PIN setup and the profile list before the success dialog (the profile
 * modal then cannot be closed), for 'profiles' with its picker, which it registers as PROFILES_MODAL.
 */
export function handOffAfterSignIn(after: AfterSignIn): void {
  switch (after) {
    case 'registration':
      if (!openRegisteredModal(PROFILES_REGISTER_MODAL)) openModal(<RegistrationSuccess />, { cancellable: true });
      return;
    case 'profiles':
      if (!openRegisteredModal(PROFILES_MODAL)) closeModal();
      return;
    case 'close':
      closeModal();
      return;
  }
}
