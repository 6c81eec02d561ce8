import type { PlaybackIdentity } from '../core/request-headers';
import { streamUrl } from '../core/stream-url';
import type { PlaybackSource } from './adapter';
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
};

/** What the adapter loads for an asset on this browser, starting at `startTime` (a resume position) when given. */
export function playbackSource(asset: PlayerAssetInput, identity: PlaybackIdentity, userAgent: string, startTime?: number): PlaybackSource {
  const isLive = asset.type === 'live';
  const start = startTime ?? asset.startTime;
  return {
    url: streamUrl({ assetUrl: asset.assetUrl, type: asset.type }, { isSafari: isSafari(userAgent) }),
    isLive,
    ...(start !== undefined && !isLive ? { startTime: start } : {}),
    drm: asset.drmConfig,
    identity,
  };
}
