import type { FastifyInstance } from 'fastify';
import type { DomainModule } from '../module.js';
import type { SessionsService } from '../sessions/service.js';
import { authRoutes } from './routes.js';
import { type AuthDeps, type AuthService, authService } from './service.js';

/** Sign-in, registration, codes and passwords (spec 1 §4, §7). */
export function authModule(deps: AuthDeps & { sessions: SessionsService; secureCookies: boolean }) {
  const service = authService(deps);
  return {
    service,
    routes: (app: FastifyInstance) => authRoutes(app, service, deps.sessions, deps.secureCookies),
  } satisfies DomainModule<AuthService>;
}
