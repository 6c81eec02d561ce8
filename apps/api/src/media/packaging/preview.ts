import { join } from 'node:path';
import { runFfmpeg } from '../ffmpeg.js';
import { SEGMENT_SECONDS } from './clip.js';

/** The file name of a clip's preview, beside its `done.json`. */
export const PREVIEW_FILE = 'preview.mp4';
/** Long enough to loop behind a promo block without the seam showing often; short enough to cost little. */
export const PREVIEW_SECONDS = 8;
/** Where the API serves previews (public: a few silent seconds, like a poster): `/media/previews/<clip>.mp4`. */
export const PREVIEW_URL_PREFIX = '/media/previews';
export const previewUrl = (clipId: string) => `${PREVIEW_URL_PREFIX}/${clipId}.mp4`;
/** ffmpeg's stream index of the 360p rendition (`RENDITIONS[0]`). */
const PREVIEW_STREAM = 0;

/**
 * A silent, progressive MP4 of the clip's first seconds at 360p, for looping background videos and card previews
 * (spec 2 §2 promo block, §9 promo card video preview), which play in a plain `<video>` without the player.
 * The clear 360p segments are joined and remuxed, not encoded again.
 */
export async function writePreview(clearDir: string, durationSeconds: number, outFile: string): Promise<void> {
  const seconds = Math.min(PREVIEW_SECONDS, durationSeconds);
  const chunks = Array.from({ length: Math.floor(seconds / SEGMENT_SECONDS) }, (_, index) =>
    join(clearDir, `chunk-stream${PREVIEW_STREAM}-${String(index + 1).padStart(5, '0')}.m4s`),
  );
  const parts = [join(clearDir, `init-stream${PREVIEW_STREAM}.m4s`), ...chunks];
  await runFfmpeg(['-y', '-i', `concat:${parts.join('|')}`, '-map', '0:v:0', '-c', 'copy', '-an', '-movflags', '+faststart', outFile]);
}
