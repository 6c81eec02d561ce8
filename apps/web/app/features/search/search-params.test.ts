import type { SearchItem } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { groupSearchItems, readSearchQuery, searchHref, searchStatus } from './search-params';

const hit = (item_type: SearchItem['item_type'], id: number) => ({ item_type, id }) as SearchItem;

describe('the search address', () => {
  it('reads the query parameter trimmed, and at most as long as the API takes', () => {
    expect(readSearchQuery(new URLSearchParams('query=%20%D0%BC%D0%BE%D1%81%D1%82%20'))).toBe('мост');
    expect(readSearchQuery(new URLSearchParams(''))).toBe('');
    expect(readSearchQuery(new URLSearchParams(`query=${'a'.repeat(150)}`))).toHaveLength(100);
  });

  it('writes the query encoded, and the bare page for an empty one', () => {
    expect(searchHref(' седьмой мост ')).toBe('/search?query=%D1%81%D0%B5%D0%B4%D1%8C%D0%BC%D0%BE%D0%B9%20%D0%BC%D0%BE%D1%81%D1%82');
    expect(searchHref('   ')).toBe('/search');
  });

  it('asks the API only from 2 characters on', () => {
    expect(searchStatus('')).toBe('prompt');
    expect(searchStatus('м')).toBe('short');
    expect(searchStatus('мо')).toBe('search');
  });
});

describe('search results by kind', () => {
  it('keep the ranking within a kind and order the kinds by their best result', () => {
    const groups = groupSearchItems([
      hit('channel', 1),
      hit('media_item', 7),
      hit('channel', 2),
      hit('collection', 3),
      hit('media_item', 5),
    ]);
    expect(groups.map((group) => [group.kind, group.items.map((item) => item.id)])).toEqual([
      ['channel', [1, 2]],
      ['media_item', [7, 5]],
      ['collection', [3]],
    ]);
  });

  it('leave out kinds without results', () => {
    expect(groupSearchItems([])).toEqual([]);
  });
});
