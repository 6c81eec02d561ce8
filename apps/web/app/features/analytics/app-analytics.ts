import { flushOnExit, track } from './track';

/** The browser around the app, narrowed to what the app session reads (tests pass their own). */
export interface AppEnv {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState' | 'referrer'>;
  now: () => number;
  path: () => string;
}

export interface AppAnalytics {
  pageView(path: string): void;
  stop(): void;
}

const referrerHost = (referrer: string): string | null => {
  try {
    return referrer ? new URL(referrer).host : null;
  } catch {
    return null;
  }
};

/**
 * spec 1 §7 start app, page view and quit app for one app session: the page load (or its return from the
 * back-forward cache) starts it, leaving the page quits it with the seconds it lasted. Only the referrer's host is
 * kept: its path and query may carry another site's private data.
 */
export function startAppAnalytics(env: AppEnv, send = { track, flushOnExit }): AppAnalytics {
  let startedAt = 0;
  let lastPath: string | undefined;
  const start = () => {
    startedAt = env.now();
    send.track('start_app', { path: env.path(), referrer: referrerHost(env.document.referrer) });
  };
  const quit = () => {
    send.track('quit_app', { path: env.path(), seconds: Math.round((env.now() - startedAt) / 1000) });
    send.flushOnExit();
  };
  const restored = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) start();
  };
  // A phone may never fire pagehide for a tab it discards later: what waits goes out when the page is hidden.
  const hidden = () => {
    if (env.document.visibilityState === 'hidden') send.flushOnExit();
  };
  start();
  env.window.addEventListener('pagehide', quit);
  env.window.addEventListener('pageshow', restored);
  env.document.addEventListener('visibilitychange', hidden);
  return {
    pageView(path) {
      if (path === lastPath) return;
      lastPath = path;
      send.track('page_view', { path });
    },
    stop() {
      env.window.removeEventListener('pagehide', quit);
      env.window.removeEventListener('pageshow', restored);
      env.document.removeEventListener('visibilitychange', hidden);
    },
  };
}
