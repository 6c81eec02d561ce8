import type { EndpointInput, EndpointName, EndpointOutput, Endpoints } from '@efir/contract';
import { QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { browserApi } from './browser';
import type { Api } from './client';
import { ClientError } from './client';

/** spec 1 §9: data queries are stale after 5 s and not refetched on window focus. */
export const QUERY_STALE_TIME_MS = 5000;

/** The calls a query may make: reads only. */
export type QueryEndpointName = { [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? N : never }[EndpointName];

/** A call's input as it goes over the wire: path and query values as text, empty parts left out. */
export interface WireInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** The query key of a call: its endpoint's name and its input, so the server's prefetch and the page's read meet. */
export type EndpointKey<N extends QueryEndpointName> = readonly [N, WireInput];

export interface EndpointQueryOptions {
  enabled?: boolean;
  staleTime?: number;
  retry?: boolean | number;
}

type EndpointQueryArgs<N extends QueryEndpointName> =
  Record<never, never> extends EndpointInput<Endpoints[N]>
    ? [input?: EndpointInput<Endpoints[N]>, options?: EndpointQueryOptions]
    : [input: EndpointInput<Endpoints[N]>, options?: EndpointQueryOptions];

function wirePart(values: object | undefined): Record<string, string> | undefined {
  const entries = Object.entries(values ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function wireInput(input: { params?: object; query?: object } | undefined): WireInput {
  const params = wirePart(input?.params);
  const query = wirePart(input?.query);
  return { ...(params ? { params } : {}), ...(query ? { query } : {}) };
}

/**
 * The one query of an endpoint: `useQuery(endpointQuery('mediaItems.getById', { params: { id } }))` in a page and
 * `queries.fetch(endpointQuery(…))` in its loader share one cache entry. The query client calls the API from the key.
 */
export function endpointQuery<N extends QueryEndpointName>(name: N, ...[input, options]: EndpointQueryArgs<N>) {
  const key: EndpointKey<N> = [name, wireInput(input as { params?: object; query?: object } | undefined)];
  return queryOptions<EndpointOutput<Endpoints[N]>, ClientError, EndpointOutput<Endpoints[N]>, EndpointKey<N>>({
    queryKey: key,
    ...options,
  });
}

const callFromKey = (api: Api, [name, input]: QueryKey) =>
  (api.call as (name: EndpointName, input: WireInput) => Promise<unknown>)(name as EndpointName, input as WireInput);

const rendersOnly = () => Promise.reject(new Error('the page render reads what its loaders fetched'));

/**
 * A query cache whose queries call `api` from their key (see endpointQuery). Without an API it only renders what it
 * is given: the server's page render reads the loaders' dehydrated answers and never fetches.
 */
export function createQueryClient(api?: Api): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: api ? ({ queryKey }) => callFromKey(api, queryKey) : rendersOnly,
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        // A network blip deserves a second try; an answer from the API does not change by asking again.
        retry: (failures, error) => failures < 1 && error instanceof ClientError && error.networkCode !== undefined,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The browser's query cache, one per page life: React reads it, and code outside React (modal callbacks) refreshes it. */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient(browserApi());
  return browserClient;
}

/** Marks every answer of these endpoints stale, refetching those on screen: after a write that changes them. */
export function invalidateEndpoint(...names: QueryEndpointName[]): Promise<void> {
  return browserQueryClient().invalidateQueries({ predicate: (query) => (names as readonly unknown[]).includes(query.queryKey[0]) });
}
