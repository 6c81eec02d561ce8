import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { notFound } from './problem.js';

const DEV_PREFIX = '/api/dev/';
/** Headers a reverse proxy adds: with any of them the socket's loopback address says nothing about the viewer. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** A caller on this machine talking to the app directly, not through a proxy that runs here too. */
export function isLocalCaller(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * The developer helpers (`/api/dev/*`: the outbox with every SMS and e-mail code, the geo table) hand over any
 * account, so they are never open by accident: with EFIR_DEV_TOOLS=1 (npm run dev, the test suites) anyone may use
 * them, unset only a caller on this machine may (the README's demo), and in production they do not exist.
 */
export function registerDevToolsGate(app: FastifyInstance, mode: Config['devTools']): void {
  if (mode === 'off') return;
  if (mode === 'on') {
    app.log.warn(
      'DEVELOPER TOOLS ARE ON (EFIR_DEV_TOOLS=1): /api/dev/outbox shows every SMS and e-mail code to anyone who can reach this port, and callers may name their own address. Never expose this instance.',
    );
  } else {
    app.log.warn('Developer tools answer callers on this machine only (/api/dev/outbox); EFIR_DEV_TOOLS=0 turns them off.');
  }
  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL, so no spelling of the path slips past.
    const route = request.routeOptions.url ?? '';
    if (mode === 'loopback' && route.startsWith(DEV_PREFIX) && !isLocalCaller(request)) throw notFound();
  });
}
