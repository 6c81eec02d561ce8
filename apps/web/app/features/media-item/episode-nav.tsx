import type { MediaItem } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaItemHref } from '../catalog/links';
import styles from './series.module.css';
import { neighbours } from './series-structure';

/** Previous and next episode of the same season, as links to their pages. */
export function EpisodeNav({ episodes, currentId }: { episodes: MediaItem[]; currentId: number }) {
  const { t } = useTranslation();
  const { previous, next } = neighbours(episodes, currentId);
  if (!previous && !next) return null;
  return (
    <nav aria-label={t('catalog.item.episode_nav')} className={styles.episodeNav}>
      {previous ? (
        <Link to={mediaItemHref(previous)} rel="prev" className={styles.step} data-direction="previous">
          <span className={styles.stepLabel}>{t('catalog.item.previous_episode')}</span>{' '}
          <span className={styles.stepName}>{[previous.short_name, previous.name].filter(Boolean).join('. ')}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={mediaItemHref(next)} rel="next" className={styles.step} data-direction="next">
          <span className={styles.stepLabel}>{t('catalog.item.next_episode')}</span>{' '}
          <span className={styles.stepName}>{[next.short_name, next.name].filter(Boolean).join('. ')}</span>
        </Link>
      ) : null}
    </nav>
  );
}
