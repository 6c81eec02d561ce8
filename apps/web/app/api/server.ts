import type { EfirLoadContext } from '../server-context';
import { type Api, createApi } from './client';

/** The API as a loader sees it: the viewer's cookie goes along, Set-Cookie comes back, and the call ends with the request. */
export function serverApi(context: EfirLoadContext, request: Request): Api {
  return createApi({
    baseUrl: context.apiBaseUrl,
    fetch: (input, init) => context.apiFetch(input, { ...init, signal: request.signal }),
    cookie: () => context.requestCookie,
    onSetCookie: (value) => context.appendSetCookie(value),
  });
}
