import type { PurchasableType } from '@efir/contract';
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
  /** The server's error_code, for boundaries that answer one of them (the view PIN, the purchase offer). */
  error_code?: number;
  /** What would open a refused item (CONTENT_NOT_PURCHASED), so the page offers it instead of failing. */
  purchase?: ContentOffer;
  /** When the profile may watch (VIEW_TIME_WINDOW), so the page says when watching opens again. */
  window?: ViewWindow;
}

/** The active profile's allowed hours, `HH:MM` in the account's time zone. */
export interface ViewWindow {
  allowed_from: string;
  allowed_to: string;
}

/** The refusal's `purchase` (docs/decisions/0011): what to buy, and whether the viewer must sign in first. */
export interface ContentOffer {
  item_type: PurchasableType;
  item_id: number;
  login_required: boolean;
}

function offerOf(body: unknown): ContentOffer | undefined {
  const purchase = (body as { purchase?: Partial<ContentOffer> } | undefined)?.purchase;
  if (!purchase || typeof purchase.item_id !== 'number' || typeof purchase.item_type !== 'string') return undefined;
  return { item_type: purchase.item_type, item_id: purchase.item_id, login_required: purchase.login_required === true };
}

function windowOf(body: unknown): ViewWindow | undefined {
  const { allowed_from, allowed_to } = (body ?? {}) as Partial<Record<keyof ViewWindow, unknown>>;
  return typeof allowed_from === 'string' && typeof allowed_to === 'string' ? { allowed_from, allowed_to } : undefined;
}

/**
 * A loader's query cache, fresh for each request: fetch through it, then return `dehydrate()` for the page's HydrationBoundary.
 * A failed call becomes a route error response with the composed code, which (unlike a thrown Error) survives production SSR.
 */
export function loaderQueries({ context, request }: { context: EfirLoadContext; request: Request }) {
  const api = serverApi(context, request);
  const queryClient = createQueryClient(api);
  /** The failure a call's error stands for; a 451 leaves for /geoblock and anything but an API answer is rethrown. */
  function failureOf(error: unknown): { failure: LoadFailure; status: number } {
    if (request.signal.aborted || !(error instanceof ClientError)) throw error;
    // spec 1 §8: HTTP 451 goes to /geoblock, already during server rendering.
    if (error.status === 451 && new URL(request.url).pathname !== GEOBLOCK_PATH) throw redirect(GEOBLOCK_PATH);
    const purchase = offerOf(error.body);
    const window = windowOf(error.body);
    const failure: LoadFailure = {
      code: error.code,
      ...(error.body ? { error_code: error.body.error_code } : {}),
      ...(purchase ? { purchase } : {}),
      ...(window ? { window } : {}),
    };
    return { failure, status: error.status && error.status >= 400 ? error.status : 502 };
  }

  return {
    api,
    async fetch<T, E, K extends QueryKey>(options: FetchQueryOptions<T, E, T, K>): Promise<T> {
      try {
        return await queryClient.fetchQuery(options);
      } catch (error) {
        const { failure, status } = failureOf(error);
        throw data<LoadFailure>(failure, { status });
      }
    },
    /** Like `fetch`, but a refusal the page shows itself (an item to buy) comes back instead of failing the page. */
    async attempt<T, E, K extends QueryKey>(options: FetchQueryOptions<T, E, T, K>): Promise<{ value: T } | { failure: LoadFailure }> {
      try {
        return { value: await queryClient.fetchQuery(options) };
      } catch (error) {
        return { failure: failureOf(error).failure };
      }
    },
    dehydrate: () => dehydrate(queryClient),
  };
}
