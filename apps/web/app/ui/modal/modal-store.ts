import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

export interface ModalOptions {
  /** A non-cancellable modal ignores Escape, outside clicks and has no close button (spec 1 §2 Modals and overlays). */
  cancellable?: boolean;
  /** Keeps the modal open across navigation. */
  ignoreNavigation?: boolean;
  /** Called once the modal closes, however it closed. */
  onClose?: () => void;
  /** A modal that opens on its own (a timer, the start of the app) opens only when no other modal is open. */
  ifNoneOpen?: boolean;
  /** A modal whose content needs the room of a page (a framed page): wider on desktop, the full width on a phone. */
  wide?: boolean;
}

export interface OpenModal {
  id: number;
  content: ReactNode;
  cancellable: boolean;
  ignoreNavigation: boolean;
  wide: boolean;
  onClose?: () => void;
}

/** `modal` outlives `open` so the content stays on screen during the close animation. */
export interface ModalState {
  modal: OpenModal | null;
  open: boolean;
}

export function createModalStore() {
  let state: ModalState = { modal: null, open: false };
  let lastId = 0;
  const listeners = new Set<() => void>();
  const set = (next: ModalState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const close = () => {
    if (!state.open || !state.modal) return;
    const { onClose } = state.modal;
    set({ ...state, open: false });
    onClose?.();
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Shows `content` in the one modal host, replacing any open modal. Returns the modal's id, or undefined when it did not open. */
    open(content: ReactNode, options: ModalOptions = {}): number | undefined {
      if (options.ifNoneOpen && state.open) return undefined;
      close();
      lastId += 1;
      set({
        modal: {
          id: lastId,
          content,
          cancellable: options.cancellable ?? true,
          ignoreNavigation: options.ignoreNavigation ?? false,
          wide: options.wide ?? false,
          onClose: options.onClose,
        },
        open: true,
      });
      return lastId;
    },
    /** Closes the open modal whatever its options: for code that finished the modal's flow. */
    close,
    /** The viewer asks to close (Escape, outside click, close button): granted only for a cancellable modal. */
    dismiss(): boolean {
      if (!state.open || !state.modal?.cancellable) return false;
      close();
      return true;
    },
    /** Any navigation closes the modal unless it ignores navigation. */
    navigated() {
      if (state.modal && !state.modal.ignoreNavigation) close();
    },
  };
}

export type ModalStore = ReturnType<typeof createModalStore>;

/** The app's one modal store, rendered by <ModalHost />. */
export const modalStore = createModalStore();
export const openModal = modalStore.open;
export const closeModal = modalStore.close;

export function useModalState(store: ModalStore = modalStore): ModalState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
