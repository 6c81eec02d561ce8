// @vitest-environment jsdom
import type { CollectionPage as Collection, MediaItem } from '@efir/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWith } from '../blocks/test-support';
import { CollectionPage } from './collection-page';

afterEach(cleanup);

const film = (id: number, name: string, rating: number) =>
  ({
    item_type: 'media_item',
    id,
    slug: `film-${id}`,
    type: 'film',
    name,
    year: 2020,
    genres: [],
    short_description: '',
    logo: '/p',
    poster_bg_color: '#000',
    age_level: { id: 1, name: '12+', age_value: 12 },
    ratings: { service: rating, user: null },
  }) as unknown as MediaItem & { item_type: 'media_item' };

const collection: Collection = {
  id: 1,
  slug: 'best',
  name: 'Best of the year',
  description: 'What we recommend',
  logo: '/l',
  copyright_holder_logo_1: '/c1',
  copyright_holder_logo_2: null,
  items_count: 2,
  items: [film(1, 'Gold', 10), film(2, 'Silver', 7)],
};

describe('collection page', () => {
  it('shows the collection with its items as cards linked by slug, ratings with one decimal except 10', () => {
    renderWith(<CollectionPage collection={collection} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Best of the year' })).toBeTruthy();
    expect(screen.getByText('What we recommend')).toBeTruthy();
    expect(screen.getByText('Titles: 2')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Copyright holders' }).querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Gold/ }).getAttribute('href')).toBe('/movies/film-1');
    expect(screen.getByText('10')).toBeTruthy();
    expect(screen.getByText('7.0')).toBeTruthy();
  });
});
