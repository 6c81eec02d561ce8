/** Songs per page of /karaoke/catalog. */
export const KARAOKE_PAGE_SIZE = 30;

/** The page asked for by `?page=`: a whole number from 1; anything else is the first page. */
export function pageFromSearch(search: URLSearchParams): number {
  const value = Number(search.get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

export const pageCount = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

/** The address of another page: the first page has no parameter, so it has one address only. */
export const pageHref = (path: string, page: number): string => (page <= 1 ? path : `${path}?page=${page}`);
