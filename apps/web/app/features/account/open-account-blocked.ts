import type { BlockScreen } from '@efir/contract';

/** Opens the account-blocked modal with the screen the user answer carries (spec 1 §4 Account blocked), unless another modal is open. */
export function openAccountBlocked(screen: BlockScreen): Promise<void> {
  return import('./account-blocked-modal').then((module) => module.openAccountBlockedModal(screen));
}
