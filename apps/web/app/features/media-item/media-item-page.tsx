import type { MediaItem } from '@efir/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShellInfo } from '../../session/session';
import { formatDuration, formatRating } from '../catalog/format';
import { imageSources } from '../catalog/image';
import { mediaItemHref } from '../catalog/links';
import { ItemBreadcrumbs } from './item-breadcrumbs';
import styles from './media-item.module.css';
import { itemTrail } from './series-structure';
import { SimilarRow } from './similar-row';
import { TitleActions } from './title-actions';
import { TitleDetails } from './title-details';

type MediaItemPageProps = {
  item: MediaItem;
  castOnly?: boolean;
  /** Between the hero and the cast: the series' seasons and episodes. */
  children?: ReactNode;
  /** A series' episode the viewer goes on with (spec 2 §3 series_position); watching starts there. */
  goOnWith?: MediaItem | null;
};

/**
 * A media item's page (film, series, season, episode): hero over the background with its actions, then the series'
 * parts, cast, details and «Похожие».
 */
export function MediaItemPage({ item, castOnly = false, children, goOnWith = null }: MediaItemPageProps) {
  const { t } = useTranslation();
  const base = mediaItemHref(item);
  const sectionEntry = useShellInfo()?.menu.find((entry) => entry.target === `/${item.category.alias}`);
  const section = sectionEntry ? { label: sectionEntry.title, href: sectionEntry.target } : null;
  const trail = itemTrail(item, castOnly ? { label: t('catalog.item.cast') } : null, section);
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
        <ItemBreadcrumbs trail={trail} className={styles.breadcrumbs} />
        <div className={styles.heroContent}>
          {item.series_name && item.series_slug ? (
            <p className={styles.parent}>
              <Link to={`/series/${item.series_slug}`}>{item.series_name}</Link>
              {item.type === 'episode' && item.season_short_name && item.season_slug ? (
                <>
                  {' · '}
                  <Link to={`/series/${item.series_slug}/seasons/${item.season_slug}`}>{item.season_short_name}</Link>
                </>
              ) : null}
            </p>
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
          <TitleActions item={item} goOnWith={goOnWith} />
        </div>
      </header>
      {children}
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
      {castOnly ? null : (
        <>
          <TitleDetails item={item} />
          <SimilarRow item={item} />
        </>
      )}
    </article>
  );
}
