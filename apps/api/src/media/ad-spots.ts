import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from './ffmpeg.js';
import { FONT_FILE } from './packaging/encode.js';

/** A demo ad creative (issue #19): a coloured card with a brand name and a tone, as a progressive MP4 a VAST MediaFile points at. */
export interface AdSpotSpec {
  id: string;
  /** The brand on the card and the VAST AdTitle / Advertiser. */
  brand: string;
  durationSeconds: number;
  /** Seconds before the viewer may skip; none: the spot plays to its end. */
  skipAfterSeconds?: number;
  colour: string;
  toneHz: number;
}

export const AD_SPOT_WIDTH = 640;
export const AD_SPOT_HEIGHT = 360;
/** Roughly what the encode below gives (a flat card compresses well), for the MediaFile bitrate attribute. */
export const AD_SPOT_KBPS = 100;
/** Where the API serves the spots (public, like previews): `/media/ads/<id>.mp4`. */
export const AD_SPOT_URL_PREFIX = '/media/ads';
export const adSpotFile = (mediaDir: string, id: string) => join(mediaDir, 'ads', `${id}.mp4`);

/** The demo ad server's creatives: 6–15 s, the first two skippable after 5 s. */
export const DEMO_AD_SPOTS: readonly AdSpotSpec[] = [
  { id: 'kosmos-cola', brand: 'Космос-Кола', durationSeconds: 10, skipAfterSeconds: 5, colour: '#c62828', toneHz: 440 },
  { id: 'sever-bank', brand: 'Север Банк', durationSeconds: 15, skipAfterSeconds: 5, colour: '#1565c0', toneHz: 330 },
  { id: 'chai-utro', brand: 'Чай «Утро»', durationSeconds: 6, colour: '#2e7d32', toneHz: 523 },
];

/**
 * Encodes the spots that are not there yet (one short ffmpeg run each), into a temporary name first so a spot
 * half written by an interrupted start is never served. Safe to call on every start.
 */
export async function packageAdSpots(mediaDir: string, spots: readonly AdSpotSpec[] = DEMO_AD_SPOTS): Promise<void> {
  await mkdir(join(mediaDir, 'ads'), { recursive: true });
  for (const spot of spots) {
    const file = adSpotFile(mediaDir, spot.id);
    if (
      await access(file).then(
        () => true,
        () => false,
      )
    )
      continue;
    const dir = join(mediaDir, 'ads');
    // drawtext reads the brand from a file, so no brand name needs filter-graph escaping.
    const brandFile = `.${spot.id}.txt`;
    await writeFile(join(dir, brandFile), spot.brand);
    const d = spot.durationSeconds;
    const text = `fontfile=${FONT_FILE}:fontcolor=white:x=(w-tw)/2`;
    const picture = [
      `color=c=${spot.colour}:s=${AD_SPOT_WIDTH}x${AD_SPOT_HEIGHT}:r=25:d=${d}`,
      `drawtext=${text}:textfile=${brandFile}:fontsize=56:y=(h-th)/2`,
    ].join(',');
    const partial = `${file}.part.mp4`;
    await runFfmpeg(
      [
        '-y',
        ...['-f', 'lavfi', '-i', picture],
        ...['-f', 'lavfi', '-i', `sine=frequency=${spot.toneHz}:sample_rate=44100:duration=${d}`],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-crf', '30'],
        ...['-c:a', 'aac', '-b:a', '64k', '-shortest', '-movflags', '+faststart', partial],
      ],
      { cwd: dir },
    );
    await rename(partial, file);
  }
}
