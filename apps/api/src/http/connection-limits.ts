import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** How often Node looks for requests past their time; its default (30 s) would let a slow body live that much longer. */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * A client that sends its headers or body slowly must not hold a connection for ever: past REQUEST_TIMEOUT_MS the
 * request is answered 408 and closed. Responses are not limited (media and page streams may take long).
 */
export function connectionLimits(config: Pick<Config, 'requestTimeoutMs'>): Partial<FastifyServerOptions> {
  return {
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, config.requestTimeoutMs),
    },
  } as Partial<FastifyServerOptions>;
}

/** Beyond MAX_CONNECTIONS Node closes new connections at once, so a flood of idle sockets cannot exhaust the process. */
export function capConnections(app: FastifyInstance, config: Pick<Config, 'maxConnections'>): void {
  app.server.maxConnections = config.maxConnections;
}
