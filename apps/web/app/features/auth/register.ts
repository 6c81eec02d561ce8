import { useEffect } from 'react';
import { registerModal } from '../../ui/modal/modal-registry';
import { LOGIN_MODAL } from '../shell/header';
import { openLogin } from './open-login';

/**
 * The header opens the login modal by name. The registry mounts this entry, which opens the modal with the flow's
 * own options (the language step is not cancellable, the others are).
 */
function LoginEntry() {
  useEffect(() => openLogin(), []);
  return null;
}

registerModal(LOGIN_MODAL, LoginEntry);
