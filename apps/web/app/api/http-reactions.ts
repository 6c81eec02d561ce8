import { BALANCER_COOKIE, BALANCER_COOKIE_MAX_AGE_SECONDS, ErrorCode } from '@efir/contract';

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

/** What carrying out a reaction needs from the browser; injected so the order of steps is tested without one. */
export interface ReactionDeps {
  /** sessions.createDemo: its answer sets the new httpOnly session cookie and names the instance that made it. */
  createDemoSession(): Promise<{ balancer_id: string }>;
  /** auth.sessionUpdate. */
  updateSession(): Promise<unknown>;
  setCookie(cookie: string): void;
  pathname(): string;
  assign(path: string): void;
  reload(): void;
}

/**
 * spec 1 §8: the short-lived balancer cookie, so the reload after a new demo session reaches the instance that made it
 * (its write may not have reached a read replica yet). The session cookie itself is httpOnly and set by the API's answer.
 */
export const balancerCookie = (instanceId: string): string =>
  `${BALANCER_COOKIE}=${encodeURIComponent(instanceId)}; Max-Age=${BALANCER_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;

export async function performReaction(reaction: HttpReaction, deps: ReactionDeps): Promise<void> {
  switch (reaction) {
    case 'toGeoblock':
      // The geoblock page itself may still get 451 from its calls: going there again would loop.
      if (deps.pathname() !== '/geoblock') deps.assign('/geoblock');
      return;
    case 'reload':
      deps.reload();
      return;
    case 'demoSessionAndReload':
    case 'dropSessionAndReload': {
      // JavaScript cannot remove an httpOnly cookie: a new demo session replaces it through the answer's Set-Cookie.
      const demo = await deps.createDemoSession().catch(() => undefined);
      if (demo && reaction === 'demoSessionAndReload') deps.setCookie(balancerCookie(demo.balancer_id));
      deps.reload();
      return;
    }
    case 'updateSessionAndReload':
      // 1000053: the server wants the session re-checked (a restricted session whose devices fit again).
      await deps.updateSession().catch(() => undefined);
      deps.reload();
      return;
  }
}
