import type { MediaItem } from '@efir/contract';

/** spec 2 §9: family friendly up to this age value. */
export const FAMILY_AGE_MAX = 14;
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
    ...(item.persons?.length
      ? {
          actor: item.persons.filter((person) => person.role === 'actor').map((person) => ({ '@type': 'Person', name: person.name })),
          director: item.persons.filter((person) => person.role === 'director').map((person) => ({ '@type': 'Person', name: person.name })),
        }
      : {}),
  };
}
