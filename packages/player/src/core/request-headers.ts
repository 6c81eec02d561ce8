/**
 * Headers on manifest and licence requests (spec 2 §7). The spec names what they carry, not what they are
 * called; these names are ours and the API's media and licence routes read the same ones.
 */
export const PLAYBACK_HEADERS = {
  playbackSessionId: 'X-Playback-Session-Id',
  requestNumber: 'X-Request-Number',
  userId: 'X-User-Id',
  extra: 'X-Playback-Extra',
} as const;

export type PlaybackIdentity = { playbackSessionId: string; userId?: string | number | null; extra?: string | null };

export function playbackHeaders(identity: PlaybackIdentity, requestNumber: number): Record<string, string> {
  const headers: Record<string, string> = {
    [PLAYBACK_HEADERS.playbackSessionId]: identity.playbackSessionId,
    [PLAYBACK_HEADERS.requestNumber]: String(requestNumber),
  };
  if (identity.userId !== undefined && identity.userId !== null) headers[PLAYBACK_HEADERS.userId] = String(identity.userId);
  if (identity.extra) headers[PLAYBACK_HEADERS.extra] = identity.extra;
  return headers;
}

/** Numbers the requests of one playback session from 1, so the server can spot gaps and replays. */
export function createRequestHeaders(identity: PlaybackIdentity): () => Record<string, string> {
  let requestNumber = 0;
  return () => {
    requestNumber += 1;
    return playbackHeaders(identity, requestNumber);
  };
}
