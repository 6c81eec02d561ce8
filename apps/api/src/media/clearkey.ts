import { fromBase64Url, toBase64Url } from './base64url.js';
import { clipKey } from './cenc/clip-key.js';

/** W3C EME ClearKey licence request (the message of a "license-request" event). */
export interface ClearKeyRequest {
  kids: string[];
  type: 'temporary' | 'persistent-license';
}

/** W3C EME ClearKey licence: a JSON Web Key Set of the granted keys. */
export interface ClearKeyResponse {
  keys: { kty: 'oct'; kid: string; k: string }[];
  type: 'temporary';
}

const KEY_ID_BYTES = 16;
/** A licence request names the keys of one presentation; more than this is not a player talking. */
const MAX_KIDS_PER_REQUEST = 16;

export class LicenceRequestError extends Error {
  override name = 'LicenceRequestError';
}

/** Validates a parsed request body; throws LicenceRequestError for anything that is not a ClearKey request. */
export function parseLicenceRequest(body: unknown): ClearKeyRequest {
  if (typeof body !== 'object' || body === null) throw new LicenceRequestError('licence request must be a JSON object');
  const { kids, type = 'temporary' } = body as { kids?: unknown; type?: unknown };
  if (!Array.isArray(kids) || kids.length === 0 || kids.length > MAX_KIDS_PER_REQUEST) {
    throw new LicenceRequestError(`kids must list 1 to ${MAX_KIDS_PER_REQUEST} key ids`);
  }
  for (const kid of kids) {
    if (typeof kid !== 'string' || fromBase64Url(kid)?.length !== KEY_ID_BYTES)
      throw new LicenceRequestError('each kid must be 16 bytes in base64url');
  }
  if (type !== 'temporary' && type !== 'persistent-license') throw new LicenceRequestError(`unknown session type '${String(type)}'`);
  return { kids, type };
}

/**
 * Answers a licence request with the keys of the clips the caller may play. Key ids that
 * belong to none of them are left out (the CDM then reports the key as missing), so a
 * licence for one clip never unlocks another.
 */
export function clearKeyLicence(request: ClearKeyRequest, secret: string, entitledClipIds: readonly string[]): ClearKeyResponse {
  const granted = new Map(
    entitledClipIds.map((clipId) => {
      const { kid, key } = clipKey(secret, clipId);
      return [toBase64Url(kid), toBase64Url(key)] as const;
    }),
  );
  const keys = request.kids.flatMap((kid) => {
    const k = granted.get(kid);
    return k ? [{ kty: 'oct' as const, kid, k }] : [];
  });
  // Temporary even when asked to persist: the next playback must ask (and be checked) again.
  return { keys, type: 'temporary' };
}
