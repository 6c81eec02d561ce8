import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { Session } from '../sessions/service.js';
import type { BonusesService, Caller } from './service.js';

export function bonusesRoutes(app: FastifyInstance, bonuses: BonusesService, viewerOf: ViewerOf): void {
  // access: 'account', so the session is a signed-in one here.
  const callerOf = async (request: FastifyRequest): Promise<Caller> => {
    const session = request.session as Session & { account_id: string };
    const { language } = await viewerOf(request);
    return { accountId: session.account_id, sessionId: session.id, ip: request.clientIp, language };
  };
  route(app, 'bonuses.list', async ({ request }) => {
    const { accountId, language } = await callerOf(request);
    return { programs: await bonuses.list(accountId, language) };
  });
  route(app, 'bonuses.history', async ({ params, request }) => {
    const { accountId, language } = await callerOf(request);
    return bonuses.history(accountId, params.id, language);
  });
  route(app, 'bonuses.register', async ({ body, request }) => bonuses.register(await callerOf(request), body.program_id));
  route(app, 'bonuses.changeLogin', async ({ body, request }) => bonuses.changeLogin(await callerOf(request), body));
  route(app, 'bonuses.confirm', async ({ body, request }) => {
    const { accountId, language } = await callerOf(request);
    return bonuses.confirm(accountId, body, language);
  });
}
