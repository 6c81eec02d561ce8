import { ErrorCode } from '@efir/contract';

/** spec 1 §8 handlers: at most one per ERROR_THROTTLE_MS. */
export const ERROR_THROTTLE_MS = 5000;

/** What the browser does about an HTTP error (spec 1 §8). */
export type HttpReaction = 'demoSessionAndReload' | 'updateSessionAndReload' | 'dropSessionAndReload' | 'toGeoblock' | 'reload';

export function httpReactionFor(status: number | undefined, errorCode: number | undefined, method: string): HttpReaction | null {
  if (status === 401) {
    if (errorCode === ErrorCode.SESSION_INVALID) return 'demoSessionAndReload';
    if (errorCode === ErrorCode.SESSION_UPDATE_REQUIRED) return 'updateSessionAndReload';
    return 'dropSessionAndReload';
  }
  if (status === 403 && errorCode === ErrorCode.FORBIDDEN && method === 'GET') return 'dropSessionAndReload';
  if (status === 451) return 'toGeoblock';
  if (status === 502 || status === 503 || status === 504) return 'reload';
  return null;
}

/** Returns a gate that lets one call through per `intervalMs`; `now` is injectable for tests. */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    return true;
  };
}
