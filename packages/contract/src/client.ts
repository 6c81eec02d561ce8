import type { EndpointInput, EndpointOutput } from './endpoint.js';
import { type EndpointName, type Endpoints, endpoints } from './endpoints.js';
import type { ApiErrorBody } from './errors.js';

/** The request and response headers every client and server agree on. */
export const REVISION_HEADER = 'x-efir-revision';
export const VERSION_HEADER = 'x-efir-version';

/** A failed call: the HTTP status and the server's error body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly body: ApiErrorBody | undefined,
    /** Network failure name (ECONNREFUSED, ERR_NETWORK …) when no answer came. */
    readonly networkCode?: string,
  ) {
    super(body?.description ?? networkCode ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export interface ClientOptions {
  baseUrl: string;
  fetch: typeof fetch;
  /** Headers sent with every request: the revision header, a forwarded cookie during SSR … */
  headers?: () => Record<string, string>;
  /** Called with every response, e.g. to pass Set-Cookie back to the browser during SSR. */
  onResponse?: (response: Response) => void;
}

export type Call = <N extends EndpointName>(
  name: N,
  ...input: Record<never, never> extends EndpointInput<Endpoints[N]>
    ? [input?: EndpointInput<Endpoints[N]>]
    : [input: EndpointInput<Endpoints[N]>]
) => Promise<EndpointOutput<Endpoints[N]>>;

export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([a-z_]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The one way to call the API, typed by the endpoint table. */
export function createClient(options: ClientOptions): { call: Call } {
  const call = async (name: EndpointName, input: { params?: object; query?: object; body?: unknown } = {}) => {
    const endpoint = endpoints[name];
    const url =
      options.baseUrl +
      buildPath(endpoint.path, input.params as Record<string, unknown>) +
      buildQuery(input.query as Record<string, unknown>);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers?.() };
    let body: string | undefined;
    if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    let response: Response;
    try {
      response = await options.fetch(url, { method: endpoint.method, headers, body, credentials: 'include' });
    } catch (error) {
      throw new ApiError(undefined, undefined, networkCodeOf(error));
    }
    options.onResponse?.(response);
    if (response.status === 204) return undefined;
    const data = await response.json().catch(() => undefined);
    if (!response.ok) throw new ApiError(response.status, isErrorBody(data) ? data : undefined);
    return data;
  };
  return { call: call as Call };
}

function isErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).error_code === 'number';
}

function networkCodeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause;
  if (cause?.code) return cause.code;
  if ((error as Error)?.name === 'AbortError') return 'ECONNABORTED';
  return 'ERR_NETWORK';
}
