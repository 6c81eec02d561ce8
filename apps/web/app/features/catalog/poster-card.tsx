import type { MediaItemCard } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './cards.module.css';
import { formatRating } from './format';
import { imageSources } from './image';
import { itemHref } from './links';
import { useHoverIntent } from './use-hover-intent';

interface PosterCardProps {
  item: MediaItemCard;
  /** Above the fold: loaded eagerly. */
  eager?: boolean;
  /** The largest paint of the page, likely: fetched with high priority. */
  first?: boolean;
  /** top10: the place shown next to the poster. */
  rank?: number;
}

/** A portrait poster (spec 2 §9 230x333) with rating and age; a preview of the item after a 500 ms hover. */
export function PosterCard({ item, eager = false, first = false, rank }: PosterCardProps) {
  const { t } = useTranslation();
  const { active, handlers } = useHoverIntent();
  const href = itemHref({ ...item, item_type: 'media_item' }) ?? '/';
  return (
    <Link to={href} className={`${styles.card} ${rank ? styles.ranked : ''}`} {...handlers}>
      {rank ? (
        <span className={styles.rank} aria-hidden="true">
          {rank}
        </span>
      ) : null}
      <span className={styles.poster} style={{ backgroundColor: item.poster_bg_color }}>
        <img
          {...imageSources(item.logo, 'filmposter', '230x333')}
          alt=""
          width={230}
          height={333}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
        />
        {item.ratings.service !== null ? <span className={styles.rating}>{formatRating(item.ratings.service)}</span> : null}
        <span className={styles.age}>{item.age_level.name}</span>
        {active ? (
          <span className={styles.preview} data-testid="hover-preview">
            <span className={styles.previewMeta}>
              {[item.year, ...item.genres.slice(0, 2).map((genre) => genre.name)].filter(Boolean).join(' · ')}
            </span>
            <span className={styles.previewText}>{item.short_description}</span>
            <span className={styles.previewAction}>{t('catalog.more')}</span>
          </span>
        ) : null}
      </span>
      <span className={styles.title}>{item.name}</span>
    </Link>
  );
}
