import type { PlaybackSource } from '../shaka/source';
import type { ShakaModule, ShakaPlayer } from '../shaka/types';
import { type DeliveryStats, P2P_ERROR } from './delivery';
import { type CreateP2pCore, loadP2pCore } from './p2p-core';
import { attachShakaP2p, type ShakaP2p } from './shaka-p2p';

export type SourceP2pOptions = {
  shaka: ShakaModule;
  player: ShakaPlayer;
  video: HTMLVideoElement;
  source: PlaybackSource;
  delivery: DeliveryStats;
  /** shaka's `streaming.bufferingGoal`, seconds. */
  bufferingGoalS: number;
  /** Fetches the peer-to-peer library; tests pass a fake. */
  loadP2p?: () => Promise<CreateP2pCore>;
  /** False once the source no longer plays: its library, fetched late, attaches nothing then. */
  isCurrent: () => boolean;
};

/**
 * Peer-to-peer delivery of a source's segments, when it has any (spec 2 §7): its library fetched, then attached to the
 * shaka player. The library failing to load or to start is reported (spec 2 §8, severity 1) and the stream plays over
 * HTTP; the segments asked before it is ready come over HTTP too.
 */
export async function startSourceP2p(options: SourceP2pOptions): Promise<ShakaP2p | null> {
  const { source, delivery } = options;
  if (!source.p2p) return null;
  let createCore: CreateP2pCore;
  try {
    createCore = await (options.loadP2p ?? loadP2pCore)();
  } catch {
    delivery.failed(P2P_ERROR.FAILED_TO_LOAD);
    return null;
  }
  if (!options.isCurrent()) return null;
  try {
    const { shaka, player, video, bufferingGoalS } = options;
    const core = createCore(source.p2p);
    return attachShakaP2p({ shaka, player, video, core, manifestUrl: source.url, isLive: source.isLive, bufferingGoalS, delivery });
  } catch {
    delivery.failed(P2P_ERROR.INIT_FAILED);
    return null;
  }
}
