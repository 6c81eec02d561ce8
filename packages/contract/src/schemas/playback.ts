import { z } from 'zod';
import { PlayerAd } from './ads.js';

/** What can be played: a film or episode, its trailer, a karaoke item, or a channel (spec 2 §3 Player asset). */
export const PlaybackContentType = z.enum(['media_item', 'trailer', 'karaoke_item', 'channel']);
export type PlaybackContentType = z.infer<typeof PlaybackContentType>;

/** spec 2 §3 drmConfig: licence URLs per key system; ClearKey in the default setup. */
export const DrmConfig = z.object({
  drm_provider: z.enum(['clearkey', 'widevine', 'playready', 'fairplay', 'none']),
  clearkey: z.string().optional(),
  widevine: z.string().optional(),
  playready: z.string().optional(),
  fairplay: z.string().optional(),
  fairplay_cert_url: z.string().optional(),
});
export type DrmConfig = z.infer<typeof DrmConfig>;

/**
 * spec 2 §3 Player asset. The player appends `/manifest.mpd?profile=web` (or `/variant.m3u8?profile=web` on Safari)
 * to assetUrl (spec 2 §7); the token in the URL path opens every segment below it until it expires.
 */
export const PlayerAsset = z.object({
  assetUrl: z.string(),
  type: z.enum(['live', 'vod', 'embed', 'custom']),
  startTime: z.number().optional(),
  drmConfig: DrmConfig,
  thumbnailsUrl: z.string().optional(),
  /** spec 2 §3: the ad slots of this content, each with its VAST URL; absent when it has no ads (paid content by default). */
  ad: PlayerAd.optional(),
  adIsTest: z.boolean(),
  teleportEnabled: z.boolean(),
  content: z.object({ id: z.number().int() }),
  contentType: PlaybackContentType,
  /** Sent as a header on licence requests; expires with the media URLs. */
  token: z.string(),
  media_type: z.enum(['vod', 'live', 'archive', 'pause_live', 'custom']),
  /**
   * Peer-to-peer delivery (spec 2 §7): the trackers to announce to (a path is the app's own, on the page's host), the
   * swarm of this stream, the same for every viewer of it (media URLs differ by their token), and the STUN/TURN servers
   * peers connect through. Absent when the operator or the brand has peer-to-peer off.
   */
  p2p: z.object({ announce: z.array(z.string()).min(1), swarm_id: z.string(), ice_servers: z.array(z.string()) }).optional(),
  media_item: z.object({ media_item_id: z.number().int() }).optional(),
  channel: z.object({ channel_id: z.number().int(), program_id: z.number().int().optional() }).optional(),
});
export type PlayerAsset = z.infer<typeof PlayerAsset>;

/** W3C EME ClearKey licence exchange. */
export const ClearKeyLicenceRequest = z.object({ kids: z.array(z.string().max(64)).min(1).max(16), type: z.string().max(32).optional() });
export const ClearKeyLicence = z.object({
  keys: z.array(z.object({ kty: z.literal('oct'), kid: z.string(), k: z.string() })),
  type: z.string(),
});
