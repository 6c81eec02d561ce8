import type { MediaItem } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { mediaItemHref } from '../catalog/links';
import { EpisodeList } from './episode-list';
import { EpisodeNav } from './episode-nav';
import { SeasonTabs } from './season-tabs';
import styles from './series.module.css';
import { SEASON_PARAM } from './series-structure';

/** What a series, season or episode page shows of its series: seasons, the chosen season's episodes, neighbours. */
export function SeriesSections({ item, seasonId }: { item: MediaItem; seasonId: number | null }) {
  switch (item.type) {
    case 'series':
      return <SeriesSeasons item={item} seasonId={seasonId} />;
    case 'season':
      return <SeasonEpisodes season={item} />;
    case 'episode':
      return item.season_id !== null ? <SeasonOfEpisode episode={item} seasonId={item.season_id} /> : null;
    default:
      return null;
  }
}

function SeriesSeasons({ item, seasonId }: { item: MediaItem; seasonId: number | null }) {
  const { t } = useTranslation();
  const seasons = useQuery(endpointQuery('mediaItems.seasons', { params: { id: String(item.id) } })).data?.items ?? [];
  const selected = seasons.find((season) => season.id === seasonId) ?? seasons[0];
  const episodes =
    useQuery(endpointQuery('mediaItems.episodes', { params: { id: String(selected?.id) } }, { enabled: selected !== undefined })).data
      ?.items ?? [];
  if (!selected) return null;
  return (
    <section className={styles.section} aria-labelledby="seasons-title">
      <div className={styles.sectionHead}>
        <h2 id="seasons-title" className={styles.sectionTitle}>
          {t('catalog.item.seasons')}
        </h2>
        <Link to={mediaItemHref(selected)} className={styles.sectionLink}>
          {t('catalog.item.season_page', { season: selected.short_name ?? selected.name })}
        </Link>
      </div>
      <SeasonTabs
        seasons={seasons}
        selectedId={selected.id}
        hrefOf={(season) => `?${SEASON_PARAM}=${season.order_number}`}
        isPage={false}
      />
      <EpisodeList episodes={episodes} />
    </section>
  );
}

function SeasonEpisodes({ season }: { season: MediaItem }) {
  const { t } = useTranslation();
  const seriesId = { params: { id: String(season.series_id) } };
  const seasons = useQuery(endpointQuery('mediaItems.seasons', seriesId, { enabled: season.series_id !== null })).data?.items ?? [];
  const episodes = useQuery(endpointQuery('mediaItems.episodes', { params: { id: String(season.id) } })).data?.items ?? [];
  return (
    <section className={styles.section} aria-labelledby="episodes-title">
      <h2 id="episodes-title" className={styles.sectionTitle}>
        {t('catalog.item.episodes')}
      </h2>
      {seasons.length > 1 ? <SeasonTabs seasons={seasons} selectedId={season.id} hrefOf={mediaItemHref} isPage /> : null}
      <EpisodeList episodes={episodes} />
    </section>
  );
}

function SeasonOfEpisode({ episode, seasonId }: { episode: MediaItem; seasonId: number }) {
  const { t } = useTranslation();
  const episodes = useQuery(endpointQuery('mediaItems.episodes', { params: { id: String(seasonId) } })).data?.items ?? [];
  return (
    <section className={styles.section} aria-labelledby="episodes-title">
      <h2 id="episodes-title" className={styles.sectionTitle}>
        {episode.season_short_name ? t('catalog.item.season_episodes', { season: episode.season_short_name }) : t('catalog.item.episodes')}
      </h2>
      <EpisodeNav episodes={episodes} currentId={episode.id} />
      <EpisodeList episodes={episodes} currentId={episode.id} />
    </section>
  );
}
