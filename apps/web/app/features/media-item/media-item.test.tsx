// @vitest-environment jsdom
import type { MediaItem } from '@efir/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWith } from '../blocks/test-support';
import { MediaItemPage } from './media-item-page';
import { mediaItemJsonLd } from './structured-data';

afterEach(cleanup);

const item = (age: number, rating: number | null) =>
  ({
    id: 1,
    slug: 'gold',
    type: 'film',
    name: 'Gold',
    original_name: null,
    short_description: 'Short',
    summary: 'Long',
    year: 1981,
    duration: 6720,
    genres: [{ id: 1, alias: 'drama', name: 'Drama' }],
    age_level: { id: 1, name: `${age}+`, age_value: age },
    ratings: { service: rating, user: null },
    logo: '/p',
    background: '/b',
    series_slug: null,
    season_slug: null,
    series_name: null,
    assets: { preview_assets: [{ type: 'trailer', stream_id: 's' }] },
    persons: [],
  }) as unknown as MediaItem;

describe('structured data (spec 2 §5)', () => {
  it('is family friendly up to age 14 only', () => {
    expect(mediaItemJsonLd(item(14, null), 'u', 'o').isFamilyFriendly).toBe(true);
    expect(mediaItemJsonLd(item(16, null), 'u', 'o').isFamilyFriendly).toBeUndefined();
  });
  it('rates on a 0–10 scale with a count of rating × 1000', () => {
    expect(mediaItemJsonLd(item(16, 7.5), 'u', 'o').aggregateRating).toMatchObject({
      ratingValue: 7.5,
      bestRating: 10,
      worstRating: 0,
      ratingCount: 7500,
    });
  });
});

describe('structured data of a series’ parts', () => {
  it('an episode names its number, its season and its series', () => {
    const episode = {
      ...item(12, null),
      type: 'episode',
      order_number: 3,
      series_slug: 'storm',
      series_name: 'Storm',
      season_slug: 'storm-season-2',
      season_order_number: 2,
    } as unknown as MediaItem;
    expect(mediaItemJsonLd(episode, 'u', 'https://efir.test')).toMatchObject({
      '@type': 'TVEpisode',
      episodeNumber: 3,
      partOfSeason: { '@type': 'TVSeason', seasonNumber: 2, url: 'https://efir.test/series/storm/seasons/storm-season-2' },
      partOfSeries: { '@type': 'TVSeries', name: 'Storm', url: 'https://efir.test/series/storm' },
    });
  });
});

describe('media item page', () => {
  it('shows the title, rating with one decimal, and watch and trailer links', () => {
    renderWith(<MediaItemPage item={item(16, 8)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gold' })).toBeTruthy();
    expect(screen.getByText('8.0')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/movies/gold/player');
    expect(screen.getByRole('link', { name: 'Trailer' }).getAttribute('href')).toBe('/movies/gold/trailer');
  });
});
