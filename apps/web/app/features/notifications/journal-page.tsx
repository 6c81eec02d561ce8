import type { JournalMessage } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { useSession } from '../../session/session';
import { useViewerDates } from '../../session/viewer-dates';
import { buttonClass } from '../../ui/button';
import { SignInPrompt } from '../account/sign-in-prompt';
import { PageHeading } from '../shell/page-heading';
import { MessageBody } from './message-body';
import styles from './notifications.module.css';
import { reportStatus } from './statuses';

/**
 * /my/journal and /my/journal/messages: the operator's messages, newest first, with the unread count; /my/journal/polls:
 * its polls, each to take once. A message listed here counts as shown; opening it (its button or its target) reads it.
 */
export function JournalPage({ titleKey }: { titleKey: 'page.my_journal' | 'page.my_messages' | 'page.my_polls' }) {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const { data } = useQuery(endpointQuery('notifications.messages', undefined, { enabled: isAuth }));
  const reported = useRef(new Set<string>());
  const polls = titleKey === 'page.my_polls';
  const items = data?.items.filter((message) => (message.event_code === 'poll') === polls) ?? [];

  useEffect(() => {
    for (const message of data?.items ?? []) {
      if (message.shown || (message.event_code === 'poll') !== polls || reported.current.has(message.message_id)) continue;
      reported.current.add(message.message_id);
      void reportStatus(message.message_id, 'shown');
    }
  }, [data, polls]);

  return (
    <>
      <PageHeading title={t(titleKey)} />
      {session && !isAuth && <SignInPrompt />}
      {data && (
        <>
          <nav className={styles.tabs} aria-label={t('page.my_journal')}>
            <NavLink to="/my/journal/messages" className={buttonClass(polls ? 'ghost' : 'secondary')}>
              {t('page.my_messages')}
            </NavLink>
            <NavLink to="/my/journal/polls" className={buttonClass(polls ? 'secondary' : 'ghost')}>
              {t('page.my_polls')}
            </NavLink>
          </nav>
          <p className={styles.summary} data-testid="journal-unread">
            {data.unread > 0 ? t('notifications.unread', { count: data.unread }) : t('notifications.all_read')}
          </p>
          {items.length === 0 ? (
            <p className={styles.summary}>{t(polls ? 'poll.empty' : 'notifications.empty')}</p>
          ) : (
            <ul className={styles.journal}>
              {items.map((message) =>
                polls ? (
                  <PollEntry key={message.message_id} message={message} />
                ) : (
                  <JournalEntry key={message.message_id} message={message} />
                ),
              )}
            </ul>
          )}
        </>
      )}
    </>
  );
}

function JournalEntry({ message }: { message: JournalMessage }) {
  const { t } = useTranslation();
  const dates = useViewerDates();
  const read = () => void reportStatus(message.message_id, 'clicked');
  return (
    <li className={message.clicked ? styles.entry : `${styles.entry} ${styles.unread}`} data-testid="journal-message">
      {message.display ? (
        <MessageBody display={message.display} onFollow={read} />
      ) : (
        <strong>{t(`notifications.codes.${message.event_code}`)}</strong>
      )}
      <div className={styles.meta}>
        <time dateTime={message.created_at}>{dates.moment(message.created_at)}</time>
        {message.clicked ? (
          <span>{t('notifications.read')}</span>
        ) : (
          <button type="button" className={buttonClass('ghost')} onClick={read}>
            {t('notifications.mark_read')}
          </button>
        )}
      </div>
    </li>
  );
}

/** A poll in the journal: its title, and the way to take it until it is answered (spec 2 §4 Poll). */
function PollEntry({ message }: { message: JournalMessage }) {
  const { t } = useTranslation();
  const dates = useViewerDates();
  const poll = message.display?.poll;
  if (!poll) return null;
  return (
    <li className={message.answered ? styles.entry : `${styles.entry} ${styles.unread}`} data-testid="journal-poll">
      <strong>{poll.title}</strong>
      <div className={styles.meta}>
        <time dateTime={message.created_at}>{dates.moment(message.created_at)}</time>
        {message.answered ? (
          <span>{t('poll.answered')}</span>
        ) : (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => void import('./poll-modal').then(({ openPoll }) => openPoll(poll, message.message_id))}
          >
            {t('poll.take')}
          </button>
        )}
      </div>
    </li>
  );
}
