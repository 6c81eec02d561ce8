import { CATALOG_PAGE_DEFAULT, CATALOG_SORTS, CATALOG_THEMES, type CatalogSort, type CatalogTheme } from '@efir/contract';

/**
 * The catalogue's state lives in the URL (`/{theme}/catalog?genres=drama,comedy&years=2010&new=true&sort=new&page=2`):
 * shareable, server-rendered, and moved through by back and forward. The keys are the filter aliases the filters block of
 * the theme pages submits (spec 2 §2) and the listing answers (`catalog.list`).
 */
export const LIST_FILTERS = ['genres', 'countries', 'years'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
export const SWITCH_FILTERS = ['new', 'high_rating', 'in_subscription'] as const;
export type SwitchFilter = (typeof SWITCH_FILTERS)[number];

export const DEFAULT_SORT: CatalogSort = 'popular';
/** The listing's page size. */
export const CATALOG_PAGE_SIZE = CATALOG_PAGE_DEFAULT;
/** spec 2 §9: a theme's filters (and every theme's, on /catalog) are cached 5 minutes. */
export const FILTERS_STALE_MS = 5 * 60 * 1000;
/** The API's highest page number. */
const PAGE_MAX = 10_000;
/** Option aliases are slugs; anything else in the URL is dropped rather than sent on. */
const ALIAS = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

export interface CatalogState {
  lists: Record<ListFilter, string[]>;
  switches: SwitchFilter[];
  sort: CatalogSort;
  page: number;
}

export const isListFilter = (alias: string): alias is ListFilter => (LIST_FILTERS as readonly string[]).includes(alias);
export const isSwitchFilter = (alias: string): alias is SwitchFilter => (SWITCH_FILTERS as readonly string[]).includes(alias);

/** `/movies/catalog` is the films' catalogue; `/catalog` lists every theme. */
export function catalogThemeOf(pathname: string): CatalogTheme | undefined {
  return CATALOG_THEMES.find((theme) => pathname.replace(/\/$/, '') === `/${theme}/catalog`);
}

/**
 * The state a URL asks for. Lists come comma-separated (as this page writes them) or repeated (as a plain form submits
 * checkboxes); a switch is on for `true` or `1`; an unknown sort or a bad page falls back to the default.
 */
export function parseCatalogSearch(search: URLSearchParams): CatalogState {
  const list = (key: ListFilter) => [
    ...new Set(
      search
        .getAll(key)
        .flatMap((value) => value.split(','))
        .map((alias) => alias.trim())
        .filter((alias) => ALIAS.test(alias)),
    ),
  ];
  const sort = CATALOG_SORTS.find((known) => known === search.get('sort'));
  const page = Number(search.get('page'));
  return {
    lists: { genres: list('genres'), countries: list('countries'), years: list('years') },
    switches: SWITCH_FILTERS.filter((alias) => search.getAll(alias).some((value) => value === 'true' || value === '1')),
    sort: sort ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The canonical query string of a state (no leading `?`), defaults left out and commas kept readable. */
export function catalogSearch(state: CatalogState): string {
  const parts: string[] = [];
  for (const key of LIST_FILTERS) {
    if (state.lists[key].length > 0) parts.push(`${key}=${state.lists[key].map(encodeURIComponent).join(',')}`);
  }
  for (const key of SWITCH_FILTERS) if (state.switches.includes(key)) parts.push(`${key}=true`);
  if (state.sort !== DEFAULT_SORT) parts.push(`sort=${state.sort}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  return parts.join('&');
}

/** The address of a state on a catalogue path. */
export const catalogHref = (pathname: string, state: CatalogState) => {
  const search = catalogSearch(state);
  return search ? `${pathname}?${search}` : pathname;
};

/** The `catalog.list` query of a state. */
export function catalogApiQuery(state: CatalogState, theme: CatalogTheme | undefined) {
  const joined = (key: ListFilter) => (state.lists[key].length > 0 ? state.lists[key].join(',') : undefined);
  const on = (key: SwitchFilter) => (state.switches.includes(key) ? ('true' as const) : undefined);
  return {
    theme,
    genres: joined('genres'),
    countries: joined('countries'),
    years: joined('years'),
    new: on('new'),
    high_rating: on('high_rating'),
    in_subscription: on('in_subscription'),
    sort: state.sort,
    page: state.page,
    limit: CATALOG_PAGE_SIZE,
  };
}

export const isFiltered = (state: CatalogState) => state.switches.length > 0 || LIST_FILTERS.some((key) => state.lists[key].length > 0);

/** Every change of the filters or the order starts again from the first page. */
export function toggleOption(state: CatalogState, key: ListFilter, alias: string): CatalogState {
  const selected = state.lists[key];
  const next = selected.includes(alias) ? selected.filter((known) => known !== alias) : [...selected, alias];
  return { ...state, lists: { ...state.lists, [key]: next }, page: 1 };
}

export function toggleSwitch(state: CatalogState, key: SwitchFilter): CatalogState {
  const switches = state.switches.includes(key) ? state.switches.filter((known) => known !== key) : [...state.switches, key];
  return { ...state, switches, page: 1 };
}

export const withSort = (state: CatalogState, sort: CatalogSort): CatalogState => ({ ...state, sort, page: 1 });
export const withPage = (state: CatalogState, page: number): CatalogState => ({ ...state, page });

/** Page links around the current one: the first, the last, two either side; a gap of several pages is null. */
export function pageLinks(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, count])]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || page - previous === 1) return [page];
    // A gap of one page shows that page: an ellipsis would take as much room.
    return page - previous === 2 ? [page - 1, page] : [null, page];
  });
}
