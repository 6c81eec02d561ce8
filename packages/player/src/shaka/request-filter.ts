import { withLiveOffset } from '../core/stream-url';
import type { PlaybackSource } from './source';
import type { ShakaModule, ShakaRequestFilter } from './types';

/** What a playback's manifest and licence requests carry: its headers, and for live, how far behind the edge it plays. */
export type PlaybackRequests = {
  source: PlaybackSource;
  /** Numbers each request of the session (core/request-headers). */
  headers: () => Record<string, string>;
  /** Absent: the manifest URL stays as the source gives it. */
  behindLiveS?: number;
};

/** shaka's request filter for whatever plays now (null: nothing yet, requests go as they are). */
export function playbackRequestFilter(shaka: ShakaModule, playing: () => PlaybackRequests | null): ShakaRequestFilter {
  const { RequestType } = shaka.net.NetworkingEngine;
  return (type, request) => {
    const now = playing();
    if (!now || (type !== RequestType.MANIFEST && type !== RequestType.LICENSE)) return;
    Object.assign(request.headers, now.headers());
    // The live window reaches back to where the viewer is (spec 2 §7 `offset`), however long ago they paused.
    const behind = now.behindLiveS;
    if (type === RequestType.MANIFEST && now.source.isLive && behind !== undefined) {
      request.uris = request.uris.map((uri) => withLiveOffset(uri, behind));
    }
    // A ClearKey licence request is JSON (W3C EME), but shaka sends it untyped and JSON APIs refuse that.
    if (type === RequestType.LICENSE && now.source.drm?.drm_provider === 'clearkey') request.headers['Content-Type'] ??= 'application/json';
  };
}
