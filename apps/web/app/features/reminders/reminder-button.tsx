import type { EpgProgram } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { endpointQuery, invalidateEndpoint } from '../../api/queries';
import { useSession } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { openLogin } from '../auth/open-login';
import { usePendingIntent } from '../auth/pending-intent';
// The reminder is the same optimistic on/off switch as a favourite: flipped at once, put back if the server refuses.
import { FAVORITE_NOTIFICATION_MS, type FavoriteEvent, type FavoriteState, initialFavorite, next } from '../favorites/favorite-toggle';
import styles from './reminders.module.css';

type Programme = Pick<EpgProgram, 'id' | 'original_id'> & { channel_id: number };

/** Whether the viewer's reminders (one query, `reminders.list`) hold this programme. */
export const isReminded = (reminders: Pick<EpgProgram, 'id'>[] | undefined, programId: number) =>
  reminders?.some((reminder) => reminder.id === programId) === true;

/**
 * Issue 16: «Напомнить» on a programme still to start. A visitor gets the login modal, and once signed in the reminder
 * is set by itself; a viewer sets or removes it at once, told so in a notification.
 */
export function ReminderButton({ program }: { program: Programme }) {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const reminders = useQuery(endpointQuery('reminders.list', {}, { enabled: isAuth })).data;
  const reminded = isReminded(reminders?.items, program.id);
  const [state, setState] = useState(() => initialFavorite(reminded));
  const current = useRef<FavoriteState>(state);
  const ref = { channel_id: program.channel_id, program_id: program.original_id };

  const dispatch = (event: FavoriteEvent) => {
    const result = next(current.current, event);
    current.current = result.state;
    setState(result.state);
    const effect = result.effect;
    switch (effect?.type) {
      case 'openLogin':
        void openLogin({}, { kind: 'reminder', ...ref });
        return;
      case 'add':
      case 'delete':
        browserApi()
          .call(effect.type === 'add' ? 'reminders.set' : 'reminders.unset', { body: ref })
          .then(
            () => dispatch({ type: 'saved' }),
            (error: unknown) => dispatch({ type: 'failed', description: errorText(error, t) }),
          );
        return;
      case 'notify':
        toast.success(t(effect.added ? 'reminders.added' : 'reminders.removed'), { autoClose: FAVORITE_NOTIFICATION_MS });
        void invalidateEndpoint('reminders.list');
        return;
      case 'notifyError':
        toast.error(effect.description ?? t('error.default'), { autoClose: FAVORITE_NOTIFICATION_MS });
        return;
      case undefined:
        return;
    }
  };

  usePendingIntent(
    (intent) => intent.kind === 'reminder' && intent.channel_id === ref.channel_id && intent.program_id === ref.program_id,
    true,
    () => {
      if (!current.current.isFavorite) dispatch({ type: 'press', isAuth: true });
    },
  );

  // The list loaded (or reloaded by another tab's change) brings the server's state; a change in flight keeps its own.
  useEffect(() => {
    if (current.current.saving || current.current.isFavorite === reminded) return;
    current.current = initialFavorite(reminded);
    setState(current.current);
  }, [reminded]);

  return (
    <button
      type="button"
      className={`${buttonClass(state.isFavorite ? 'secondary' : 'primary', 'lg')} ${styles.button}`}
      data-active={state.isFavorite}
      aria-pressed={state.isFavorite}
      aria-busy={state.saving !== null}
      onClick={() => dispatch({ type: 'press', isAuth })}
    >
      <BellIcon />
      {t(state.isFavorite ? 'reminders.is_set' : 'reminders.set')}
    </button>
  );
}

export function BellIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}
