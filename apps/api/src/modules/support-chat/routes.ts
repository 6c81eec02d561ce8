import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { ViewerOf } from '../profiles/viewer.js';
import type { ChatOwner } from './repo.js';
import type { SupportChatService } from './service.js';

export function supportChatRoutes(
  app: FastifyInstance,
  chat: SupportChatService,
  { viewerOf, brandOf }: { viewerOf: ViewerOf; brandOf: (request: FastifyRequest) => string },
): void {
  /** The conversation belongs to the account (its active profile wrote) or, for a visitor, to the session. */
  const callerOf = async (request: FastifyRequest) => {
    const viewer = await viewerOf(request);
    const owner: ChatOwner =
      viewer.accountId !== null
        ? { accountId: viewer.accountId, profileId: viewer.profileId }
        : { accountId: null, sessionId: request.session!.id };
    return { brand: brandOf(request), owner, ip: request.clientIp };
  };

  route(app, 'supportChat.conversation', async ({ request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return chat.conversation(await callerOf(request));
  });
  route(app, 'supportChat.send', async ({ request, body }) => chat.send(await callerOf(request), body.text));
  route(app, 'supportChat.markRead', async ({ request, body }) => {
    await chat.markRead(await callerOf(request), body.last_message_id);
    return { success: true as const };
  });
  route(app, 'operator.supportChatSettings', async ({ params, body }) => chat.setSettings(params.brand, body.support_chat));
  route(app, 'operator.supportChats', async ({ query }) => ({ items: await chat.queue(query.status, query.limit) }));
  route(app, 'operator.supportChat', async ({ params }) => chat.thread(params.id));
  route(app, 'operator.supportChatReply', async ({ params, body }) => chat.reply(params.id, body.text));
  route(app, 'operator.supportChatClose', async ({ params }) => chat.close(params.id));
}
