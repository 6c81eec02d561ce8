// @vitest-environment jsdom
import type { MediaItem } from '@efir/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { MAIN_BRAND } from '../../brand/brands';
import { shellQuery } from '../../session/session';
import { type Prefill, renderWith } from '../blocks/test-support';
import { EpisodeList } from './episode-list';
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
    countries: [
      { id: 1, code: 'RU', name: 'Russia' },
      { id: 2, code: 'FR', name: 'France' },
    ],
    audio_languages: ['rus', 'eng'],
    subtitle_languages: ['eng'],
    quality: 'Full HD',
    category: { alias: 'movies' },
    usage_model: 'TVOD',
    is_free: true,
    is_favorite: false,
    series_id: null,
    visit_card: '/v',
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
  it('shows the title, rating with one decimal, the watch link, then trailer, favourite and share as named icon buttons', () => {
    renderWith(<MediaItemPage item={item(16, 8)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gold' })).toBeTruthy();
    expect(screen.getByText('8.0')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/movies/gold/player');
    expect(screen.getByRole('link', { name: 'Trailer' }).getAttribute('href')).toBe('/movies/gold/trailer');
    expect(screen.getByRole('button', { name: 'Add to favourites' }).textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('a film the viewer does not hold has one primary action: its way in, not a watch link beside it', () => {
    renderWith(<MediaItemPage item={{ ...item(16, 8), is_free: false }} />, [[endpointQuery('sessions.current'), { is_auth: false }]]);
    expect(screen.getByRole('button', { name: 'Rent' }).className).toMatch(/primary/);
    expect(screen.queryByRole('link', { name: 'Watch' })).toBeNull();
  });

  it('leads the breadcrumbs through the section the menu gives the film’s category', () => {
    const shell = [shellQuery(MAIN_BRAND.id), { menu: [{ id: 3, title: 'Movies', target: '/movies', icon: 'movies' }] }];
    renderWith(<MediaItemPage item={item(16, 8)} />, [shell as Prefill]);
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(trail.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Movies', '/movies'],
    ]);
  });

  it('lists countries, audio and subtitle languages and quality under «About the film»', () => {
    renderWith(<MediaItemPage item={item(16, 8)} />);
    const details = within(screen.getByRole('region', { name: 'About the film' }));
    const value = (term: string) => details.getByText(term).nextElementSibling?.textContent;
    expect(value('Country')).toBe('Russia, France');
    expect(value('Audio')).toBe('Russian, English');
    expect(value('Subtitles')).toBe('English');
    expect(value('Quality')).toBe('Full HD');
  });

  it('resumes a film the viewer stopped part way: «Continue from 0:11» over the share watched', () => {
    const position = [endpointQuery('positions.get', { params: { media_item_id: 1 } }), { position: { timepoint: 11, is_viewed: false } }];
    renderWith(<MediaItemPage item={item(16, 8)} />, [position as Prefill]);
    expect(screen.getByRole('link', { name: 'Continue from 0:11' }).getAttribute('href')).toBe('/movies/gold/player');
    expect(screen.queryByRole('link', { name: 'Watch' })).toBeNull();
    // 11 s of 6720 s rounds to nothing, yet the bar shows it was started.
    expect(screen.getByRole('progressbar', { name: '1% watched' }).getAttribute('aria-valuenow')).toBe('1');
  });

  it('a finished film plays from the start again', () => {
    const position = [endpointQuery('positions.get', { params: { media_item_id: 1 } }), { position: { timepoint: 6600, is_viewed: true } }];
    renderWith(<MediaItemPage item={item(16, 8)} />, [position as Prefill]);
    expect(screen.getByRole('link', { name: 'Watch' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows «More like this» as cards linking to the other titles', () => {
    const other = { ...item(12, 7), id: 2, slug: 'silver', name: 'Silver' } as MediaItem;
    const similar = [endpointQuery('mediaItems.similar', { params: { id: '1' } }), { items: [other] }];
    renderWith(<MediaItemPage item={item(16, 8)} />, [similar as Prefill]);
    const row = within(screen.getByRole('region', { name: 'More like this' }));
    expect(row.getByRole('link', { name: /Silver/ }).getAttribute('href')).toBe('/movies/silver');
  });
});

describe('episode list', () => {
  it('gives each episode its synopsis under its name, and none when it has none', () => {
    const episode = (id: number, synopsis: string) =>
      ({
        ...item(12, null),
        id,
        type: 'episode',
        slug: `e${id}`,
        name: `Episode ${id}`,
        short_name: null,
        short_description: synopsis,
      }) as MediaItem;
    renderWith(<EpisodeList episodes={[episode(1, 'A doctor finds an old map.'), episode(2, '')]} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('A doctor finds an old map.')).toBeTruthy();
    expect(second!.querySelector('p')).toBeNull();
  });
});
