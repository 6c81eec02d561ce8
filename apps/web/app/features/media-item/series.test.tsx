// @vitest-environment jsdom
import type { MediaItem } from '@efir/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { type Prefill, renderWith } from '../blocks/test-support';
import { MediaItemPage } from './media-item-page';
import { SeriesSections } from './series-sections';
import { fitsRoute, itemTrail, neighbours, routeType, selectedSeason } from './series-structure';

afterEach(cleanup);

const base = {
  name: '',
  summary: '',
  short_description: '',
  original_name: null,
  year: 2020,
  duration: null,
  genres: [],
  countries: [],
  audio_languages: [],
  subtitle_languages: [],
  quality: null,
  category: { alias: 'series' },
  age_level: { id: 1, name: '12+', age_value: 12 },
  ratings: { service: null, user: null },
  logo: '/l',
  background: '/b',
  visit_card: '/v',
  is_favorite: false,
  is_free: true,
  assets: { preview_assets: [] },
  persons: [],
  series_id: null,
  series_slug: null,
  series_name: null,
  season_id: null,
  season_slug: null,
  season_short_name: null,
  short_name: null,
  order_number: null,
} as const;

const series = { ...base, id: 1, type: 'series', slug: 'storm', name: 'Storm' } as unknown as MediaItem;
const season = (n: number) =>
  ({
    ...base,
    id: 10 + n,
    type: 'season',
    slug: `storm-season-${n}`,
    name: `Season ${n}`,
    short_name: `Season ${n}`,
    order_number: n,
    series_id: 1,
    series_slug: 'storm',
    series_name: 'Storm',
  }) as unknown as MediaItem;
const episode = (s: number, n: number) =>
  ({
    ...base,
    id: 100 * s + n,
    type: 'episode',
    slug: `storm-s${s}e${n}`,
    name: `Title ${s}.${n}`,
    short_name: `Episode ${n}`,
    order_number: n,
    duration: 2700,
    series_id: 1,
    series_slug: 'storm',
    series_name: 'Storm',
    season_id: 10 + s,
    season_slug: `storm-season-${s}`,
    season_short_name: `Season ${s}`,
  }) as unknown as MediaItem;
const seasons = [season(1), season(2)];
const episodesOf = (s: number) => [episode(s, 1), episode(s, 2), episode(s, 3)];
const cache: Prefill[] = [
  [endpointQuery('mediaItems.seasons', { params: { id: '1' } }), { items: seasons }],
  [endpointQuery('mediaItems.episodes', { params: { id: '11' } }), { items: episodesOf(1) }],
  [endpointQuery('mediaItems.episodes', { params: { id: '12' } }), { items: episodesOf(2) }],
];

describe('which address shows which item (spec 1 §2)', () => {
  it('each section holds its own type, and nested addresses their own parents, by slug or id', () => {
    expect(fitsRoute(series, '/series/storm', { id: 'storm' })).toBe(true);
    expect(fitsRoute(series, '/movies/storm', { id: 'storm' })).toBe(false);
    expect(fitsRoute(season(2), '/series/storm/seasons/storm-season-2', { series_id: 'storm', id: 'x' })).toBe(true);
    expect(fitsRoute(season(2), '/series/1/seasons/12/cast', { series_id: '1', id: '12' })).toBe(true);
    expect(fitsRoute(season(2), '/series/other/seasons/12', { series_id: 'other', id: '12' })).toBe(false);
    expect(fitsRoute(season(2), '/seasons/12', { id: '12' })).toBe(true);
    expect(fitsRoute(season(2), '/episodes/12', { id: '12' })).toBe(false);
    const e = episode(2, 3);
    expect(fitsRoute(e, '/series/storm/seasons/storm-season-2/episodes/203', { series_id: 'storm', season_id: 'storm-season-2' })).toBe(
      true,
    );
    expect(fitsRoute(e, '/series/storm/seasons/storm-season-1/episodes/203', { series_id: 'storm', season_id: 'storm-season-1' })).toBe(
      false,
    );
    expect(fitsRoute(e, '/episodes/203', { id: '203' })).toBe(true);
    for (const item of [series, season(1), e]) {
      expect(fitsRoute(item, `/catalog/${item.id}`, { id: String(item.id) })).toBe(true);
      expect(fitsRoute(item, `/media_items/${item.id}/cast`, { id: String(item.id) })).toBe(true);
    }
  });

  it('a slug is asked for with the type its address names, players included; /catalog and /media_items name any type', () => {
    expect(routeType('/movies/storm/player', { id: 'storm' })).toBe('film');
    expect(routeType('/series/storm/player', { id: 'storm' })).toBe('series');
    expect(routeType('/series/storm/seasons/s2', { series_id: 'storm', id: 's2' })).toBe('season');
    expect(routeType('/series/storm/seasons/s2/episodes/e3/player', { series_id: 'storm', season_id: 's2', id: 'e3' })).toBe('episode');
    expect(routeType('/seasons/s2', { id: 's2' })).toBe('season');
    expect(routeType('/episodes/e3/trailer', { id: 'e3' })).toBe('episode');
    expect(routeType('/catalog/storm', { id: 'storm' })).toBeUndefined();
    expect(routeType('/embed/storm', { id: 'storm' })).toBeUndefined();
  });

  it('the trail names the series and season above an episode, and the cast after the item', () => {
    expect(itemTrail(episode(2, 3), null)).toEqual([
      { label: 'Storm', href: '/series/storm' },
      { label: 'Season 2', href: '/series/storm/seasons/storm-season-2' },
      { label: 'Title 2.3', href: '/series/storm/seasons/storm-season-2/episodes/storm-s2e3' },
    ]);
    expect(itemTrail(episode(1, 1), null, { label: 'Series', href: '/series' })[0]).toEqual({ label: 'Series', href: '/series' });
    expect(itemTrail(season(1), { label: 'Cast' }).map((crumb) => crumb.href)).toEqual([
      '/series/storm',
      '/series/storm/seasons/storm-season-1',
      '/series/storm/seasons/storm-season-1/cast',
    ]);
  });

  it('a series page shows the season its address names, else the first; neighbours stop at the season’s ends', () => {
    expect(selectedSeason(seasons, '2')?.id).toBe(12);
    expect(selectedSeason(seasons, '9')?.id).toBe(11);
    expect(selectedSeason(seasons, null)?.id).toBe(11);
    expect(selectedSeason(seasons, null, 12)?.id).toBe(12);
    expect(selectedSeason(seasons, '1', 12)?.id).toBe(11);
    const list = episodesOf(1);
    expect(neighbours(list, 101)).toEqual({ previous: undefined, next: list[1] });
    expect(neighbours(list, 103)).toEqual({ previous: list[1], next: undefined });
  });
});

