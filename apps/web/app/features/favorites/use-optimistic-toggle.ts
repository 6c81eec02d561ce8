import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { toast } from '../../ui/toast/toast';
import { openLogin } from '../auth/open-login';
import { type PendingIntent, usePendingIntent } from '../auth/pending-intent';
import { FAVORITE_NOTIFICATION_MS, type FavoriteEvent, type FavoriteState, initialFavorite, next } from './favorite-toggle';

export interface ToggleCalls {
  /** What a visitor's press asks for after the sign-in, and how to know it again. */
  intent: PendingIntent;
  isIntent(intent: PendingIntent): boolean;
  /** The server call that turns it on (true) or off. */
  save(on: boolean): Promise<unknown>;
  /** The 10-second notification once saved. */
  savedText(on: boolean): string;
  /** Refreshes the answers that show it, once saved. */
  refresh(): void;
}

/**
 * An optimistic on/off switch (favourites, reminders; favorite-toggle.ts): flipped at once, put back if the server
 * refuses, told in a notification; a visitor gets the login modal and, once signed in, it is turned on by itself.
 * `on` is the server's state: a new value (another tab, another device) replaces the shown one unless a change is in
 * flight.
 */
export function useOptimisticToggle(on: boolean, calls: ToggleCalls) {
  const { t } = useTranslation();
  const [state, setState] = useState(() => initialFavorite(on));
  const current = useRef<FavoriteState>(state);

  const dispatch = (event: FavoriteEvent) => {
    const result = next(current.current, event);
    current.current = result.state;
    setState(result.state);
    const effect = result.effect;
    switch (effect?.type) {
      case 'openLogin':
        void openLogin({}, calls.intent);
        return;
      case 'add':
      case 'delete':
        calls.save(effect.type === 'add').then(
          () => dispatch({ type: 'saved' }),
          (error: unknown) => dispatch({ type: 'failed', description: errorText(error, t) }),
        );
        return;
      case 'notify':
        toast.success(calls.savedText(effect.added), { autoClose: FAVORITE_NOTIFICATION_MS });
        calls.refresh();
        return;
      case 'notifyError':
        toast.error(effect.description ?? t('error.default'), { autoClose: FAVORITE_NOTIFICATION_MS });
        return;
      case undefined:
        return;
    }
  };

  // The visitor wanted it on; one already on stays so (a press would turn it off).
  usePendingIntent(calls.isIntent, true, () => {
    if (!current.current.isFavorite) dispatch({ type: 'press', isAuth: true });
  });

  useEffect(() => {
    if (current.current.saving || current.current.isFavorite === on) return;
    current.current = initialFavorite(on);
    setState(current.current);
  }, [on]);

  return { state, press: (isAuth: boolean) => dispatch({ type: 'press', isAuth }) };
}
