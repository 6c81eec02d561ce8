import type { MediaView, PromoEvent } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewerDates } from '../../session/viewer-dates';
import { MediaViewBlocks } from '../blocks/media-view';
import { imageSources } from '../catalog/image';
import { PageHeading } from '../shell/page-heading';
import styles from './pages.module.css';

/** A promotion's last day in the viewer's language and time zone, as a calendar date. */
export function PromoUntil({ event }: { event: Pick<PromoEvent, 'ends_at'> }) {
  const { t } = useTranslation();
  const dates = useViewerDates();
  if (event.ends_at === null) return null;
  return <span className={styles.until}>{t('pages.promo_until', { date: dates.day(event.ends_at * 1000) })}</span>;
}

/** /promo_events: the promotions running now, each a card leading to its landing page. */
export function PromoEventsPage({ events }: { events: PromoEvent[] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('page.promo_events')} />
      {events.length === 0 ? (
        <p className={styles.empty}>{t('pages.promo_empty')}</p>
      ) : (
        <ul className={styles.promoGrid}>
          {events.map((event, index) => (
            <li key={event.id}>
              <Link className={styles.promoCard} to={`/promo_events/${event.slug}`}>
                <img
                  className={styles.promoImage}
                  {...imageSources(event.image, 'banner', '800x250')}
                  alt=""
                  width={800}
                  height={250}
                  loading={index < 2 ? 'eager' : 'lazy'}
                />
                <span className={styles.promoBody}>
                  <span className={styles.promoTitle}>{event.title}</span>
                  <span className={styles.promoSummary}>{event.summary}</span>
                  <PromoUntil event={event} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /promo_events/{id}: the promotion's title and terms, then the blocks of its landing media view. */
export function PromoEventPage({ event, view, path }: { event: PromoEvent; view: MediaView; path: string }) {
  return (
    <>
      <PageHeading title={event.title} />
      <div className={styles.promoIntro}>
        <p className={styles.lead}>{event.summary}</p>
        <PromoUntil event={event} />
      </div>
      <MediaViewBlocks view={view} path={path} />
    </>
  );
}