describe('the series page', () => {
  it('shows its seasons as tabs and the chosen season’s episodes as cards that open the player or the episode', () => {
    renderWith(<SeriesSections item={series} seasonId={12} />, cache);
    const tabs = within(screen.getByRole('navigation', { name: 'Seasons' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Season 1', '/movies?season=1', null],
      ['Season 2', '/movies?season=2', 'true'],
    ]);
    expect(screen.getByRole('link', { name: 'Season 2: all episodes' }).getAttribute('href')).toBe('/series/storm/seasons/storm-season-2');
    const cards = screen.getAllByRole('listitem').filter((li) => li.closest('ol'));
    expect(cards).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Watch: Episode 1. Title 2.1' }).getAttribute('href')).toBe(
      '/series/storm/seasons/storm-season-2/episodes/storm-s2e1/player',
    );
    expect(screen.getByRole('link', { name: 'Episode 2 · 45 min Title 2.2' }).getAttribute('href')).toBe(
      '/series/storm/seasons/storm-season-2/episodes/storm-s2e2',
    );
  });
});

describe('the series page of a viewer who has started it', () => {
  it('goes on with their episode instead of the first', () => {
    renderWith(<MediaItemPage item={series} goOnWith={episode(2, 3)} />, cache);
    expect(screen.getByRole('link', { name: 'Continue: Season 2, Episode 3' }).getAttribute('href')).toBe(
      '/series/storm/seasons/storm-season-2/episodes/storm-s2e3/player',
    );
    expect(screen.queryByRole('link', { name: 'Watch' })).toBeNull();
  });
});

describe('the season page', () => {
  it('lists its episodes, with its sibling seasons as links to their pages', () => {
    renderWith(<SeriesSections item={season(1)} seasonId={11} />, cache);
    const tabs = within(screen.getByRole('navigation', { name: 'Seasons' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['/series/storm/seasons/storm-season-1', 'page'],
      ['/series/storm/seasons/storm-season-2', null],
    ]);
    expect(screen.getAllByRole('link', { name: /^Watch: / })).toHaveLength(3);
  });
});

describe('the episode page', () => {
  it('lists its season’s episodes with itself marked, and links the previous and the next', () => {
    const current = episode(1, 2);
    renderWith(<SeriesSections item={current} seasonId={11} />, cache);
    expect(screen.getByRole('heading', { level: 2, name: 'Episodes — Season 1' })).toBeTruthy();
    const marked = document.querySelectorAll('[aria-current="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.textContent).toContain('Title 1.2');
    expect(marked[0]!.textContent).toContain('This episode');
    const nav = within(screen.getByRole('navigation', { name: 'Neighbouring episodes' }));
    expect(nav.getByRole('link', { name: /Previous episode/ }).getAttribute('href')).toBe(
      '/series/storm/seasons/storm-season-1/episodes/storm-s1e1',
    );
    expect(nav.getByRole('link', { name: /Next episode/ }).getAttribute('href')).toBe(
      '/series/storm/seasons/storm-season-1/episodes/storm-s1e3',
    );
  });

  it('the page’s breadcrumbs lead home, to the series and to the season', () => {
    renderWith(<MediaItemPage item={episode(1, 2)} />, cache);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/series/storm',
      '/series/storm/seasons/storm-season-1',
    ]);
    expect(crumbs.getByText('Title 1.2').getAttribute('aria-current')).toBe('page');
  });
});
