import * as Dialog from '@radix-ui/react-dialog';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import styles from './modal.module.css';
import { ModalLabels } from './modal-labels';
import type { ModalState, ModalStore, OpenModal } from './modal-store';

/** The open modal as a Radix dialog, which locks page scroll and traps focus; ModalHost loads it with the first modal. */
export default function ModalDialog({ store, modal, open }: { store: ModalStore; modal: OpenModal } & Pick<ModalState, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [titles, setTitles] = useState(0);
  const [texts, setTexts] = useState(0);
  const labels = useMemo(() => ({ titleId, textId, setTitles, setTexts }), [titleId, textId]);
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
          data-width={modal.wide ? 'wide' : undefined}
          aria-labelledby={titles > 0 ? titleId : undefined}
          aria-describedby={texts > 0 ? textId : undefined}
          onEscapeKeyDown={refuseUnlessCancellable}
          onInteractOutside={refuseUnlessCancellable}
        >
          <ModalLabels.Provider value={labels}>{modal.content}</ModalLabels.Provider>
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
