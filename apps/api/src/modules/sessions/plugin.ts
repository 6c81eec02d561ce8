import { ErrorCode } from '@efir/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Problem } from '../../http/problem.js';
import type { Askers } from '../../http/shared-reads.js';
import { isDemoToken, SESSION_ABSOLUTE_LIFETIME_MS, type Session, type SessionsService } from './service.js';

export const SESSION_COOKIE = 'efir_session';

/** No session yet, or a visitor's: someone who sees what every visitor sees (http/shared-reads.ts, web/ssr.ts). */
export function isVisitorRequest(request: FastifyRequest): boolean {
  const token = request.cookies[SESSION_COOKIE];
  return token === undefined || isDemoToken(token);
}

/** Who asks, as the kept answers see them (http/shared-reads.ts): a visitor, or a signed-in viewer by token and session. */
export function keptReadsAskers(sessions: Pick<SessionsService, 'liveUntil'>): Askers {
  return {
    isVisitor: isVisitorRequest,
    viewerToken(request) {
      const token = request.cookies[SESSION_COOKIE];
      return token === undefined || isDemoToken(token) ? undefined : token;
    },
    viewerScope({ session }) {
      return session?.account_id ? { group: session.account_id, until: sessions.liveUntil(session) } : undefined;
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | undefined;
  }
}

const sessionInvalid = () => new Problem(401, ErrorCode.SESSION_INVALID, 'Session is unknown or expired');

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_LIFETIME_MS / 1000,
  });
}

/**
 * spec 1 §3: a restricted session (device limit hit) may only call endpoints marked allowRestricted. Anything else is
 * 401 + 1000053 once its devices fit the limit again (the client updates the session and reloads), else 403 + 1000049.
 */
export interface RestrictedSessions {
  mayLeaveRestricted(session: Session): Promise<boolean>;
}

/**
 * Resolves the caller's session for every route by the access its endpoint declares:
 * a visitor without a cookie gets a demo session where one is needed; a dead cookie is 401 + 1000023.
 */
export function registerSessionResolution(
  app: FastifyInstance,
  sessions: SessionsService,
  secureCookies: boolean,
  restricted: RestrictedSessions,
): void {
  app.decorateRequest('session', undefined);

  const ensure = (request: FastifyRequest, reply: FastifyReply): Session => {
    const { token, session } = sessions.createDemo();
    setSessionCookie(reply, token, secureCookies);
    // Later code in this request (SSR loaders calling the API) must see the new cookie.
    request.cookies[SESSION_COOKIE] = token;
    return session;
  };

  app.addHook('preHandler', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = request.cookies[SESSION_COOKIE];
    request.session = token ? await sessions.resolve(token) : undefined;
    if (access === 'public' || access === 'operator') return;
    if (!token && access === 'session') request.session = ensure(request, reply);
    if (!request.session) throw sessionInvalid();
    if (access === 'account' && !request.session.account_id) {
      throw new Problem(403, ErrorCode.AUTH_REQUIRED, 'Sign in to do this');
    }
    if (request.session.state === 'restricted' && !request.routeOptions.config.allowRestricted) {
      if (await restricted.mayLeaveRestricted(request.session)) {
        throw new Problem(401, ErrorCode.SESSION_UPDATE_REQUIRED, 'The session must be updated');
      }
      throw new Problem(403, ErrorCode.FORBIDDEN, 'Remove a device to use this account here');
    }
    // Reads never write: a visitor's session gets its row with the first request that may write something referring to it.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      await sessions.save(request.session, { userAgent: request.headers['user-agent'] ?? '', ip: request.clientIp });
    }
  });
}
