import { dehydrate, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { data, redirect } from 'react-router';
import type { EfirLoadContext } from '../server-context';
import { ClientError } from './client';
import { createQueryClient } from './queries';
import { serverApi } from './server';

const GEOBLOCK_PATH = '/geoblock';

/** What a route's error boundary receives when its data failed to load. */
export interface LoadFailure {
  code: string;
  /** The server's error_code, for boundaries that answer one of them (the view PIN). */
  error_code?: number;
}

/**
 * A loader's query cache, fresh for each request: fetch through it, then return `dehydrate()` for the page's HydrationBoundary.
 * A failed call becomes a route error response with the composed code, which (unlike a thrown Error) survives production SSR.
 */
export function loaderQueries({ context, request }: { context: EfirLoadContext; request: Request }) {
  const queryClient = createQueryClient();
  const api = serverApi(context, request);
  return {
    api,
    async fetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
      try {
        return await queryClient.fetchQuery(options);
      } catch (error) {
        if (request.signal.aborted || !(error instanceof ClientError)) throw error;
        // spec 1 §8: HTTP 451 goes to /geoblock, already during server rendering.
        if (error.status === 451 && new URL(request.url).pathname !== GEOBLOCK_PATH) throw redirect(GEOBLOCK_PATH);
        const failure: LoadFailure = { code: error.code, ...(error.body ? { error_code: error.body.error_code } : {}) };
        throw data<LoadFailure>(failure, { status: error.status && error.status >= 400 ? error.status : 502 });
      }
    },
    dehydrate: () => dehydrate(queryClient),
  };
}
