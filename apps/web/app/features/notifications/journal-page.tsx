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
 * /my/journal and /my/journal/messages: the operator's messages, newest first, with the unread count. A message listed
 * here counts as shown; opening it (its button or its target) reads it.
 */
export function JournalPage({ titleKey }: { titleKey: 'page.my_journal' | 'page.my_messages' }) {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const { data } = useQuery(endpointQuery('notifications.messages', undefined, { enabled: isAuth }));
  const reported = useRef(new Set<string>());

  useEffect(() => {
    for (const message of data?.items ?? []) {
      if (message.shown || reported.current.has(message.message_id)) continue;
      reported.current.add(message.message_id);
      void reportStatus(message.message_id, 'shown');
    }
  }, [data]);

  return (
    <>
      <PageHeading title={t(titleKey)} />
      {session && !isAuth && <SignInPrompt />}
      {data && (
        <>
          <nav className={styles.tabs} aria-label={t('page.my_journal')}>
            <NavLink to="/my/journal/messages" className={buttonClass('secondary')}>
              {t('page.my_messages')}
            </NavLink>
            <NavLink to="/my/journal/polls" className={buttonClass('ghost')}>
              {t('page.my_polls')}
            </NavLink>
          </nav>
          <p className={styles.summary} data-testid="journal-unread">
            {data.unread > 0 ? t('notifications.unread', { count: data.unread }) : t('notifications.all_read')}
          </p>
          {data.items.length === 0 ? (
            <p className={styles.summary}>{t('notifications.empty')}</p>
          ) : (
            <ul className={styles.journal}>
              {data.items.map((message) => (
                <JournalEntry key={message.message_id} message={message} />
              ))}
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
