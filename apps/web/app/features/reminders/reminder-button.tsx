import type { EpgProgram } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { endpointQuery, invalidateEndpoint } from '../../api/queries';
import { useSession } from '../../session/session';
import { buttonClass } from '../../ui/button';
// The reminder is the same optimistic on/off switch as a favourite: flipped at once, put back if the server refuses.
import { useOptimisticToggle } from '../favorites/use-optimistic-toggle';
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
  const ref = { channel_id: program.channel_id, program_id: program.original_id };
  const { state, press } = useOptimisticToggle(reminded, {
    intent: { kind: 'reminder', ...ref },
    isIntent: (intent) => intent.kind === 'reminder' && intent.channel_id === ref.channel_id && intent.program_id === ref.program_id,
    save: (on) => browserApi().call(on ? 'reminders.set' : 'reminders.unset', { body: ref }),
    savedText: (on) => t(on ? 'reminders.added' : 'reminders.removed'),
    refresh: () => void invalidateEndpoint('reminders.list'),
  });

  return (
    <button
      type="button"
      className={`${buttonClass(state.isFavorite ? 'secondary' : 'primary', 'lg')} ${styles.button}`}
      data-active={state.isFavorite}
      aria-pressed={state.isFavorite}
      aria-busy={state.saving !== null}
      onClick={() => press(isAuth)}
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
