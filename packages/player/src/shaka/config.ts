import { BUFFERING_GOAL_LIVE_S, BUFFERING_GOAL_VOD_S, LIVE_PRESENTATION_DELAY_S, REBUFFERING_GOAL_S } from '../core/constants';

/** spec 2 §3 drmConfig, as the playback endpoint sends it: a licence URL per key system. */
export type DrmConfig = {
  drm_provider: 'clearkey' | 'widevine' | 'playready' | 'fairplay' | 'none';
  clearkey?: string;
  widevine?: string;
  playready?: string;
  fairplay?: string;
  fairplay_cert_url?: string;
};

/** EME key system names of the licence URLs drmConfig may carry. */
const KEY_SYSTEMS = {
  clearkey: 'org.w3.clearkey',
  widevine: 'com.widevine.alpha',
  playready: 'com.microsoft.playready',
  fairplay: 'com.apple.fps',
} as const;

type Provider = keyof typeof KEY_SYSTEMS;
const PROVIDERS = Object.keys(KEY_SYSTEMS) as Provider[];

/**
 * shaka's `drm` section: every licence URL given is passed through, so a production operator's Widevine,
 * PlayReady and FairPlay servers work as the demo's ClearKey server does; the provider named first is tried first.
 */
export function shakaDrmConfig(drm: DrmConfig | undefined) {
  if (!drm || drm.drm_provider === 'none') return { servers: {} };
  const servers: Record<string, string> = {};
  for (const provider of PROVIDERS) {
    const url = drm[provider];
    if (url) servers[KEY_SYSTEMS[provider]] = url;
  }
  const preferred = drm.drm_provider in KEY_SYSTEMS ? [KEY_SYSTEMS[drm.drm_provider as Provider]] : [];
  const advanced = drm.fairplay_cert_url ? { [KEY_SYSTEMS.fairplay]: { serverCertificateUri: drm.fairplay_cert_url } } : {};
  return { servers, preferredKeySystems: preferred, advanced };
}

/** Buffering and live delay of spec 2 §9, plus the DRM section. */
export function shakaConfig(options: { isLive: boolean; drm?: DrmConfig }) {
  return {
    drm: shakaDrmConfig(options.drm),
    streaming: {
      bufferingGoal: options.isLive ? BUFFERING_GOAL_LIVE_S : BUFFERING_GOAL_VOD_S,
      rebufferingGoal: REBUFFERING_GOAL_S,
    },
    manifest: { defaultPresentationDelay: LIVE_PRESENTATION_DELAY_S },
    // Quality starts automatic; the settings panel turns adaptation off when the viewer picks one. Automatic picks the
    // smallest rendition that covers the player element: a window or an inline player smaller than 1080p does not decode it.
    abr: { enabled: true, restrictToElementSize: true },
  };
}
