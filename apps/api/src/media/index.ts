// The media module's public API: what the API's routes and start-up use.
export {
  AD_SPOT_HEIGHT,
  AD_SPOT_KBPS,
  AD_SPOT_URL_PREFIX,
  AD_SPOT_WIDTH,
  type AdSpotSpec,
  adSpotFile,
  DEMO_AD_SPOTS,
  packageAdSpots,
} from './ad-spots.js';
export { fromBase64Url, toBase64Url } from './base64url.js';
export { type ClipKey, clipKey, kidToUuid } from './cenc/clip-key.js';
export { DEFAULT_HLS_KEY_URI } from './cenc/protect-clip.js';
export { type ClearKeyRequest, type ClearKeyResponse, clearKeyLicence, LicenceRequestError, parseLicenceRequest } from './clearkey.js';
export { DEMO_CLIPS, type PackageDemoOptions, packageDemoMedia } from './demo-clips.js';
export { ensureFfmpeg, FfmpegError, type FfmpegStatus } from './ffmpeg.js';
export { MEDIA_MIME_TYPES, mediaMimeType } from './mime.js';
export { type ClipPaths, clipPaths, type PackagedClip, packageClip, readPackagedClip } from './package-clip.js';
export {
  AUDIO_LANGUAGES,
  CLIP_QUALITY,
  type ClipSpec,
  DASH_MANIFEST,
  HLS_MASTER,
  HLS_VARIANT_ALIAS,
  SUBTITLE_LANGUAGES,
  THUMBNAILS_JSON,
} from './packaging/clip.js';
export { PREVIEW_FILE, PREVIEW_URL_PREFIX, previewUrl } from './packaging/preview.js';
export type { ThumbnailsPlaylist } from './packaging/thumbnails.js';
