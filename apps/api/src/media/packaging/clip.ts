import type { VideoQuality } from '@efir/contract';

/** Generated picture behind the title; each is an ffmpeg lavfi source. */
export type ClipPattern = 'testsrc2' | 'gradients' | 'mandelbrot' | 'life' | 'cellauto' | 'smptehdbars';

export interface ClipSpec {
  /** Latin id, used in paths and key derivation. */
  id: string;
  /** Burnt into the picture (Cyrillic is fine: DejaVu has it). */
  title: string;
  durationSeconds: number;
  pattern: ClipPattern;
  /** Varies the pattern (random colours, cell seeds) between clips. */
  seed: number;
  /** Band behind the title, `#rrggbb`. */
  colour: string;
  /** Root of the chord progression of the rus track; the eng track plays a fifth above. */
  toneHz: number;
}

export interface Rendition {
  height: 360 | 720 | 1080;
  /** Cap on the bitrate (x264 VBV maxrate); below it x264 spends what the picture needs. */
  maxBitrateKbps: number;
}

/** Heights sit on spec 2 §9 quality bands (360p from 300, 720p from 600, 1080p from 900). */
export const RENDITIONS: readonly Rendition[] = [
  { height: 360, maxBitrateKbps: 1000 },
  { height: 720, maxBitrateKbps: 3000 },
  { height: 1080, maxBitrateKbps: 6000 },
];

export const AUDIO_LANGUAGES = ['rus', 'eng'] as const;
export const SUBTITLE_LANGUAGES = ['rus', 'eng'] as const;
export type Language = (typeof AUDIO_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = { rus: 'Русский', eng: 'English' };

/** The best picture a packaged clip offers, named by its top rendition's height (the VideoQuality bands). */
export const CLIP_QUALITY: VideoQuality = qualityOf(Math.max(...RENDITIONS.map((r) => r.height)));

function qualityOf(height: number): VideoQuality {
  if (height >= 2160) return '4K';
  if (height >= 1080) return 'Full HD';
  return height >= 720 ? 'HD' : 'SD';
}

export const FRAME_RATE = 25;
/** Capped constant quality: easy demo pictures cost x264 (and viewers) far fewer bits than a fixed bitrate would. */
export const VIDEO_CRF = 23;
export const SEGMENT_SECONDS = 2;
export const AUDIO_BITRATE_KBPS = 128;
export const AUDIO_SAMPLE_RATE = 48000;

/** Spec 2 §9: "Thumbnails start at second 1"; one thumbnail per second after that. */
export const THUMBNAILS_START_SECOND = 1;
export const THUMB_WIDTH = 160;
export const THUMB_HEIGHT = 90;
/** Thumbnails per sprite: one column, so a thumbnail is found by its `top` alone. */
export const THUMBS_PER_SPRITE = 20;

/** Names inside `<mediaDir>/vod/<id>/clear|cenc/` that the API serves. */
export const DASH_MANIFEST = 'manifest.mpd';
export const HLS_MASTER = 'playlist.m3u8';
/** Spec 2 §7: Safari asks for `/variant.m3u8?profile=web`; same content as the master. */
export const HLS_VARIANT_ALIAS = 'variant.m3u8';
export const THUMBNAILS_JSON = 'thumbnails.json';

/** ffmpeg numbers streams in map order: video renditions first, then the audio tracks. */
export const videoStreamIndex = (rendition: number) => rendition;
export const audioStreamIndex = (track: number) => RENDITIONS.length + track;

export function thumbnailCount(durationSeconds: number): number {
  return Math.max(0, Math.ceil(durationSeconds) - THUMBNAILS_START_SECOND);
}
