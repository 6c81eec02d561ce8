import { lazy, type ReactNode, Suspense, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import styles from './modal.module.css';
import { ModalLabels } from './modal-labels';
import { type ModalStore, modalStore, useModalState } from './modal-store';

/** Radix's dialog is a chunk of its own: pages load it when their first modal opens, not with the page. */
const ModalDialog = lazy(() => import('./modal-dialog'));

/** The one place modals render (spec 1 §2 Modals and overlays). Radix locks page scroll and traps focus while open. */
export function ModalHost({ store = modalStore }: { store?: ModalStore }) {
  const { modal, open } = useModalState(store);
  useCloseOnNavigation(store);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog store={store} modal={modal} open={open} />
    </Suspense>
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

/** Counts a title or text of the open dialog, which names or describes the dialog while there is one. */
function useLabel(kind: 'title' | 'text'): string | undefined {
  const labels = useContext(ModalLabels);
  useLayoutEffect(() => {
    if (!labels) return;
    const count = kind === 'title' ? labels.setTitles : labels.setTexts;
    count((n) => n + 1);
    return () => count((n) => n - 1);
  }, [labels, kind]);
  return kind === 'title' ? labels?.titleId : labels?.textId;
}

/** A modal's title: every modal content names its dialog with one. */
export function ModalTitle({ children }: { children: ReactNode }) {
  return (
    <h2 id={useLabel('title')} className={styles.title}>
      {children}
    </h2>
  );
}

export function ModalText({ children }: { children: ReactNode }) {
  return (
    <p id={useLabel('text')} className={styles.text}>
      {children}
    </p>
  );
}
