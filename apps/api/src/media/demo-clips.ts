import { type PackagedClip, packageClip, readPackagedClip } from './package-clip.js';
import type { ClipSpec } from './packaging/clip.js';

/** The demo operator's VOD clips: 30–60 s each, every one with its own picture, colour and key of music. */
export const DEMO_CLIPS: readonly ClipSpec[] = [
  { id: 'northern-lights', title: 'Северное сияние', durationSeconds: 36, pattern: 'gradients', seed: 7, colour: '#1565c0', toneHz: 220 },
  { id: 'city-rhythm', title: 'Ритм города', durationSeconds: 30, pattern: 'testsrc2', seed: 1, colour: '#c62828', toneHz: 247 },
  { id: 'deep-dive', title: 'Погружение', durationSeconds: 40, pattern: 'mandelbrot', seed: 3, colour: '#00897b', toneHz: 196 },
  { id: 'game-of-life', title: 'Игра жизни', durationSeconds: 32, pattern: 'life', seed: 42, colour: '#6a1b9a', toneHz: 262 },
  { id: 'patterns', title: 'Узоры', durationSeconds: 34, pattern: 'cellauto', seed: 2, colour: '#ef6c00', toneHz: 294 },
  { id: 'test-card', title: 'Настроечная таблица', durationSeconds: 30, pattern: 'smptehdbars', seed: 5, colour: '#37474f', toneHz: 175 },
];

/** Each ffmpeg run already keeps about one core busy; two at once fill the 2-core machines we run on. */
export const MAX_PARALLEL_FFMPEG = 2;

export interface PackageDemoOptions {
  clips?: readonly ClipSpec[];
  log?: (message: string) => void;
  /** Passed to the encrypted HLS playlists; see protectClip. */
  hlsKeyUri?: string;
}

/**
 * Packages every clip that has no complete package under `<mediaDir>/vod/<id>` (clear, cenc
 * and thumbnails), at most two ffmpeg runs at a time. Safe to call on every start.
 */
export async function packageDemoMedia(mediaDir: string, secret: string, options: PackageDemoOptions = {}): Promise<PackagedClip[]> {
  const { clips = DEMO_CLIPS, log = () => {} } = options;
  const results: PackagedClip[] = new Array(clips.length);
  let next = 0;
  const worker = async () => {
    while (next < clips.length) {
      const index = next++;
      const clip = clips[index]!;
      const existing = await readPackagedClip(mediaDir, clip, secret);
      if (existing) {
        results[index] = existing;
        continue;
      }
      const started = Date.now();
      log(`packaging ${clip.id} (${clip.durationSeconds} s)`);
      results[index] = await packageClip(mediaDir, clip, secret, options.hlsKeyUri);
      log(`packaged ${clip.id} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAX_PARALLEL_FFMPEG, clips.length) }, worker));
  return results;
}
