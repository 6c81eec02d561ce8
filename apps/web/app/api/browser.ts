import { type Api, type ClientError, createApi } from './client';
import { createThrottle, ERROR_THROTTLE_MS, type HttpReaction, httpReactionFor } from './http-reactions';

let api: Api | undefined;

/** The browser's API client: same origin, and it carries out the HTTP reactions of spec 1 §8. */
export function browserApi(): Api {
  api ??= createApi({ baseUrl: '', fetch: (input, init) => window.fetch(input, init), onError: react });
  return api;
}

const mayReact = createThrottle(ERROR_THROTTLE_MS);

function react(error: ClientError): void {
  const reaction = httpReactionFor(error.status, error.body?.error_code, error.method);
  if (reaction && mayReact()) void perform(reaction);
}

async function perform(reaction: HttpReaction): Promise<void> {
  switch (reaction) {
    case 'toGeoblock':
      // The geoblock page itself may still get 451 from its calls: going there again would loop.
      if (window.location.pathname !== '/geoblock') window.location.assign('/geoblock');
      return;
    case 'reload':
      window.location.reload();
      return;
    case 'demoSessionAndReload':
    case 'dropSessionAndReload':
      // The session cookie is httpOnly, so JavaScript cannot set or remove it: a new demo session from the API replaces it
      // with a Set-Cookie, which also makes the balancer and session cookies of spec 1 §8 unnecessary in the browser.
      await browserApi()
        .call('sessions.createDemo', { body: {} })
        .catch(() => undefined);
      window.location.reload();
      return;
    case 'updateSessionAndReload':
      // 1000053: the server wants the session re-checked (a restricted session whose devices fit again).
      await browserApi()
        .call('auth.sessionUpdate', { body: {} })
        .catch(() => undefined);
      window.location.reload();
      return;
  }
}
