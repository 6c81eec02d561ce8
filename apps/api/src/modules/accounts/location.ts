import type { FastifyInstance } from 'fastify';
import type { AccountsService } from './service.js';

/**
 * spec 1 §4 location_changed: every request of a signed-in session compares the country of its address with the one
 * the session was last seen from. Reads too, as most of a viewer's requests are reads; the look-up is cached, and
 * only a change writes. Register after session resolution and before the blocked-account guard, which may refuse.
 */
export function registerSessionLocation(app: FastifyInstance, accounts: Pick<AccountsService, 'seenFrom'>): void {
  app.addHook('preHandler', async (request) => {
    if (request.session?.account_id) await accounts.seenFrom(request.session, request.clientIp);
  });
}
