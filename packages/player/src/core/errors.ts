/** shaka.util.Error.Severity.CRITICAL: playback cannot continue on its own. */
export const SHAKA_SEVERITY_CRITICAL = 2;
/** shaka.util.Error.Category.NETWORK. */
export const SHAKA_CATEGORY_NETWORK = 1;

/** What the adapter passes on from a shaka error: no shaka import needed here. */
export type ShakaErrorInfo = { severity: number; category: number; code: number; httpStatus?: number };

/** The media server's answer once the access a stream was opened with has ended (a rental's end, an ended subscription). */
const HTTP_FORBIDDEN = 403;

/**
 * A network failure leaves the player loading (shaka keeps retrying and the viewer sees the error under the
 * spinner); the media server refusing the stream means the access ended, which the page answers with its offer;
 * anything else fatal is technical and pauses playback (spec 2 §4).
 */
export type PlayerError = { kind: 'network' | 'refused' | 'technical'; reason: string; category: number; code: number };

/** Prefixes of the error reason strings (spec 2 §8). */
const REASON_PREFIX = { player: '1-3', alternative: '1-4', ads: '1-5', p2p: '1-7' } as const;

export type ErrorSource = keyof typeof REASON_PREFIX;

/** The reason string reported with an error, e.g. "1-3-1001" for shaka's BAD_HTTP_STATUS. */
export function errorReason(source: ErrorSource, code: number | string): string {
  return `${REASON_PREFIX[source]}-${code}`;
}

/** null means a non-fatal error, which clears any error shown (spec 2 §4). */
export function classifyShakaError(error: ShakaErrorInfo): PlayerError | null {
  if (error.severity !== SHAKA_SEVERITY_CRITICAL) return null;
  const network = error.category === SHAKA_CATEGORY_NETWORK;
  return {
    kind: network && error.httpStatus === HTTP_FORBIDDEN ? 'refused' : network ? 'network' : 'technical',
    reason: errorReason('player', error.code),
    category: error.category,
    code: error.code,
  };
}
