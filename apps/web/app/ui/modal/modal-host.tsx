import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CloseIcon } from '../icons';
import styles from './modal.module.css';
import { type ModalStore, modalStore, useModalState } from './modal-store';

/** The one place modals render (spec 1 §2 Modals and overlays). Radix locks page scroll and traps focus while open. */
export function ModalHost({ store = modalStore }: { store?: ModalStore }) {
  const { modal, open } = useModalState(store);
  const { t } = useTranslation();
  useCloseOnNavigation(store);
  if (!modal) return null;
  const refuseUnlessCancellable = (event: Event) => {
    if (!modal.cancellable) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => next || store.dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          key={modal.id}
          className={styles.content}
          aria-describedby={undefined}
          onEscapeKeyDown={refuseUnlessCancellable}
          onInteractOutside={refuseUnlessCancellable}
        >
          {modal.content}
          {modal.cancellable && (
            <Dialog.Close className={styles.close} aria-label={t('modal.close')}>
              <CloseIcon />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function useCloseOnNavigation(store: ModalStore) {
  const { key } = useLocation();
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    store.navigated();
  }, [key, store]);
}

/** A modal's title: every modal content names its dialog with one. */
export const ModalTitle = ({ children }: { children: ReactNode }) => <Dialog.Title className={styles.title}>{children}</Dialog.Title>;

export const ModalText = ({ children }: { children: ReactNode }) => (
  <Dialog.Description className={styles.text}>{children}</Dialog.Description>
);
