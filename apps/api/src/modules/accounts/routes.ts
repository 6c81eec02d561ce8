import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import type { AccountsService } from './service.js';

export function accountsRoutes(app: FastifyInstance, accounts: AccountsService): void {
  route(app, 'accounts.user', async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return accounts.user(request.session!, requestLanguage(request), request.clientIp);
  });
  route(app, 'operator.account', async ({ query }) => accounts.find(query));
  route(app, 'operator.accountStatus', async ({ params, body }) => accounts.setStatus(params.account_id, body));
}
