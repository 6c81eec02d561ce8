import type { CatalogTheme } from '@efir/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/client';
import { catalogFiltersQuery } from '../../api/queries';
import { type CatalogState, catalogApiQuery } from './catalog-params';

/** spec 2 §9: filters are cached 5 minutes. */
const ALL_FILTERS_STALE_MS = 5 * 60 * 1000;

/** A theme's filters (the same cache entry as the theme page's filters block), or every theme's on /catalog. */
export const catalogPageFiltersQuery = (api: Api, theme: CatalogTheme | undefined) =>
  theme
    ? catalogFiltersQuery(api, theme)
    : queryOptions({
        queryKey: ['catalog.filters', 'all'],
        queryFn: () => api.call('catalog.filters', { query: {} }),
        staleTime: ALL_FILTERS_STALE_MS,
      });

export const catalogListQuery = (api: Api, theme: CatalogTheme | undefined, state: CatalogState) => {
  const query = catalogApiQuery(state, theme);
  return queryOptions({ queryKey: ['catalog.list', query], queryFn: () => api.call('catalog.list', { query }) });
};
