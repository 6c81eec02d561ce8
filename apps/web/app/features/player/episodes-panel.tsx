import type { MediaItem } from '@efir/contract';
import { type SidePanelContent, useCloseSidePanel } from '@efir/player/ui';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { imageSources } from '../catalog/image';
import { playerHref } from '../catalog/links';
import styles from './episodes-panel.module.css';

/** The player's side panel for an episode: its season's episodes, the playing one marked; a pick plays it. */
export function episodesPanel(episodes: MediaItem[], currentId: number, t: TFunction): SidePanelContent | null {
  if (episodes.length < 2) return null;
  return {
    title: t('player.episodes'),
    openLabel: t('player.open_episodes'),
    children: <EpisodeEntries episodes={episodes} currentId={currentId} currentLabel={t('catalog.item.current_episode')} />,
  };
}

function EpisodeEntries({ episodes, currentId, currentLabel }: { episodes: MediaItem[]; currentId: number; currentLabel: string }) {
  const close = useCloseSidePanel();
  return (
    <ol className={styles.list}>
      {episodes.map((episode) => {
        const isCurrent = episode.id === currentId;
        return (
          <li key={episode.id}>
            <Link
              to={playerHref(episode)}
              replace
              className={styles.entry}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={isCurrent ? (event) => event.preventDefault() : close}
            >
              <img {...imageSources(episode.visit_card, 'horizontal', '400x225')} alt="" width={112} height={63} loading="lazy" />
              <span className={styles.text}>
                <span className={styles.number}>{isCurrent ? `${episode.short_name} · ${currentLabel}` : episode.short_name}</span>{' '}
                <span className={styles.name}>{episode.name}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
