import { CatalogQuery } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import {
  catalogApiQuery,
  catalogHref,
  catalogSearch,
  catalogThemeOf,
  isFiltered,
  pageLinks,
  parseCatalogSearch,
  toggleOption,
  toggleSwitch,
  withPage,
  withSort,
} from './catalog-params';

const parse = (search: string) => parseCatalogSearch(new URLSearchParams(search));

describe('catalogue state in the URL', () => {
  it('reads what the filters block of a theme page submits, empty selects and all', () => {
    const state = parse('genres=drama&countries=&years=2010&new=true&high_rating=1');
    expect(state).toEqual({
      lists: { genres: ['drama'], countries: [], years: ['2010'] },
      switches: ['new', 'high_rating'],
      sort: 'popular',
      page: 1,
    });
  });

  it('reads lists comma-separated and repeated, each option once', () => {
    expect(parse('genres=drama,comedy&genres=horror&genres=drama').lists.genres).toEqual(['drama', 'comedy', 'horror']);
  });

  it('drops what the listing could not take instead of failing the page', () => {
    const state = parse('genres=drama,<script>,&sort=loudest&page=0&new=maybe&in_subscription=false');
    expect(state).toEqual({ lists: { genres: ['drama'], countries: [], years: [] }, switches: [], sort: 'popular', page: 1 });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=10001').page).toBe(1);
  });

  it('writes a canonical, readable query that reads back to the same state', () => {
    const state = parse('years=2010&sort=new&genres=drama,comedy&high_rating=true&page=3');
    const search = catalogSearch(state);
    expect(search).toBe('genres=drama,comedy&years=2010&high_rating=true&sort=new&page=3');
    expect(parse(search)).toEqual(state);
  });

  it('leaves defaults out, so the unfiltered first page is the bare path', () => {
    expect(catalogHref('/movies/catalog', parse('sort=popular&page=1&genres='))).toBe('/movies/catalog');
  });

  it('every filter change and every new order go back to the first page; paging keeps the filters', () => {
    const onPage3 = parse('genres=drama&page=3');
    expect(toggleOption(onPage3, 'genres', 'comedy')).toMatchObject({ lists: { genres: ['drama', 'comedy'] }, page: 1 });
    expect(toggleOption(onPage3, 'genres', 'drama').lists.genres).toEqual([]);
    expect(toggleSwitch(onPage3, 'new')).toMatchObject({ switches: ['new'], page: 1 });
    expect(toggleSwitch(toggleSwitch(onPage3, 'new'), 'new').switches).toEqual([]);
    expect(withSort(onPage3, 'rating')).toMatchObject({ sort: 'rating', page: 1 });
    expect(catalogSearch(withPage(onPage3, 4))).toBe('genres=drama&page=4');
  });

  it('knows when anything is filtered (sort and page are not filters)', () => {
    expect(isFiltered(parse('sort=new&page=2'))).toBe(false);
    expect(isFiltered(parse('years=older'))).toBe(true);
    expect(isFiltered(parse('in_subscription=true'))).toBe(true);
  });

  it('asks the listing with a query its contract accepts', () => {
    const query = catalogApiQuery(parse('genres=drama,comedy&new=true&sort=alphabet&page=2'), 'movies');
    expect(CatalogQuery.parse(query)).toMatchObject({
      theme: 'movies',
      genres: ['drama', 'comedy'],
      new: true,
      sort: 'alphabet',
      page: 2,
      limit: 30,
    });
    expect(CatalogQuery.parse(catalogApiQuery(parse(''), undefined))).toMatchObject({ sort: 'popular', page: 1 });
  });
});

describe('catalogue paths', () => {
  it('a theme catalogue lists its theme, /catalog every theme', () => {
    expect(catalogThemeOf('/movies/catalog')).toBe('movies');
    expect(catalogThemeOf('/sport/catalog/')).toBe('sport');
    expect(catalogThemeOf('/catalog')).toBeUndefined();
  });
});

describe('page links', () => {
  it('show the first and last pages and two either side of the current one', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 9)).toEqual([1, 2, 3, null, 9]);
    expect(pageLinks(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageLinks(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageLinks(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
