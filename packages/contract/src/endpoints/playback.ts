import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { RowIdParam } from '../schemas/ids.js';
import { ClearKeyLicence, ClearKeyLicenceRequest, PlaybackContentType, PlayerAsset } from '../schemas/playback.js';

export const playbackEndpoints = {
  'playback.asset': defineEndpoint({
    method: 'GET',
    path: '/api/v1/playback/:content_type/:content_id',
    summary: 'The player asset of a film, episode, trailer, karaoke item or channel, with signed expiring media URLs',
    tag: 'playback',
    access: 'session',
    params: z.strictObject({ content_type: PlaybackContentType, content_id: RowIdParam }),
    response: PlayerAsset,
  }),
  'playback.programAsset': defineEndpoint({
    method: 'GET',
    path: '/api/v1/playback/channel/:channel_id/programs/:original_id',
    summary: 'Catch-up: a programme of a channel’s archive by its original_id, refused outside the channel’s time-shift window',
    tag: 'playback',
    access: 'session',
    params: z.strictObject({ channel_id: RowIdParam, original_id: z.string().min(1).max(200) }),
    response: PlayerAsset,
  }),
  'playback.clearKeyLicence': defineEndpoint({
    method: 'POST',
    path: '/api/v1/drm/clearkey',
    summary: 'ClearKey licence: the keys of the asset the token opens, for a session entitled to play it',
    tag: 'playback',
    access: 'session',
    query: z.strictObject({ token: z.string().max(2048) }),
    body: ClearKeyLicenceRequest,
    response: ClearKeyLicence,
  }),
} as const;
