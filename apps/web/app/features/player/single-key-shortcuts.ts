import { useEffect, useState } from 'react';

/**
 * WCAG 2.1.4 Character Key Shortcuts: the player's letter keys (K, M, F) can be turned off, for viewers who talk to
 * their computer or hit keys by accident. It is this device's choice, kept with the player's other preferences, and
 * set in /my/settings; arrows, Space and Escape stay on.
 */
export const SINGLE_KEY_SHORTCUTS_KEY = 'efir.player.singleKeyShortcuts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readSingleKeyShortcuts(store: Store): boolean {
  return store.getItem(SINGLE_KEY_SHORTCUTS_KEY) !== 'off';
}

export function storeSingleKeyShortcuts(store: Store, on: boolean): void {
  store.setItem(SINGLE_KEY_SHORTCUTS_KEY, on ? 'on' : 'off');
}

const localStore = (): Store | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The choice on this device (on until turned off; the server render assumes on) and its setter. */
export function useSingleKeyShortcuts(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const store = localStore();
    if (store) setOn(readSingleKeyShortcuts(store));
  }, []);
  const set = (next: boolean) => {
    setOn(next);
    try {
      const store = localStore();
      if (store) storeSingleKeyShortcuts(store, next);
    } catch {
      // A full or switched-off storage: the choice holds for this page only.
    }
  };
  return [on, set];
}
