import type { MediaItem } from '@efir/contract';
import { formatClock, resumeFrom } from '@efir/player';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { buttonClass, iconButtonClass } from '../../ui/button';
import { FilmIcon, ShareIcon } from '../../ui/icons';
import { toast } from '../../ui/toast/toast';
import { watchedPercent } from '../catalog/format';
import { mediaItemHref, playerHref } from '../catalog/links';
import { FavoriteButton } from '../favorites/favorite-button';
import { PurchaseButton } from '../purchases/purchase-button';
import { RateButton } from '../ratings/rate-button';
import styles from './media-item.module.css';

/**
 * A title's actions: one primary action — the way to watch (play, go on with an episode, or resume a film from where
 * the viewer stopped) when the item is free or held, else the way in it is sold with its price — then the icon
 * buttons (trailer, favourite, rating, share) on one line.
 */
export function TitleActions({ item, goOnWith }: { item: MediaItem; goOnWith: MediaItem | null }) {
  const { t } = useTranslation();
  const base = mediaItemHref(item);
  const watch = goOnWith ? (
    <Link to={playerHref(goOnWith)} className={buttonClass('primary', 'lg')}>
      {t('catalog.item.continue_with', {
        episode: [goOnWith.season_short_name, goOnWith.short_name].filter(Boolean).join(', '),
      })}
    </Link>
  ) : (
    <WatchAction item={item} />
  );
  return (
    <div className={styles.actions}>
      <div className={styles.mainActions}>
        {item.is_free ? (
          watch
        ) : (
          <PurchaseButton
            key={`purchase-${item.id}`}
            target={{ item_type: 'media_item', item_id: item.id, name: item.name, watchHref: playerHref(goOnWith ?? item) }}
            usageModel={item.usage_model}
            variant="primary"
            watch={watch}
          />
        )}
      </div>
      <div className={styles.iconActions}>
        {item.assets.preview_assets.length > 0 ? (
          <Link to={`${base}/trailer`} className={iconButtonClass} aria-label={t('catalog.trailer')} title={t('catalog.trailer')}>
            <FilmIcon />
          </Link>
        ) : null}
        <FavoriteButton key={item.id} itemType="media_item" itemId={item.id} isFavorite={item.is_favorite} iconOnly />
        <RateButton item={item} />
        <ShareButton item={item} />
      </div>
    </div>
  );
}

const hasPosition = (item: MediaItem) => item.type === 'film' || item.type === 'episode';

/**
 * «Смотреть», or «Продолжить с 0:11» over a bar of the share watched when the viewer stopped part way (spec 2 §3
 * media position); the player resumes there by itself, from the same position and the same rule (resumeFrom).
 */
function WatchAction({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const saved = useQuery(endpointQuery('positions.get', { params: { media_item_id: item.id } }, { enabled: hasPosition(item) })).data;
  const from = resumeFrom(saved?.position ?? null, 0);
  if (from <= 0) {
    return (
      <Link to={playerHref(item)} className={buttonClass('primary', 'lg')}>
        {t('catalog.watch')}
      </Link>
    );
  }
  const percent = watchedPercent(from, item.duration);
  return (
    <span className={styles.resume}>
      <Link to={playerHref(item)} className={buttonClass('primary', 'lg')}>
        {t('catalog.item.continue_from', { time: formatClock(from) })}
      </Link>
      <span
        className={styles.resumeBar}
        role="progressbar"
        aria-label={t('catalog.item.watched_share', { percent })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}

/** The system's share sheet where there is one, else the page's address copied. */
function ShareButton({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = new URL(mediaItemHref(item), window.location.origin).href;
    if (navigator.share) {
      await navigator.share({ title: item.name, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url).then(
      () => toast.success(t('catalog.item.link_copied')),
      () => toast.error(t('error.default')),
    );
  };
  return (
    <button
      type="button"
      className={iconButtonClass}
      aria-label={t('catalog.item.share')}
      title={t('catalog.item.share')}
      onClick={() => void share()}
    >
      <ShareIcon />
    </button>
  );
}
