import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, type SearchItem } from '@efir/contract';

/** Typing settles for this long before the results follow the field. */
export const SEARCH_DEBOUNCE_MS = 400;
export const SEARCH_PATH = '/search';

/** spec 1 §2: /search carries the query in its `query` parameter; it is trimmed and cut to what the API takes. */
export function readSearchQuery(search: URLSearchParams): string {
  return (search.get('query') ?? '').trim().slice(0, SEARCH_QUERY_MAX).trim();
}

export const searchHref = (query: string) => {
  const trimmed = query.trim();
  return trimmed ? `${SEARCH_PATH}?query=${encodeURIComponent(trimmed)}` : SEARCH_PATH;
};

/** Nothing typed yet, too short to search, or a query the API answers. */
export type SearchStatus = 'prompt' | 'short' | 'search';

export function searchStatus(query: string): SearchStatus {
  if (query === '') return 'prompt';
  return query.length < SEARCH_QUERY_MIN ? 'short' : 'search';
}

export type SearchKind = SearchItem['item_type'];
export interface SearchGroup {
  kind: SearchKind;
  items: SearchItem[];
}

/**
 * Results by kind (films and series, channels, karaoke, collections). The answer is ranked best first, so each group
 * keeps that order and the groups come in the order of their best result: a film's title puts films first.
 */
export function groupSearchItems(items: SearchItem[]): SearchGroup[] {
  const groups = new Map<SearchKind, SearchItem[]>();
  for (const item of items) {
    const group = groups.get(item.item_type);
    if (group) group.push(item);
    else groups.set(item.item_type, [item]);
  }
  return [...groups].map(([kind, grouped]) => ({ kind, items: grouped }));
}
