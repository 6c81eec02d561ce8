import type { AdMap } from '../ads/ad-map';
import { PAUSE_LIVE_DEFAULT_DURATION_S } from '../core/constants';
import type { PlaybackIdentity } from '../core/request-headers';
import { streamUrl } from '../core/stream-url';
import type { P2pSettings } from '../p2p/p2p-core';
import type { DrmConfig } from './config';
import { isSafari } from './platform';

/** The fields of spec 2 §3 "Player asset" the player itself reads (the contract's PlayerAsset has them all). */
export type PlayerAssetInput = {
  assetUrl: string;
  type: 'live' | 'vod' | 'embed' | 'custom';
  startTime?: number;
  drmConfig: DrmConfig;
  thumbnailsUrl?: string;
  content: { id: number | string };
  media_type: string;
  /** spec 2 §3 `ad`: the slots' VAST URLs; absent for content without ads. */
  ad?: AdMap;
  /** Peer-to-peer delivery (spec 2 §7): trackers and the stream's swarm; absent when it is off. */
  p2p?: { announce: string[]; swarm_id: string; ice_servers: string[] };
};

/** What to play: the stream URL built by `streamUrl`, and what its requests must carry. */
export type PlaybackSource = {
  url: string;
  isLive: boolean;
  /** Where to start: a resume position (media seconds) for VOD, a moment (epoch seconds) of a live stream's window. */
  startTime?: number;
  /** Pause-live: how far behind the live edge the viewer may go (spec 2 §6, §9); absent otherwise. */
  pauseLiveWindowS?: number;
  /** The licence URL carries the asset's token (spec 2 §3 "a token getter"), as media URLs do in their path. */
  drm?: DrmConfig;
  identity: PlaybackIdentity;
  /** Peer-to-peer delivery of this stream's segments (spec 2 §7); absent when the operator or the brand has it off. */
  p2p?: P2pSettings;
};

/** A playback session's id (spec 2 §7), new for each playback. */
export const newPlaybackSessionId = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Live extras: the channel's `pltv_max_duration` (spec 2 §3) for pause-live, and the clock's now (ms). */
export type LiveContext = { pltvMaxDuration?: number; nowMs?: number };

/**
 * What the adapter loads for an asset on this browser, starting at `startTime` (a resume position) when given. A live
 * asset may start behind the edge (a programme on air from its start): its URL then carries `offset` from the first
 * request. A pause-live asset keeps to `pltv_max_duration`, or 60 s when nothing else applies (spec 2 §9).
 */
export function playbackSource(
  asset: PlayerAssetInput,
  identity: PlaybackIdentity,
  userAgent: string,
  startTime?: number,
  live: LiveContext = {},
): PlaybackSource {
  const isLive = asset.type === 'live';
  const start = startTime ?? asset.startTime;
  const behindLiveSeconds = isLive && start !== undefined ? (live.nowMs ?? Date.now()) / 1000 - start : 0;
  return {
    url: streamUrl({ assetUrl: asset.assetUrl, type: asset.type }, { isSafari: isSafari(userAgent), behindLiveSeconds }),
    isLive,
    ...(start !== undefined ? { startTime: start } : {}),
    ...(isLive && asset.media_type === 'pause_live' ? { pauseLiveWindowS: live.pltvMaxDuration || PAUSE_LIVE_DEFAULT_DURATION_S } : {}),
    drm: asset.drmConfig,
    identity,
    ...(asset.p2p ? { p2p: { announce: asset.p2p.announce, swarmId: asset.p2p.swarm_id, iceServers: asset.p2p.ice_servers } } : {}),
  };
}
