// @vitest-environment jsdom
import type { KaraokeItem } from '@efir/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { renderWith } from '../blocks/test-support';
import { KaraokeItemPage } from './karaoke-item-page';

afterEach(cleanup);

const song: KaraokeItem = {
  id: 20,
  slug: 'bez-tebya',
  name: 'Without you',
  logo: '/api/v1/images/tile/a',
  artist: { id: 25, name: 'Summer Beasts' },
  usage_model: 'TVOD',
  duration: 192,
  age_level: { id: 2, name: '6+', age_value: 6 },
  is_favorite: true,
};

describe('karaoke item page (spec 2 §3 karaoke item)', () => {
  it('shows the song, its artist, duration, usage model and age, the favourite state and a way to sing', () => {
    renderWith(<KaraokeItemPage item={song} />, [[endpointQuery('sessions.current'), { is_auth: true }]]);
    expect(screen.getByRole('heading', { level: 1, name: 'Without you' })).toBeTruthy();
    expect(screen.getByText('Summer Beasts')).toBeTruthy();
    expect(screen.getByText('3 min · To rent · 6+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sing “Without you”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All songs' }).getAttribute('href')).toBe('/karaoke/catalog');
  });
});
