import { FAMILY_AGE_MAX, type MediaItem } from '@efir/contract';

/** spec 2 §5: the rating count is derived as rating × 1000. */
export const RATING_COUNT_FACTOR = 1000;

const schemaType: Record<MediaItem['type'], string> = { film: 'Movie', series: 'TVSeries', season: 'TVSeason', episode: 'TVEpisode' };

/** spec 2 §5 structured data of a media page: JSON-LD with isFamilyFriendly for age ≤ 14 and a 0–10 rating. */
export function mediaItemJsonLd(item: MediaItem, url: string, origin: string): Record<string, unknown> {
  const rating = item.ratings.service;
  return {
    '@context': 'https://schema.org',
    '@type': schemaType[item.type],
    name: item.name,
    ...(item.original_name ? { alternateName: item.original_name } : {}),
    url,
    image: `${origin}${item.logo}`,
    description: item.summary || item.short_description,
    ...(item.year ? { dateCreated: String(item.year) } : {}),
    genre: item.genres.map((genre) => genre.name),
    contentRating: item.age_level.name,
    ...(item.age_level.age_value <= FAMILY_AGE_MAX ? { isFamilyFriendly: true } : {}),
    ...(rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating,
            bestRating: 10,
            worstRating: 0,
            ratingCount: Math.round(rating * RATING_COUNT_FACTOR),
          },
        }
      : {}),
    ...partOf(item, origin),
    ...(item.persons?.length
      ? {
          actor: item.persons.filter((person) => person.role === 'actor').map((person) => ({ '@type': 'Person', name: person.name })),
          director: item.persons.filter((person) => person.role === 'director').map((person) => ({ '@type': 'Person', name: person.name })),
        }
      : {}),
  };
}

/** A season names its series and number; an episode its number, season and series (schema.org TVSeason, TVEpisode). */
function partOf(item: MediaItem, origin: string): Record<string, unknown> {
  const series =
    item.series_slug && item.series_name
      ? { '@type': 'TVSeries', name: item.series_name, url: `${origin}/series/${item.series_slug}` }
      : null;
  if (item.type === 'season')
    return { ...(item.order_number !== null ? { seasonNumber: item.order_number } : {}), ...(series ? { partOfSeries: series } : {}) };
  if (item.type !== 'episode') return {};
  const season =
    item.series_slug && item.season_slug
      ? {
          '@type': 'TVSeason',
          ...(item.season_order_number !== null ? { seasonNumber: item.season_order_number } : {}),
          url: `${origin}/series/${item.series_slug}/seasons/${item.season_slug}`,
        }
      : null;
  return {
    ...(item.order_number !== null ? { episodeNumber: item.order_number } : {}),
    ...(season ? { partOfSeason: season } : {}),
    ...(series ? { partOfSeries: series } : {}),
  };
}
