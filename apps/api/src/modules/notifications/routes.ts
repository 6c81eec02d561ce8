import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { ProfilesService } from '../profiles/service.js';
import type { ViewerOf } from '../profiles/viewer.js';
import { SESSION_COOKIE } from '../sessions/plugin.js';
import type { SessionsService } from '../sessions/service.js';
import type { Audience, LiveHub } from './live.js';
import type { NotificationsService } from './service.js';

/**
 * An EventSource reconnecting by itself sends the last id it got as Last-Event-ID, newer than the last_event_id a new
 * leader tab put in the address it opened, which the reconnect repeats: the header wins.
 */
const lastEventIdOf = (header: string | string[] | undefined): number | undefined => {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
};

export function notificationsRoutes(
  app: FastifyInstance,
  deps: {
    notifications: NotificationsService;
    live: LiveHub;
    viewerOf: ViewerOf;
    sessions: Pick<SessionsService, 'resolve'>;
    activeProfileId: ProfilesService['activeProfileId'];
  },
): void {
  const { notifications, live, viewerOf, sessions, activeProfileId } = deps;

  route(app, 'notifications.events', async ({ query, request, reply }) => {
    const accountId = request.session!.account_id!;
    const token = request.cookies[SESSION_COOKIE]!;
    // The session as it is when there is something to send: signed out ends the stream, a switch changes the profile.
    const audience: Audience = async () => {
      const session = await sessions.resolve(token);
      if (session?.account_id !== accountId) return null;
      return { profileId: () => activeProfileId(session) };
    };
    // The stream outlives this handler: Fastify lets go of the response, which the hub writes until either side closes.
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    response.socket?.setNoDelay(true);
    const close = await live.open(
      { write: (chunk) => response.write(chunk), buffered: () => response.writableLength, end: () => response.end() },
      accountId,
      audience,
      lastEventIdOf(request.headers['last-event-id']) ?? query.last_event_id,
    );
    if (response.destroyed) close();
    else response.once('close', close);
    return reply;
  });

  route(app, 'notifications.messages', async ({ request }) => {
    const viewer = await viewerOf(request);
    return notifications.journal(request.session!.account_id!, viewer.profileId);
  });

  route(app, 'notifications.messageStatus', async ({ body, request }) => {
    const viewer = await viewerOf(request);
    await notifications.setStatus(request.session!.account_id!, viewer.profileId, body);
    return { success: true as const };
  });

  route(app, 'notifications.send', async ({ body }) => ({ message_ids: await notifications.send(body.to, body.message) }));

  route(app, 'polls.finish', async ({ params, body, request }) => {
    const viewer = await viewerOf(request);
    await notifications.finishPoll(request.session!.account_id!, viewer.profileId, params.poll_id, body);
    return { success: true as const };
  });

  route(app, 'polls.results', async ({ params }) => notifications.pollResults(params.poll_id));

  // Open streams would hold the server's close for ever: they end first, and the browsers reconnect elsewhere.
  app.addHook('preClose', async () => live.closeAll());
  app.addHook('onClose', async () => live.stop());
}
