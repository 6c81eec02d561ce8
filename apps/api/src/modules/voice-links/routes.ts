import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { VoiceLinksService } from './service.js';

export function voiceLinksRoutes(app: FastifyInstance, links: VoiceLinksService): void {
  // access: 'account' on the viewer's calls, so the session is a signed-in one.
  route(app, 'voiceLinks.state', async ({ request }) => links.state(request.session!.account_id!));
  route(app, 'voiceLinks.code', async ({ request }) => links.issueCode(request.session!.account_id!));
  route(app, 'voiceLinks.unlink', async ({ request }) => {
    await links.unlink(request.session!.account_id!);
    return { success: true as const };
  });
  route(app, 'voiceLinks.redeem', async ({ body }) => links.redeem(body.code, body.assistant_user_id));
}
