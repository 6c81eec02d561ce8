import type { ReminderProgram } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { endpointQuery, invalidateEndpoint } from '../../api/queries';
import { useSession } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { toast } from '../../ui/toast/toast';
import { SignInPrompt } from '../account/sign-in-prompt';
import { imageSources } from '../catalog/image';
import { channelHref, programPageHref } from '../catalog/links';
import { FAVORITE_NOTIFICATION_MS } from '../favorites/favorite-toggle';
import { PageHeading } from '../shell/page-heading';
import { useGuideTime } from '../tv/use-guide-time';
import styles from './reminders.module.css';

/** /my/reminders (issue 16): the active profile's reminders, soonest first, in the account's time zone; each removable. */
export function MyRemindersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const reminders = useQuery(endpointQuery('reminders.list', {}, { enabled: isAuth })).data;
  return (
    <>
      <PageHeading title={t('page.my_reminders')} />
      {session && !isAuth && <SignInPrompt />}
      {reminders && reminders.items.length === 0 ? (
        <section className={styles.empty}>
          <p>{t('reminders.empty')}</p>
          <Link to="/tv" className={buttonClass('primary')}>
            {t('reminders.to_guide')}
          </Link>
        </section>
      ) : null}
      {reminders && reminders.items.length > 0 ? (
        <ul className={styles.list} data-testid="reminders-list">
          {reminders.items.map((program) => (
            <ReminderRow key={program.id} program={program} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function ReminderRow({ program }: { program: ReminderProgram }) {
  const { t } = useTranslation();
  const time = useGuideTime();
  const [removing, setRemoving] = useState(false);
  const logo = imageSources(program.channel_info.logo, 'logo', '64x64');
  const remove = () => {
    setRemoving(true);
    browserApi()
      .call('reminders.unset', { body: { channel_id: program.channel_id, program_id: program.original_id } })
      .then(
        () => {
          toast.success(t('reminders.removed'), { autoClose: FAVORITE_NOTIFICATION_MS });
          return invalidateEndpoint('reminders.list');
        },
        (error: unknown) => {
          setRemoving(false);
          toast.error(errorText(error, t), { autoClose: FAVORITE_NOTIFICATION_MS });
        },
      );
  };
  return (
    <li className={styles.item} data-testid="reminder">
      <img className={styles.logo} src={logo.src} srcSet={logo.srcSet} alt="" width={56} height={56} />
      <div className={styles.text}>
        <Link className={styles.name} to={programPageHref(program)}>
          {program.name}
        </Link>
        <p className={styles.meta}>
          <Link to={channelHref(program.channel_info)}>{program.channel_info.name}</Link>
          {' · '}
          <time dateTime={new Date(program.start_time * 1000).toISOString()}>
            {time.day(program.start_time)}, {time.span(program)}
          </time>
        </p>
      </div>
      <button
        type="button"
        className={buttonClass('secondary')}
        aria-busy={removing}
        disabled={removing}
        aria-label={t('reminders.remove_label', { name: program.name })}
        onClick={remove}
      >
        {t('reminders.remove')}
      </button>
    </li>
  );
}
