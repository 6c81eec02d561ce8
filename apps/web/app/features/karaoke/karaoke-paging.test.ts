import { describe, expect, it } from 'vitest';
import { pageCount, pageFromSearch, pageHref } from './karaoke-paging';

describe('karaoke catalogue pages', () => {
  it('reads ?page= as a whole number from 1, anything else as the first page', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc']) expect(pageFromSearch(new URLSearchParams(bad))).toBe(1);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
  });

  it('gives the first page a single address without the parameter', () => {
    expect(pageHref('/karaoke/catalog', 1)).toBe('/karaoke/catalog');
    expect(pageHref('/karaoke/catalog', 2)).toBe('/karaoke/catalog?page=2');
  });
});
