import type { ViewingHistory } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { useSession } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { SignInPrompt } from '../account/sign-in-prompt';
import { CardGrid } from '../catalog/card-grid';
import { minutesLeft } from '../catalog/format';
import { imageSources } from '../catalog/image';
import { playerHref } from '../catalog/links';
import { PageHeading } from '../shell/page-heading';
import { progressPercent, splitHistory } from './history';
import styles from './my-positions.module.css';

type Entry = ViewingHistory['items'][number];

/** /my/positions (history): films and episodes under way, to resume in the player, then those watched to the end. */
export function MyPositionsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const history = useQuery(endpointQuery('positions.history', {}, { enabled: isAuth })).data;
  const { continuing, watched } = splitHistory(history?.items ?? []);
  return (
    <>
      <PageHeading title={t('page.my_positions')} />
      {session && !isAuth && <SignInPrompt />}
      {history && history.items.length === 0 ? (
        <section className={styles.empty}>
          <p>{t('library.history_empty')}</p>
          <Link to="/" className={buttonClass('primary')}>
            {t('library.to_catalogue')}
          </Link>
        </section>
      ) : null}
      {continuing.length > 0 ? (
        <section className={styles.group} aria-labelledby="history-continuing">
          <h2 id="history-continuing" className={styles.title}>
            {t('library.continue_watching')}
          </h2>
          <ul className={styles.list}>
            {continuing.map((item, index) => (
              <li key={item.id}>
                <ResumeCard item={item} eager={index < 4} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {watched.length > 0 ? (
        <section className={styles.group} aria-labelledby="history-watched">
          <h2 id="history-watched" className={styles.title}>
            {t('library.watched')}
          </h2>
          <CardGrid items={watched.map((item) => ({ ...item, item_type: 'media_item' as const }))} />
        </section>
      ) : null}
    </>
  );
}

/** spec 2 §2: a continue-viewing card opens the player; past 5 seconds it shows the minutes left. */
function ResumeCard({ item, eager }: { item: Entry; eager: boolean }) {
  const { t } = useTranslation();
  const left = minutesLeft(item.position.timepoint, item.duration);
  const percent = progressPercent(item.position.timepoint, item.duration);
  return (
    <Link to={playerHref(item)} className={styles.card}>
      <span className={styles.frame}>
        <img
          {...imageSources(item.visit_card, 'horizontal', '400x225')}
          alt=""
          width={400}
          height={225}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.progress} style={{ width: `${percent}%` }} />
      </span>
      <span className={styles.name}>{item.series_name ?? item.name}</span>
      <span className={styles.subtitle}>
        {[item.type === 'episode' ? item.name : null, left ? t('catalog.minutes_left', { count: left }) : null].filter(Boolean).join(' · ')}
      </span>
    </Link>
  );
}
