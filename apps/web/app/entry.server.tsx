import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { CspNonceContext } from './csp-nonce';
import { languageFromCookie } from './features/language/language';
import { tvViewFor } from './features/tv-view/tv-view';
import { paintFirst } from './paint-first';
import { phoneUserAgent } from './session/root-data';
import { scriptsStart } from './start-scripts';

export const streamTimeout = 5_000;

/**
 * What a visitor's page depends on besides its address and host: the server keeps one render of each variant and shares
 * it among visitors (apps/api/src/web/ssr.ts). A request whose page differs in anything else must not be shared.
 */
export function sharedPageVariant({ url, cookie, userAgent }: { url: string; cookie: string; userAgent: string }): string {
  const { tvView } = tvViewFor({ userAgent, cookieHeader: cookie, query: new URL(url, 'http://efir.internal').searchParams });
  return `${languageFromCookie(cookie)}|${tvView ? 'tv' : 'web'}|${isbot(userAgent) ? 'bot' : 'browser'}|${phoneUserAgent(userAgent) ? 'phone' : 'any'}`;
}

/**
 * React Router's default Node entry, plus the CSP nonce on every script the server writes (React's, the router's, ours),
 * and the page made to paint first (paint-first.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { matches, loaderData } = routerContext.staticHandlerContext;
    const start = scriptsStart(
      matches.map(({ route }) => ({ handle: routerContext.routeModules[route.id]?.handle, data: loaderData[route.id] })),
    );
    const paintsFirst = start.after !== 'nothing';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const ended = () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          };
          const body = paintsFirst ? paintFirst({ stylesheet: loadContext.stylesheet, ended }) : new PassThrough().once('finish', ended);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is out reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
