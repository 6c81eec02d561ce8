import { type ClipKey, kidToUuid } from './clip-key.js';

/** DASH-IF identifier for W3C ClearKey. */
export const CLEARKEY_SCHEME_ID_URI = 'urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e';
const MP4_PROTECTION_SCHEME_ID_URI = 'urn:mpeg:dash:mp4protection:2011';
const CENC_NAMESPACE = 'urn:mpeg:cenc:2013';

/** Marks every audio and video adaptation set as 'cenc' with our key id and ClearKey as a system that can play it. */
export function protectMpd(mpd: string, kid: ClipKey['kid']): string {
  const uuid = kidToUuid(kid);
  const withNamespace = mpd.replace(/<MPD\b/, `<MPD xmlns:cenc="${CENC_NAMESPACE}"`);
  return withNamespace.replace(
    /(\t*)(<AdaptationSet\b[^>]*contentType="(?:video|audio)"[^>]*>\n)/g,
    (_, indent: string, open: string) =>
      `${indent}${open}${indent}\t<ContentProtection schemeIdUri="${MP4_PROTECTION_SCHEME_ID_URI}" value="cenc" cenc:default_KID="${uuid}" />\n` +
      `${indent}\t<ContentProtection schemeIdUri="${CLEARKEY_SCHEME_ID_URI}" value="ClearKey1.0" />\n`,
  );
}

/**
 * HLS has no ClearKey key system: shaka-player's "identity" key format fetches the raw
 * 16-byte key from `keyUri` and reads the key id from the init segment's `tenc`.
 */
export function protectMediaPlaylist(playlist: string, keyUri: string): string {
  const keyLine = `#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,KEYFORMAT="identity",KEYFORMATVERSIONS="1",URI="${keyUri}"`;
  if (!playlist.includes('#EXT-X-MAP')) throw new Error('media playlist has no EXT-X-MAP');
  return playlist.replace('#EXT-X-MAP', `${keyLine}\n#EXT-X-MAP`);
}
