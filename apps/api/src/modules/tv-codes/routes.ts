import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import { setSessionCookie } from '../sessions/plugin.js';
import type { TvCodesService } from './service.js';

export function tvCodesRoutes(app: FastifyInstance, tvCodes: TvCodesService, secureCookies: boolean): void {
  // access: 'session' — a TV not signed in has its demo session, which the code is bound to.
  route(app, 'tvcode.create', async ({ request }) => tvCodes.create(request.session!, request.clientIp, requestLanguage(request)));

  route(app, 'tvcode.status', async ({ request, reply }) => {
    const { answer, token } = await tvCodes.status({
      session: request.session!,
      language: requestLanguage(request),
      userAgent: request.headers['user-agent'] ?? '',
      ip: request.clientIp,
    });
    if (token) setSessionCookie(reply, token, secureCookies);
    return answer;
  });

  // access: 'account', so the session is a signed-in one here.
  const entry = (request: FastifyRequest, code: string) => ({
    accountId: request.session!.account_id!,
    ip: request.clientIp,
    language: requestLanguage(request),
    code,
  });
  route(app, 'tvcode.authorise', async ({ body, request }) => ({
    success: true as const,
    notification: await tvCodes.enter(entry(request, body.code)),
  }));
  route(app, 'tvcode.ottSend', async ({ body, request }) => ({ notification: await tvCodes.enter(entry(request, body.code)) }));
}
