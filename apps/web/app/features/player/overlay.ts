import type { Channel, EpgProgram, MediaItem } from '@efir/contract';
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

/**
 * Spec 2 §2 "Overlay content" for a channel: the programme's start and end in the viewer's time zone, its name, the
 * channel's name, the age level, and a notice when the channel keeps no archive.
 */
export function channelOverlay(channel: Channel, program: EpgProgram | null, formatTime: (program: EpgProgram) => string): OverlayContent {
  return {
    kind: 'channel',
    channelName: channel.name,
    programName: program?.name ?? null,
    programTime: program ? formatTime(program) : null,
    ageLevel: (program?.age_level ?? channel.age_level).name || null,
    hasArchive: channel.is_tstv_allowed && channel.tstv_options_channel.is_catchup_allowed,
  };
}
