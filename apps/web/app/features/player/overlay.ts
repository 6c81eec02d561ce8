import type { MediaItem } from '@efir/contract';
import type { OverlayContent } from '@efir/player/ui';

/**
 * Spec 2 §2 "Overlay content" for a media item: its name, then the season and episode short names for an
 * episode, or the genres, or the word for trailer on a preview, and the age level.
 */
export function mediaItemOverlay(item: MediaItem, isTrailer: boolean): OverlayContent {
  const episode = [item.season_short_name, item.short_name].filter(Boolean).join(', ');
  const details = episode || item.genres.map((genre) => genre.name).join(', ') || null;
  return {
    kind: 'media_item',
    name: item.type === 'episode' && item.series_name ? item.series_name : item.name,
    details: item.type === 'episode' && episode ? `${episode} · ${item.name}` : details,
    isTrailer,
    ageLevel: item.age_level.name,
  };
}
