import { closeModal } from '../../ui/modal/modal-store';
import { openProfiles } from '../profiles/open-profiles';
import type { AfterSignIn } from './login-flow';

/**
 * The one point where the login flow hands over once the viewer is signed in (spec 1 §4 step 7). The profiles feature
 * continues from here: for 'registration' with PIN setup and the profile list before the success dialog (the profile
 * modal then cannot be closed), for 'profiles' with its picker. The promise settles once the next modal is open.
 */
export function handOffAfterSignIn(after: AfterSignIn): Promise<void> {
  switch (after) {
    case 'registration':
      return openProfiles({ register: true });
    case 'profiles':
      return openProfiles();
    case 'close':
      closeModal();
      return Promise.resolve();
  }
}
