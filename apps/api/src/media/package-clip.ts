import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clipKey, kidToUuid } from './cenc/clip-key.js';
import { protectClip } from './cenc/protect-clip.js';
import type { ClipSpec } from './packaging/clip.js';
import { packageClear } from './packaging/package-clear.js';
import { PREVIEW_FILE, writePreview } from './packaging/preview.js';

/** Bump when the packaged layout changes, so clips packaged by an older build are redone. */
export const PACKAGING_VERSION = 2;

export interface ClipPaths {
  /** `<mediaDir>/vod/<id>` */
  dir: string;
  /** DASH `manifest.mpd`, HLS `playlist.m3u8` (+ `variant.m3u8`), segments, WebVTT — in the clear. */
  clearDir: string;
  /** The same names, encrypted with the clip key. */
  cencDir: string;
  /** `thumbnails.json` and its sprites. */
  thumbnailsDir: string;
  /** A silent 360p MP4 of the first seconds, served without a token (`packaging/preview.ts`). */
  previewFile: string;
  /** Written last: a clip without it is packaged again. */
  doneFile: string;
}

export function clipPaths(mediaDir: string, clipId: string): ClipPaths {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(clipId)) throw new Error(`clip id '${clipId}' must be lowercase latin, digits and dashes`);
  const dir = join(mediaDir, 'vod', clipId);
  return {
    dir,
    clearDir: join(dir, 'clear'),
    cencDir: join(dir, 'cenc'),
    thumbnailsDir: join(dir, 'thumbnails'),
    previewFile: join(dir, PREVIEW_FILE),
    doneFile: join(dir, 'done.json'),
  };
}

/** Contents of `done.json`. */
export interface PackagedClip {
  id: string;
  title: string;
  duration_seconds: number;
  /** Key id of the cenc package, as in the manifest's `cenc:default_KID`. */
  kid: string;
  version: number;
}

/** The marker of a complete package made with this secret and layout, or null. */
export async function readPackagedClip(mediaDir: string, clip: ClipSpec, secret: string): Promise<PackagedClip | null> {
  try {
    const done = JSON.parse(await readFile(clipPaths(mediaDir, clip.id).doneFile, 'utf8')) as PackagedClip;
    const current = done.version === PACKAGING_VERSION && done.kid === kidToUuid(clipKey(secret, clip.id).kid);
    return current && done.duration_seconds === clip.durationSeconds ? done : null;
  } catch {
    return null;
  }
}

/** Packages one clip from scratch: clear DASH/HLS, thumbnails, the preview, then the encrypted copy, then the marker. */
export async function packageClip(mediaDir: string, clip: ClipSpec, secret: string, hlsKeyUri?: string): Promise<PackagedClip> {
  const paths = clipPaths(mediaDir, clip.id);
  await rm(paths.dir, { recursive: true, force: true });
  await packageClear(clip, paths.clearDir, paths.thumbnailsDir);
  await writePreview(paths.clearDir, clip.durationSeconds, paths.previewFile);
  const key = clipKey(secret, clip.id);
  await protectClip(paths.clearDir, paths.cencDir, key, hlsKeyUri);
  const done: PackagedClip = {
    id: clip.id,
    title: clip.title,
    duration_seconds: clip.durationSeconds,
    kid: kidToUuid(key.kid),
    version: PACKAGING_VERSION,
  };
  await writeFile(paths.doneFile, `${JSON.stringify(done, null, 2)}\n`);
  return done;
}
