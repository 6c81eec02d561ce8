import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** With EFIR_DEV_TOOLS=1, tests and e2e journeys may say which address they come from (to exercise geoblock and IP limits). */
export const DEV_CLIENT_IP_HEADER = 'x-efir-client-ip';

declare module 'fastify' {
  interface FastifyRequest {
    /** The viewer's address for geoblock, per-IP limits and system info. */
    clientIp: string;
  }
}

export function registerClientIp(app: FastifyInstance, trustDevHeader: boolean): void {
  app.decorateRequest('clientIp', '');
  app.addHook('onRequest', async (request) => {
    const claimed = trustDevHeader ? request.headers[DEV_CLIENT_IP_HEADER] : undefined;
    request.clientIp = typeof claimed === 'string' && isIP(claimed) ? claimed : request.ip;
  });
}
