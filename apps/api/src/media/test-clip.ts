import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ClipKey, clipKey } from './cenc/clip-key.js';
import { type ClipPaths, clipPaths, packageClip } from './package-clip.js';
import type { ClipSpec } from './packaging/clip.js';

export const TEST_MEDIA_SECRET = 'test-media-secret';

/** Short enough to package in a few seconds, long enough to play past 3 s and span several segments. */
export const TEST_CLIP: ClipSpec = {
  id: 'test-clip',
  title: 'Проверка',
  durationSeconds: 8,
  pattern: 'testsrc2',
  seed: 1,
  colour: '#2e7d32',
  toneHz: 330,
};

export interface PackagedTestClip {
  paths: ClipPaths;
  key: ClipKey;
  remove: () => Promise<void>;
}

/** Packages TEST_CLIP (clear, cenc, thumbnails) into a fresh temporary media dir. */
export async function packageTestClip(): Promise<PackagedTestClip> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'efir-media-'));
  await packageClip(mediaDir, TEST_CLIP, TEST_MEDIA_SECRET);
  return {
    paths: clipPaths(mediaDir, TEST_CLIP.id),
    key: clipKey(TEST_MEDIA_SECRET, TEST_CLIP.id),
    remove: () => rm(mediaDir, { recursive: true, force: true }),
  };
}
