import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../schemas/auth.js';
import { VoiceLinkRedeem, VoiceLinkRedeemed, VoiceLinkState } from '../schemas/voice-links.js';

/** /alice/auth: linking a voice assistant to the account by a one-time code. */
export const voiceLinksEndpoints = {
  'voiceLinks.state': defineEndpoint({
    method: 'GET',
    path: '/api/v1/voice_link',
    summary: 'Whether the account is linked to a voice assistant, or the code waiting to be said',
    tag: 'voice_links',
    access: 'account',
    response: VoiceLinkState,
  }),
  'voiceLinks.code': defineEndpoint({
    method: 'POST',
    path: '/api/v1/voice_link/code',
    summary: 'A new one-time code to say to the assistant; an earlier unused one stops working',
    tag: 'voice_links',
    access: 'account',
    body: z.strictObject({}).optional(),
    response: VoiceLinkState,
  }),
  'voiceLinks.unlink': defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/voice_link',
    summary: 'Unlink the voice assistant from the account',
    tag: 'voice_links',
    access: 'account',
    response: Done,
  }),
  'voiceLinks.redeem': defineEndpoint({
    method: 'POST',
    path: '/api/operator/voice_links/redeem',
    summary: 'The assistant’s side: the code the viewer said links its user to the account, once, before it expires',
    tag: 'voice_links',
    access: 'operator',
    body: VoiceLinkRedeem,
    response: VoiceLinkRedeemed,
  }),
} as const;
