import type { MediaItem } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { formatDuration, formatRating } from '../catalog/format';
import { imageSources } from '../catalog/image';
import { mediaItemHref, playerHref } from '../catalog/links';
import styles from './media-item.module.css';

/** A media item's page (film, series, season, episode): hero over the background, actions, description and cast. */
export function MediaItemPage({ item, castOnly = false }: { item: MediaItem; castOnly?: boolean }) {
  const { t } = useTranslation();
  const base = mediaItemHref(item);
  const persons = item.persons ?? [];
  const shownPersons = castOnly ? persons : persons.slice(0, 12);
  const meta = [
    item.year,
    item.genres.map((genre) => genre.name).join(', '),
    item.duration ? formatDuration(item.duration, { h: t('catalog.item.hours'), min: t('catalog.item.minutes') }) : null,
    item.age_level.name,
  ].filter(Boolean);
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <img className={styles.background} {...imageSources(item.background, 'background', '1280x720')} alt="" fetchPriority="high" />
        <div className={styles.heroContent}>
          {item.series_name && item.series_slug ? (
            <Link className={styles.parent} to={`/series/${item.series_slug}`}>
              {item.series_name}
              {item.season_short_name ? ` · ${item.season_short_name}` : ''}
            </Link>
          ) : null}
          <h1 className={styles.title}>{item.name}</h1>
          {item.original_name ? <p className={styles.original}>{item.original_name}</p> : null}
          <p className={styles.meta}>
            {item.ratings.service !== null ? (
              <span className={styles.rating} title={t('catalog.item.rating')}>
                {formatRating(item.ratings.service)}
              </span>
            ) : null}
            {meta.join(' · ')}
          </p>
          {castOnly ? null : <p className={styles.summary}>{item.summary || item.short_description}</p>}
          <div className={styles.actions}>
            <Link to={playerHref(item)} className={buttonClass('primary', 'lg')}>
              {t('catalog.watch')}
            </Link>
            {item.assets.preview_assets.length > 0 ? (
              <Link to={`${base}/trailer`} className={buttonClass('secondary', 'lg')}>
                {t('catalog.trailer')}
              </Link>
            ) : null}
          </div>
        </div>
      </header>
      {shownPersons.length > 0 ? (
        <section className={styles.cast} aria-labelledby="cast-title">
          <h2 id="cast-title" className={styles.sectionTitle}>
            {castOnly ? t('catalog.item.cast') : <Link to={`${base}/cast`}>{t('catalog.item.cast')}</Link>}
          </h2>
          <ul className={castOnly ? styles.castGrid : styles.castRow}>
            {shownPersons.map((person) => (
              <li key={`${person.id}-${person.role}`}>
                <Link to={`/persons/${person.slug}`} className={styles.person}>
                  <img {...imageSources(person.photo_avatar, 'avatar', '90x90')} alt="" width={90} height={90} loading="lazy" />
                  <span className={styles.personName}>{person.name}</span>
                  <span className={styles.personRole}>{person.character ?? t(`catalog.item.roles.${person.role}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
