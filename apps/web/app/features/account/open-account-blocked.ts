import type { BlockScreen } from '@efir/contract';
import { modalStore } from '../../ui/modal/modal-store';

/** The id of the account-blocked modal this tab opened last, so an unblock closes that one and no other. */
let shownId: number | undefined;

/** Opens the account-blocked modal with the screen the user answer carries (spec 1 §4 Account blocked), unless another modal is open. */
export function openAccountBlocked(screen: BlockScreen): Promise<void> {
  return import('./account-blocked-modal').then((module) => {
    shownId = module.openAccountBlockedModal(screen) ?? shownId;
  });
}

/**
 * The account is not blocked (any more: the operator's account_status refreshed the user data): its block screen
 * leaves, as it may offer nothing but sign-out.
 */
export function closeAccountBlocked(): void {
  const { modal, open } = modalStore.getState();
  if (open && modal && modal.id === shownId) modalStore.close();
}
