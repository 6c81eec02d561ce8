import type { EpgProgram, MediaBlockItem, MediaItem } from '@efir/contract';

/** spec 1 §2 media detail routes: films under /movies, the rest under their series. */
export function mediaItemHref(item: Pick<MediaItem, 'type' | 'slug' | 'series_slug' | 'season_slug'>): string {
  switch (item.type) {
    case 'film':
      return `/movies/${item.slug}`;
    case 'series':
      return `/series/${item.slug}`;
    case 'season':
      return item.series_slug ? `/series/${item.series_slug}/seasons/${item.slug}` : `/seasons/${item.slug}`;
    case 'episode':
      return item.series_slug && item.season_slug
        ? `/series/${item.series_slug}/seasons/${item.season_slug}/episodes/${item.slug}`
        : `/episodes/${item.slug}`;
  }
}

/** The player route of a media item page (owned by the player). */
export const playerHref = (item: Parameters<typeof mediaItemHref>[0]) => `${mediaItemHref(item)}/player`;

/** spec 2 §2 links from cards: a channel's page by its slug (its id works too). */
export const channelHref = (channel: { slug: string }) => `/tv/${channel.slug}`;

type ProgramLink = Pick<EpgProgram, 'original_id' | 'start_time' | 'channel_info'>;

/** spec 2 §2 links from cards: a programme plays on its channel's player, from the archive when it is over. */
export const programPlayerHref = (program: ProgramLink) =>
  `/tv/${program.channel_info.slug}/player?program=${encodeURIComponent(program.original_id)}&start_time=${program.start_time}`;

/** spec 1 §2 /tv/{channel_id}/shows/{id}: the programme's page, by its original_id. */
export const programPageHref = (program: Pick<EpgProgram, 'original_id' | 'channel_info'>) =>
  `/tv/${program.channel_info.slug}/shows/${encodeURIComponent(program.original_id)}`;

/** spec 2 §2 "Links from cards". Episodes open the player; banners follow their target; genres open the catalogue. */
export function itemHref(item: MediaBlockItem): string | null {
  switch (item.item_type) {
    case 'media_item':
      return item.type === 'episode' ? playerHref(item) : mediaItemHref(item);
    case 'collection':
      return `/collections/${item.slug}`;
    case 'karaoke_item':
      return `/karaoke/${item.slug}`;
    case 'channel':
      return channelHref(item);
    case 'program':
      return programPlayerHref(item);
    case 'service':
      return `/services/${item.alias || item.id}`;
    case 'person':
      return `/persons/${item.slug}`;
    case 'banner':
      return item.is_clickable && item.target ? item.target.link : null;
    case 'genre':
      return `/catalog?genres=${encodeURIComponent(item.alias)}`;
  }
}
