import type { MediaItem } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlayIcon } from '../../ui/icons';
import { formatDuration } from '../catalog/format';
import { imageSources } from '../catalog/image';
import { mediaItemHref, playerHref } from '../catalog/links';
import styles from './series.module.css';

/**
 * The episodes of a season as cards. The picture opens the player (spec 2 §2 "Links from cards": episodes open
 * the player); the title opens the episode's page, its synopsis under it. The current episode is marked.
 */
export function EpisodeList({ episodes, currentId = null }: { episodes: MediaItem[]; currentId?: number | null }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.episodes}>
      {episodes.map((episode) => {
        const isCurrent = episode.id === currentId;
        const number = episode.short_name ?? String(episode.order_number ?? '');
        return (
          <li
            key={episode.id}
            className={styles.episode}
            data-current={isCurrent || undefined}
            aria-current={isCurrent ? 'true' : undefined}
          >
            <Link
              to={playerHref(episode)}
              className={styles.thumb}
              aria-label={t('catalog.item.watch_episode', { name: `${number}. ${episode.name}` })}
            >
              <img
                {...imageSources(episode.visit_card, 'horizontal', '400x225')}
                alt=""
                width={400}
                height={225}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.play} aria-hidden="true">
                <PlayIcon />
              </span>
              {isCurrent ? <span className={styles.badge}>{t('catalog.item.current_episode')}</span> : null}
            </Link>
            <div className={styles.episodeBody}>
              <Link to={mediaItemHref(episode)} className={styles.episodeText}>
                <span className={styles.episodeNumber}>
                  {number}
                  {episode.duration
                    ? ` · ${formatDuration(episode.duration, { h: t('catalog.item.hours'), min: t('catalog.item.minutes') })}`
                    : ''}
                </span>{' '}
                <span className={styles.episodeName}>{episode.name}</span>
              </Link>
              {episode.short_description ? <p className={styles.synopsis}>{episode.short_description}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
