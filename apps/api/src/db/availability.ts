import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';

/**
 * Telling "the database went away" from every other failure: such a request is answered 503 with a code and no
 * stack trace, the job worker gives its job back, and the health check names the reason.
 */

/** Errors the pool raised while connecting, or a client's connection raised: they are about reaching the server. */
const connectionErrors = new WeakSet<object>();

export function markConnectionError(error: unknown): void {
  if (error && typeof error === 'object') connectionErrors.add(error);
}

/** Socket failures, as Node names them, on the way to or from the server. */
const SOCKET_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
};

/** SQLSTATEs of a server that is going, gone or not taking connections (class 08 is any connection failure). */
const SERVER_CODES: Record<string, string> = {
  '57P01': 'the server is shutting down',
  '57P02': 'the server crashed',
  '57P03': 'the server is not accepting connections yet',
  '53300': 'too many connections',
};

/** node-postgres's own words for a connection that is gone or never came. */
const POOL_MESSAGES: [RegExp, string][] = [
  [/^Connection terminated/, 'connection lost'],
  [/not queryable/, 'connection lost'],
  [/timeout exceeded when trying to connect/, 'connection timed out'],
];

/**
 * Why the database is out of reach, when that is what `error` (or any error it wraps: Drizzle wraps the driver's in
 * `cause`) says; undefined for every other failure. The reason names no address, so a public health check may show it.
 */
export function databaseUnavailable(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  // Each error with whether a query wraps it: a bare socket failure may be any connection's, a query's is the database's.
  const queue: [unknown, boolean][] = [[error, false]];
  while (queue.length > 0) {
    const [current, inQuery] = queue.shift()!;
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (current instanceof pg.DatabaseError && typeof code === 'string') {
      const reason = SERVER_CODES[code] ?? (code.startsWith('08') ? 'connection failure' : undefined);
      if (reason) return `${code}: ${reason}`;
    }
    const ours = inQuery || connectionErrors.has(current);
    if (ours && typeof code === 'string' && SOCKET_CODES[code]) return `${code}: ${SOCKET_CODES[code]}`;
    if (typeof message === 'string') {
      const known = POOL_MESSAGES.find(([pattern]) => pattern.test(message));
      if (known) return known[1];
    }
    if (connectionErrors.has(current)) return 'connection failure';
    const wraps = inQuery || current instanceof DrizzleQueryError;
    queue.push([cause, wraps]);
    if (Array.isArray(errors)) queue.push(...errors.map((inner): [unknown, boolean] => [inner, wraps || ours]));
  }
  return undefined;
}
