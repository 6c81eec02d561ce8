import type { KaraokeItem } from '@efir/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { formatDuration } from '../catalog/format';
import { imageSources } from '../catalog/image';
import { FavoriteButton } from '../favorites/favorite-button';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { usePageLayout } from '../shell/layout-context';
import styles from './karaoke.module.css';

// The player and its stream library load only when the viewer presses play, not with the page.
const KaraokePlayer = lazy(() => import('./karaoke-player'));

/** /karaoke/{slug}: the song, its artist and details (spec 2 §3 Karaoke item), the favourite toggle and the player. */
export function KaraokeItemPage({ item }: { item: KaraokeItem }) {
  const { t } = useTranslation();
  const { header } = usePageLayout();
  const [playing, setPlaying] = useState(false);
  const details = [
    formatDuration(item.duration, { h: t('catalog.item.hours'), min: t('catalog.item.minutes') }),
    t(`library.usage_model.${item.usage_model}`),
    item.age_level.name,
  ];
  return (
    <>
      {header ? (
        <div className={styles.crumbs}>
          <Breadcrumbs title={item.name} />
        </div>
      ) : null}
      <article className={styles.item}>
        <div className={styles.stage}>
          {playing ? (
            <Suspense fallback={<div className={styles.playerLoading} />}>
              <KaraokePlayer item={item} />
            </Suspense>
          ) : (
            <button
              type="button"
              className={styles.cover}
              onClick={() => setPlaying(true)}
              aria-label={t('library.sing', { song: item.name })}
            >
              <img className={styles.backdrop} src={imageSources(item.logo, 'genre', '250x250').src} alt="" width={250} height={250} />
              <img
                className={styles.art}
                {...imageSources(item.logo, 'genre', '250x250')}
                alt=""
                width={250}
                height={250}
                fetchPriority="high"
              />
              <span className={styles.play} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="32" height="32" fill="currentColor" aria-hidden="true" focusable="false">
                  <path d="M8 5v14l11-7z" />
                </svg>
              </span>
            </button>
          )}
        </div>
        <div className={styles.info}>
          <p className={styles.artist}>{item.artist.name}</p>
          <h1 className={styles.song}>{item.name}</h1>
          <p className={styles.details}>{details.join(' · ')}</p>
          <div className={styles.actions}>
            {playing ? null : (
              <button type="button" className={buttonClass('primary', 'lg')} onClick={() => setPlaying(true)}>
                {t('library.sing_button')}
              </button>
            )}
            <FavoriteButton key={item.id} itemType="karaoke_item" itemId={item.id} isFavorite={item.is_favorite} />
          </div>
          <Link to="/karaoke/catalog" className={styles.back}>
            {t('library.all_songs')}
          </Link>
        </div>
      </article>
    </>
  );
}
