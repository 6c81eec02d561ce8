import { LIVE_OFFSET_MIN_BEHIND_S } from './constants';

/** The part of spec 2 §3 "Player asset" that decides the stream URL. */
export type StreamAsset = {
  assetUrl: string;
  type: 'live' | 'vod' | 'embed' | 'custom';
  /** A custom block's `is_external`: the stream lives elsewhere and offers only a master playlist on Safari. */
  isExternal?: boolean;
  /** A custom block's `use_original_source`: the URL is the stream itself. */
  useOriginalSource?: boolean;
};

export type StreamContext = { isSafari: boolean; behindLiveSeconds?: number };

function withQuery(url: string, query: Record<string, string>): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${new URLSearchParams(query).toString()}`;
}

const OFFSET_QUERY = /([?&])offset=\d*(&|$)/;

/**
 * A live stream URL with `offset` set to the whole seconds playback is behind the live edge, once that is more than
 * 5 s (spec 2 §7), and without it otherwise: the live manifest is asked for again and again as playback moves.
 */
export function withLiveOffset(url: string, behindLiveSeconds: number): string {
  const bare = url.replace(OFFSET_QUERY, (_all, before: string, after: string) => (after ? before : ''));
  if (behindLiveSeconds <= LIVE_OFFSET_MIN_BEHIND_S) return bare;
  return `${bare}${bare.includes('?') ? '&' : '?'}offset=${Math.floor(behindLiveSeconds)}`;
}

/**
 * Spec 2 §7: DASH `/manifest.mpd` everywhere but Safari, which plays HLS (`/variant.m3u8`, or `/playlist.m3u8`
 * for an external source); an original source is used as given. All carry `profile=web`; live also carries
 * `offset` (whole seconds behind the live edge) once playback is more than 5 s behind.
 */
export function streamUrl(asset: StreamAsset, context: StreamContext): string {
  const base = asset.assetUrl.replace(/\/+$/, '');
  const path = asset.useOriginalSource ? '' : context.isSafari ? (asset.isExternal ? '/playlist.m3u8' : '/variant.m3u8') : '/manifest.mpd';
  const query: Record<string, string> = { profile: 'web' };
  const behind = context.behindLiveSeconds ?? 0;
  if (asset.type === 'live' && behind > LIVE_OFFSET_MIN_BEHIND_S) query.offset = String(Math.floor(behind));
  return withQuery(`${base}${path}`, query);
}
