import { registerModal } from '../../ui/modal/modal-registry';
import { PROFILES_MODAL, PROFILES_REGISTER_MODAL } from '../auth/hand-off';
import { ProfilesModal } from './profiles-modal';

/** The login hand-off and the start-up timer open the picker by name (spec 1 §4 step 7). */
registerModal(PROFILES_MODAL, () => <ProfilesModal register={false} />, { cancellable: true });
registerModal(PROFILES_REGISTER_MODAL, () => <ProfilesModal register />, { cancellable: false });
