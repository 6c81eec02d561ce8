import type { CatalogTheme, LanguageCode } from '@efir/contract';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { Api } from './client';
import { ClientError } from './client';

/** spec 1 §9: data queries are stale after 5 s and not refetched on window focus. */
export const QUERY_STALE_TIME_MS = 5000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        // A network blip deserves a second try; an answer from the API does not change by asking again.
        retry: (failures, error) => failures < 1 && error instanceof ClientError && error.networkCode !== undefined,
      },
    },
  });
}

/** Languages, menu, login types and toggles; the menu titles follow the interface language. */
export const shellQuery = (api: Api, language: LanguageCode) =>
  queryOptions({ queryKey: ['system.shell', language], queryFn: () => api.call('system.shell', { query: {} }) });

export const sessionQuery = (api: Api) => queryOptions({ queryKey: ['sessions.current'], queryFn: () => api.call('sessions.current') });

/** spec 2 §9: theme filters are cached 5 minutes. */
const FILTERS_STALE_MS = 5 * 60 * 1000;

export const mediaViewQuery = (api: Api, alias: string) =>
  queryOptions({
    queryKey: ['mediaViews.getByAlias', alias],
    queryFn: () => api.call('mediaViews.getByAlias', { params: { alias }, query: {} }),
  });

export const catalogFiltersQuery = (api: Api, theme: CatalogTheme) =>
  queryOptions({
    queryKey: ['catalog.filters', theme],
    queryFn: () => api.call('catalog.filters', { query: { theme } }),
    staleTime: FILTERS_STALE_MS,
  });

export const mediaItemQuery = (api: Api, id: string) =>
  queryOptions({ queryKey: ['mediaItems.getById', id], queryFn: () => api.call('mediaItems.getById', { params: { id } }) });

export const continueWatchingQuery = (api: Api) =>
  queryOptions({ queryKey: ['continueWatching.list'], queryFn: () => api.call('continueWatching.list') });
