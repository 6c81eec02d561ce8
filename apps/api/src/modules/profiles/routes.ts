import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-routes.js';
import { requestLanguage } from '../../http/language.js';
import type { Session } from '../sessions/service.js';
import type { ProfilesService } from './service.js';

/** Every profiles endpoint is `access: 'account'`, so the session is a signed-in one here. */
const accountSession = (request: FastifyRequest) => request.session as Session & { account_id: string };

export function profilesRoutes(app: FastifyInstance, profiles: ProfilesService): void {
  route(app, 'profiles.list', async ({ request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return profiles.list(accountSession(request));
  });
  route(app, 'profiles.switch', async ({ body, request }) => profiles.switchTo(accountSession(request), body, requestLanguage(request)));
  route(app, 'profiles.keep', async ({ request }) => profiles.keep(accountSession(request)));
  route(app, 'profiles.pinValidate', async ({ body, request }) => profiles.validatePin(accountSession(request), body.pin_code));
  route(app, 'profiles.pinChange', async ({ body, request }) => profiles.changePin(accountSession(request), body));
  route(app, 'profiles.pinDelete', async ({ body, request }) =>
    profiles.deletePin(accountSession(request), body, requestLanguage(request)),
  );
  route(app, 'profiles.create', async ({ body, request }) => profiles.create(accountSession(request), body.name));
  route(app, 'profiles.edit', async ({ params, body, request }) => profiles.edit(accountSession(request), params.id, body));
  route(app, 'profiles.channels', async ({ params, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return profiles.channels(accountSession(request), params.id, requestLanguage(request));
  });
  route(app, 'profiles.setChannels', async ({ params, body, request }) =>
    profiles.setChannels(accountSession(request), params.id, body.hidden_channel_ids, requestLanguage(request)),
  );
  route(app, 'profiles.icons', async ({ query }) => profiles.icons(query.type));
}
