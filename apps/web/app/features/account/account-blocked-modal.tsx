import type { BlockAction, BlockScreen } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../ui/button';
import styles from '../../ui/form/form.module.css';
import { ModalText, ModalTitle } from '../../ui/modal/modal-host';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { logout } from './logout';

/** Where a block screen's link actions lead (spec 1 §4 Account blocked: account_refill or my_collection). */
export const BLOCK_LINK_TARGETS: Record<Extract<BlockAction, { type: 'link' }>['screen_name'], string> = {
  account_refill: '/my/payments_and_services',
  my_collection: '/my/collection',
};

/** spec 1 §4: cancellable only if there are actions besides logout. */
export const isBlockScreenCancellable = (screen: BlockScreen): boolean =>
  screen.available_actions.some((action) => action.type !== 'logout');

export function AccountBlockedModal({ screen }: { screen: BlockScreen }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = (action: BlockAction) => {
    if (action.type === 'logout') return void logout();
    closeModal();
    void navigate(BLOCK_LINK_TARGETS[action.screen_name]);
  };
  return (
    <div className={styles.step}>
      <div className={styles.head}>
        <ModalTitle>{screen.title || t('modal.account_blocked.title')}</ModalTitle>
        <ModalText>{screen.text}</ModalText>
      </div>
      <div className={styles.actions}>
        {screen.available_actions.map((action, index) => (
          <button
            key={`${action.type}-${action.title}`}
            type="button"
            className={buttonClass(index === 0 ? 'primary' : 'secondary', 'lg')}
            onClick={() => run(action)}
          >
            {action.title}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Callers use open-account-blocked.ts; a modal the viewer is in stays. Answers the modal's id when it opened. */
export function openAccountBlockedModal(screen: BlockScreen): number | undefined {
  return openModal(<AccountBlockedModal screen={screen} />, { cancellable: isBlockScreenCancellable(screen), ifNoneOpen: true });
}
