import type { LanguageCode } from '@efir/contract';
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
