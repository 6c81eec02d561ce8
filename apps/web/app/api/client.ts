import { ApiError, type Call, createClient, type EndpointName, endpoints, REVISION_HEADER } from '@efir/contract';
import type { TFunction } from 'i18next';
import { composeErrorCode } from './error-code';

/** The one API client object: calls endpoints of the contract by name. */
export interface Api {
  call: Call;
}

/** A failed call with its composed client error code (spec 1 §8) and the method it used. */
export class ClientError extends ApiError {
  readonly code: string;

  constructor(
    cause: ApiError,
    readonly method: string,
  ) {
    super(cause.status, cause.body, cause.networkCode);
    this.name = 'ClientError';
    this.code = composeErrorCode(cause);
  }
}

export interface ApiOptions {
  baseUrl: string;
  fetch: typeof fetch;
  /** Cookie header to forward (server rendering only; the browser sends its own). */
  cookie?: () => string;
  /** Each Set-Cookie of an answer (server rendering passes them to the browser). */
  onSetCookie?: (value: string) => void;
  onError?: (error: ClientError) => void;
}

export function createApi(options: ApiOptions): Api {
  const client = createClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    headers: () => {
      const headers: Record<string, string> = { [REVISION_HEADER]: __APP_VERSION__ };
      const cookie = options.cookie?.();
      if (cookie) headers.cookie = cookie;
      return headers;
    },
    onResponse: options.onSetCookie && ((response) => response.headers.getSetCookie().forEach(options.onSetCookie!)),
  });
  const call = async (name: EndpointName, ...input: unknown[]) => {
    try {
      return await (client.call as (name: EndpointName, ...input: unknown[]) => Promise<unknown>)(name, ...input);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const failure = new ClientError(error, endpoints[name].method);
      options.onError?.(failure);
      throw failure;
    }
  };
  return { call: call as Call };
}

/** The server's own description of a failed call, when it sent one; callers show theirs (error.default …) otherwise (spec 1 §8). */
export function serverDescription(error: unknown): string | undefined {
  return (error instanceof ApiError && error.body?.description) || undefined;
}

/**
 * What a failed call tells the viewer: the interface's own words for an error code it knows (`error.codes` in each
 * language), so no server English shows inside another language; else the server's description (spec 1 §8).
 */
export function errorText(error: unknown, t: TFunction): string | undefined {
  const code = error instanceof ApiError ? error.body?.error_code : undefined;
  return (code !== undefined && t(`error.codes.${code}`, { defaultValue: '' })) || serverDescription(error);
}
