/** What the server hands React Router with every request (see apps/api, the one-process host). */
export interface EfirLoadContext {
  /** Reaches the API: in-process in one-process mode, over HTTP for a web-only instance. */
  apiFetch: typeof fetch;
  /** Origin the apiFetch URLs are built on, e.g. 'http://efir.internal'. */
  apiBaseUrl: string;
  /** The browser's Cookie header (the server has already ensured a session cookie exists). */
  requestCookie: string;
  /** Pass an API Set-Cookie on to the browser. */
  appendSetCookie(value: string): void;
  /** Brand forced by configuration (EFIR_BRAND) for local runs; otherwise resolve by host name. */
  forcedBrand: string | undefined;
  /** The running version (same as GET /app_info). */
  version: string;
  /** This response's Content-Security-Policy nonce, for the scripts the server writes. */
  cspNonce: string | undefined;
  /** The text of the built stylesheet a page links, which the page writes in to paint first (paint-first.ts). */
  stylesheet(href: string): string | undefined;
  /**
   * The built chunk the client imports lazily by this name, then the chunks it imports, so a page's head can preload them;
   * none in development.
   */
  chunkUrls(name: string): string[];
}

declare module 'react-router' {
  interface AppLoadContext extends EfirLoadContext {}
}
