import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import { setSessionCookie } from '../sessions/plugin.js';
import type { SessionsService } from '../sessions/service.js';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_S } from './known-devices.js';
import type { AuthService, Caller } from './service.js';

const callerOf = (request: FastifyRequest): Caller => ({
  session: request.session,
  language: requestLanguage(request),
  userAgent: request.headers['user-agent'] ?? '',
  ip: request.clientIp,
  knownDevice: request.cookies[KNOWN_DEVICE_COOKIE],
});

export function authRoutes(app: FastifyInstance, auth: AuthService, sessions: SessionsService, secureCookies: boolean): void {
  route(app, 'auth.checkLogin', async ({ body, request }) => auth.checkLogin(body, request.clientIp));
  route(app, 'auth.smsCodeSend', async ({ body, request }) => auth.sendSmsCode(body, callerOf(request)));
  route(app, 'auth.smsCodeValidate', async ({ body }) => auth.validateSmsCode(body));
  route(app, 'auth.emailCodeSend', async ({ body, request }) => auth.sendEmailCode(body, callerOf(request)));
  route(app, 'auth.emailCodeValidate', async ({ body }) => auth.validateEmailCode(body));
  route(app, 'auth.passwordValidate', async ({ body, request }) =>
    auth.validatePassword(body.password, request.session!.account_id!, request.clientIp),
  );
  route(app, 'auth.passwordReset', async ({ body }) => auth.resetPassword(body));
  route(app, 'auth.migratePhone', async ({ body, request }) => auth.migratePhone(body, request.session!.account_id!));

  route(app, 'auth.sessionCreate', async ({ body, request, reply }) => {
    const { token, session } = await auth.createSession(body, callerOf(request));
    setSessionCookie(reply, token, secureCookies);
    if (session.account_id) {
      reply.setCookie(KNOWN_DEVICE_COOKIE, auth.knownDeviceMark(session.account_id), {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        // Only the sign-in call reads it.
        path: '/api/v1/sessions',
        maxAge: KNOWN_DEVICE_MAX_AGE_S,
      });
    }
    return { session_state: session.state };
  });

  route(app, 'auth.sessionUpdate', async ({ request }) => ({ session_state: await auth.updateSession(request.session!) }));

  route(app, 'auth.logout', async ({ request, reply }) => {
    if (request.session) await sessions.revoke(request.session);
    const { token, session } = sessions.createDemo();
    setSessionCookie(reply, token, secureCookies);
    return { session_state: session.state };
  });

  // /my/settings «Выйти на всех устройствах»: every session of the account ends; the others find out on their next call.
  route(app, 'auth.logoutEverywhere', async ({ request, reply }) => {
    await sessions.revokeAccount(request.session!.account_id!);
    const { token, session } = sessions.createDemo();
    setSessionCookie(reply, token, secureCookies);
    return { session_state: session.state };
  });
}
