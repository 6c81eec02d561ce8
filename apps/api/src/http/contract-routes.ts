import { type Readable, Stream } from 'node:stream';
import { type Access, type Endpoint, type EndpointName, type Endpoints, ErrorCode, endpoints } from '@efir/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Problem } from './problem.js';

type Part<E, K extends string> = E extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export interface HandlerInput<N extends EndpointName> {
  params: Part<Endpoints[N], 'params'>;
  query: Part<Endpoints[N], 'query'>;
  /** For an upload, the file as it arrives, of one of the endpoint's media types; undefined when none was sent. */
  body: Endpoints[N] extends { upload: object } ? Readable | undefined : Part<Endpoints[N], 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<N extends EndpointName> = (input: HandlerInput<N>) => Promise<z.input<Endpoints[N]['response']>>;

export interface RouteOptions {
  /** The answer is the same for every visitor of a brand in a language (http/shared-reads.ts); public reads only. */
  sharedWithVisitors?: boolean;
}

/** For a read whose answer every visitor gets alike: `route(app, name, SHARED_WITH_VISITORS, handler)`. */
export const SHARED_WITH_VISITORS: RouteOptions = { sharedWithVisitors: true };

/**
 * Registers one endpoint of the contract: path, method, validation and OpenAPI all come from the table,
 * so a route module holds only the handler.
 */
export function route<N extends EndpointName>(app: FastifyInstance, name: N, ...args: [Handler<N>] | [RouteOptions, Handler<N>]): void {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  const endpoint: Endpoint = endpoints[name];
  if (options.sharedWithVisitors && (endpoint.method !== 'GET' || endpoint.access !== 'public'))
    throw new Error(`${name}: only a public read can be shared among visitors`);
  if (endpoint.upload) {
    // In a scope of its own, so only this route takes its media types, handed over as the request stream.
    const { mediaTypes } = endpoint.upload;
    app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (request, payload, done) => {
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
        if (!mediaTypes.includes(type)) {
          done(new Problem(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `Send the file as ${mediaTypes.join(', ')}`), undefined);
          return;
        }
        done(null, payload);
      });
      register(scope, name, endpoint, handler, options);
    });
    return;
  }
  register(app, name, endpoint, handler, options);
}

function register<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  endpoint: Endpoint,
  handler: Handler<N>,
  options: RouteOptions,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path.replace(/:([a-z_]+)/g, ':$1'),
    config: {
      access: endpoint.access,
      allowRestricted: endpoint.allowRestricted === true,
      endpointName: name,
      sharedWithVisitors: options.sharedWithVisitors === true,
    },
    schema: {
      operationId: name,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...('params' in endpoint ? { params: endpoint.params } : {}),
      ...('query' in endpoint ? { querystring: endpoint.query } : {}),
      ...('body' in endpoint && endpoint.body ? { body: acceptingNoBody(endpoint.body) } : {}),
      response: { [endpoint.status ?? 200]: endpoint.response },
    },
    preValidation: async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        if (hasUnstorableText(part))
          throw new Problem(400, ErrorCode.VALIDATION_FAILED, 'Text may not hold NUL characters or unpaired surrogates');
      }
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as HandlerInput<N>['params'],
        query: request.query as HandlerInput<N>['query'],
        body: (request.body ?? undefined) as HandlerInput<N>['body'],
        request,
        reply,
      });
      if (endpoint.status) reply.status(endpoint.status);
      return result;
    },
  });
}

/** Fastify validates a request without a body as null: an endpoint whose body is optional must take that as none. */
function acceptingNoBody(body: z.ZodType): z.ZodType {
  return body.safeParse(undefined).success ? body.nullable() : body;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    allowRestricted?: boolean;
    endpointName?: EndpointName;
  }
}

/** NUL and unpaired surrogates: no database column can keep them, and no real viewer types them. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/** An upload's body is its request stream, whose object graph (socket, server …) is no input and has no end. */
function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (depth > 32 || value === null || typeof value !== 'object' || value instanceof Stream) return false;
  return Object.entries(value).some(([key, inner]) => unstorable(key) || hasUnstorableText(inner, depth + 1));
}
