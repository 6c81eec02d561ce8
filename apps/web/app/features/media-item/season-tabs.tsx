import type { MediaItem } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './series.module.css';

/**
 * The seasons of a series as tabs. Each is a link (to `?season=N` on the series page, to the season's own page
 * elsewhere), so the choice lives in the address, renders on the server and survives a reload.
 */
export function SeasonTabs({
  seasons,
  selectedId,
  hrefOf,
  isPage,
}: {
  seasons: MediaItem[];
  selectedId: number | null;
  hrefOf: (season: MediaItem) => string;
  /** The links lead to other pages (season pages) rather than switch the list on this one. */
  isPage: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalog.item.seasons')}>
      <ul className={styles.tabs}>
        {seasons.map((season) => (
          <li key={season.id}>
            <Link
              to={hrefOf(season)}
              className={styles.tab}
              aria-current={season.id === selectedId ? (isPage ? 'page' : 'true') : undefined}
              preventScrollReset={!isPage}
              replace={!isPage}
            >
              {season.short_name ?? season.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
