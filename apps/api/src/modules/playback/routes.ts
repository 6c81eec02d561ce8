import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { PlaybackService } from './service.js';

export function playbackRoutes(app: FastifyInstance, playback: PlaybackService): void {
  route(app, 'playback.asset', async ({ params, request, reply }) => {
    // Each answer carries a fresh token for this session: never cache it.
    reply.header('cache-control', 'private, no-store');
    return playback.asset(params.content_type, params.content_id, request.session!);
  });
  route(app, 'playback.programAsset', async ({ params, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return playback.programAsset(params.channel_id, params.original_id, request.session!);
  });
  route(app, 'playback.clearKeyLicence', async ({ query, body, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return playback.licence(query.token, body, request.session!);
  });
}
