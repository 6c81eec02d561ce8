import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, any session (demo included), a signed-in account, or the operator's tools
 * (`Authorization: Bearer <EFIR_OPERATOR_TOKEN>`, no session).
 */
export type Access = 'public' | 'session' | 'account' | 'operator';

/** One API call, declared once: the API registers it, the web client calls it by name, OpenAPI describes it. */
export interface Endpoint {
  method: HttpMethod;
  /** Full path from the site root, with `:param` segments. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** A restricted session (device limit hit, spec 1 §3) may call this; every other call refuses it. */
  allowRestricted?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The body is a file of one of these media types rather than JSON: the handler reads it as a stream (no schema
   * checks it; the handler does), so a file of any size never sits in memory whole.
   */
  upload?: { mediaTypes: readonly string[] };
  response: z.ZodType;
  /** Status of a successful answer; 200 unless stated. */
  status?: 200 | 201 | 204;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Field<E, K extends string> = E extends Record<K, infer S extends z.ZodType> ? z.input<S> : undefined;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends Endpoint> = DropUndefined<{
  params: Field<E, 'params'>;
  query: Field<E, 'query'>;
  body: Field<E, 'body'>;
}>;

/** Parts the endpoint lacks disappear; parts that accept an empty object become optional. */
type DropUndefined<T> = {
  [K in keyof T as T[K] extends undefined ? never : Record<never, never> extends T[K] ? K : never]?: T[K];
} & {
  [K in keyof T as T[K] extends undefined ? never : Record<never, never> extends T[K] ? never : K]: T[K];
};

export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;
