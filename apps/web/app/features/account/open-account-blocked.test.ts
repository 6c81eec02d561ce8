import type { BlockScreen } from '@efir/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { closeModal, modalStore, openModal } from '../../ui/modal/modal-store';
import { closeAccountBlocked, openAccountBlocked } from './open-account-blocked';

const SCREEN: BlockScreen = { title: 'Заблокировано', text: 'Пополните счёт', available_actions: [{ type: 'logout', title: 'Выйти' }] };

afterEach(() => closeModal());

describe('the account-blocked modal follows the account’s state (spec 1 §4, account_status)', () => {
  it('opens on a block screen and closes once the refreshed user data says unblocked', async () => {
    await openAccountBlocked(SCREEN);
    expect(modalStore.getState()).toMatchObject({ open: true, modal: { cancellable: false } });
    closeAccountBlocked();
    expect(modalStore.getState().open).toBe(false);
  });

  it('leaves any other modal alone: one the viewer opened after it, or one that kept it from opening', async () => {
    await openAccountBlocked(SCREEN);
    const other = openModal('Профиль');
    closeAccountBlocked();
    expect(modalStore.getState()).toMatchObject({ open: true, modal: { id: other } });

    await openAccountBlocked(SCREEN);
    expect(modalStore.getState().modal?.id).toBe(other);
    closeAccountBlocked();
    expect(modalStore.getState()).toMatchObject({ open: true, modal: { id: other } });
  });
});
