import { type Api, type ClientError, createApi } from './client';
import { createThrottle, ERROR_THROTTLE_MS, httpReactionFor, performReaction, type ReactionDeps } from './http-reactions';

let api: Api | undefined;

/** The browser's API client: same origin, and it carries out the HTTP reactions of spec 1 §8. */
export function browserApi(): Api {
  api ??= createApi({ baseUrl: '', fetch: (input, init) => window.fetch(input, init), onError: react });
  return api;
}

const mayReact = createThrottle(ERROR_THROTTLE_MS);

function react(error: ClientError): void {
  const reaction = httpReactionFor(error.status, error.body?.error_code, error.method);
  if (reaction && mayReact()) void performReaction(reaction, browserDeps);
}

const browserDeps: ReactionDeps = {
  createDemoSession: () => browserApi().call('sessions.createDemo', { body: {} }),
  updateSession: () => browserApi().call('auth.sessionUpdate', { body: {} }),
  setCookie: (cookie) => {
    document.cookie = cookie;
  },
  pathname: () => window.location.pathname,
  assign: (path) => window.location.assign(path),
  reload: () => window.location.reload(),
};
