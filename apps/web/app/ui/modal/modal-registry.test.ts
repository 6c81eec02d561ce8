import { afterEach, describe, expect, it } from 'vitest';
import { isModalRegistered, openRegisteredModal, registerModal } from './modal-registry';
import { closeModal, modalStore } from './modal-store';

const Login = () => null;

describe('modals opened by name', () => {
  afterEach(closeModal);

  it('an unregistered name opens nothing', () => {
    expect(isModalRegistered('poll')).toBe(false);
    expect(openRegisteredModal('poll')).toBe(false);
    expect(modalStore.getState().open).toBe(false);
  });

  it('a registered modal opens in the host with its options, which the opener may override', () => {
    registerModal('login', Login, { cancellable: false });
    expect(isModalRegistered('login')).toBe(true);
    expect(openRegisteredModal('login')).toBe(true);
    expect(modalStore.getState()).toMatchObject({ open: true, modal: { cancellable: false, ignoreNavigation: false } });
    openRegisteredModal('login', { cancellable: true, ignoreNavigation: true });
    expect(modalStore.getState().modal).toMatchObject({ cancellable: true, ignoreNavigation: true });
  });
});
