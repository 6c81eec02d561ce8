import { ErrorCode } from '@efir/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../db/availability.js';
import { Problem } from './problem.js';

/** Every failure leaves as `{error_code, description}` (spec 1 §8); unexpected ones are logged, never leaked. */
export function registerErrorHandling(app: FastifyInstance): void {
  // The API's registered paths as patterns, with their methods: what a 405 names.
  const routes = new Map<string, { pattern: RegExp; methods: string[] }>();
  app.addHook('onRoute', ({ url, method }) => {
    if (!url.startsWith('/api/')) return;
    const route = routes.get(url) ?? { pattern: new RegExp(`^${url.replace(/:[a-z_]+/g, '[^/]+')}/?$`), methods: [] };
    route.methods.push(...[method].flat().filter((name) => name !== 'HEAD'));
    routes.set(url, route);
  });
  const methodsAt = (path: string): string[] =>
    [...new Set([...routes.values()].filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))].sort();

  // While the database is away every request fails the same way: one warning per outage window, never a stack per request.
  let lastOutageWarning = Number.NEGATIVE_INFINITY;
  let refusedSinceWarning = 0;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Problem) {
      return reply.status(error.status).send({ error_code: error.errorCode, description: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath && issue.instancePath !== '/' ? ` ${issue.instancePath.slice(1)}` : '';
      const where = `${error.validationContext ?? 'request'}${field}`;
      return reply
        .status(400)
        .send({ error_code: ErrorCode.VALIDATION_FAILED, description: `Invalid ${where}: ${issue?.message ?? 'bad value'}` });
    }
    const known = clientErrors[error.code];
    if (known) return reply.status(known.status).send({ error_code: known.errorCode, description: error.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error_code: ErrorCode.VALIDATION_FAILED, description: error.message });
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      refusedSinceWarning += 1;
      if (Date.now() - lastOutageWarning >= OUTAGE_WARNING_INTERVAL_MS) {
        request.log.warn({ reason: unavailable, refused: refusedSinceWarning }, 'database unavailable: answering 503');
        lastOutageWarning = Date.now();
        refusedSinceWarning = 0;
      }
      reply.header('retry-after', '5');
      return reply.status(503).send({ error_code: ErrorCode.DATABASE_UNAVAILABLE, description: 'The service is briefly unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error_code: ErrorCode.INTERNAL, description: 'Internal error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = methodsAt(path);
    if (allowed.length > 0) {
      // A path the API has, asked with another method: 405 saying which it takes (OPTIONS answers just that).
      reply.header('allow', [...allowed, 'OPTIONS'].join(', '));
      if (request.method === 'OPTIONS') return reply.status(204).send();
      return reply.status(405).send({
        error_code: ErrorCode.METHOD_NOT_ALLOWED,
        description: `${request.method} is not allowed here; use ${allowed.join(' or ')}`,
      });
    }
    return reply.status(404).send({ error_code: ErrorCode.NOT_FOUND, description: `No such endpoint: ${request.method} ${path}` });
  });
}

/** A request refused because the database is away is logged at most this often (with how many were refused). */
const OUTAGE_WARNING_INTERVAL_MS = 10_000;

/** The router's own refusals (an undecodable URL, a path segment past its limit) in our error shape. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.status(tooLong ? 414 : 400).send({
    error_code: ErrorCode.VALIDATION_FAILED,
    description: tooLong ? 'A part of the address is too long' : 'The address cannot be read',
  });
}

const clientErrors: Record<string, { status: number; errorCode: number }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, errorCode: ErrorCode.BODY_TOO_LARGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, errorCode: ErrorCode.UNSUPPORTED_MEDIA_TYPE },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, errorCode: ErrorCode.VALIDATION_FAILED },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, errorCode: ErrorCode.VALIDATION_FAILED },
};
