import type { EndpointName } from '@efir/contract';
import { type Api, type ClientError, createApi } from './client';
import { reportNetworkError } from './error-reporting';
import { createThrottle, ERROR_THROTTLE_MS, httpReactionFor, performReaction, type ReactionDeps } from './http-reactions';
import { trackWrite } from './own-writes';

let api: Api | undefined;
type UntypedCall = (name: EndpointName, ...input: unknown[]) => Promise<unknown>;

/** The browser's API client: same origin, and it carries out the HTTP reactions of spec 1 §8. */
export function browserApi(): Api {
  if (!api) {
    const { call } = createApi({ baseUrl: '', fetch: (input, init) => window.fetch(input, init), onError: react });
    // This tab's own changes are followed, so their echo on the event stream does not reload it.
    api = { call: ((name, ...input) => trackWrite(name, (call as UntypedCall)(name, ...input))) as Api['call'] };
  }
  return api;
}

const mayReact = createThrottle(ERROR_THROTTLE_MS);

function react(error: ClientError): void {
  reportNetworkError(error);
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
