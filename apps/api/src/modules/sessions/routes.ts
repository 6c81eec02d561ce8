import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import { setSessionCookie } from './plugin.js';
import type { SessionsService } from './service.js';

/** `instanceId` names this API instance in the demo-session answer, for the client's balancer cookie (spec 1 §8). */
export function sessionsRoutes(app: FastifyInstance, sessions: SessionsService, secureCookies: boolean, instanceId: string): void {
  route(app, 'sessions.current', async ({ request }) => ({
    is_auth: Boolean(request.session?.account_id),
    session_state: request.session!.state,
    language: requestLanguage(request),
  }));

  route(app, 'sessions.createDemo', async ({ request, reply }) => {
    if (request.session) await sessions.revoke(request.session);
    const { token, session } = sessions.createDemo();
    setSessionCookie(reply, token, secureCookies);
    return { session_state: session.state, balancer_id: instanceId };
  });
}
