import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DASH_MANIFEST } from '../packaging/clip.js';
import { readRepresentations } from '../packaging/dash.js';
import { mediaPlaylistName } from '../packaging/hls.js';
import type { ClipKey } from './clip-key.js';
import { protectInit } from './protect-init.js';
import { protectMediaPlaylist, protectMpd } from './protect-manifests.js';
import { protectSegment } from './protect-segment.js';

/** Where the HLS "identity" key is fetched from, relative to the media playlist. */
export const DEFAULT_HLS_KEY_URI = 'clearkey.key';

const SEGMENT_NAME = /^chunk-stream(\d+)-(\d+)\.m4s$/;

/**
 * Writes the encrypted twin of a clear package: every CMAF segment encrypted with the
 * clip key, manifests marked as protected; subtitles and the HLS master are copied as they are.
 */
export async function protectClip(clearDir: string, cencDir: string, clipKey: ClipKey, hlsKeyUri = DEFAULT_HLS_KEY_URI): Promise<void> {
  await mkdir(cencDir, { recursive: true });
  const mpd = await readFile(join(clearDir, DASH_MANIFEST), 'utf8');
  const files = await readdir(clearDir);
  for (const representation of readRepresentations(mpd)) {
    const initName = `init-stream${representation.id}.m4s`;
    const { init, track } = protectInit(await readFile(join(clearDir, initName)), clipKey.kid);
    await writeFile(join(cencDir, initName), init);
    for (const name of files) {
      const match = SEGMENT_NAME.exec(name);
      if (!match || Number(match[1]) !== representation.id) continue;
      // rendition in the top byte, segment number below: IVs never repeat under the clip's one key
      const ivPrefix = (representation.id << 24) | Number(match[2]);
      await writeFile(join(cencDir, name), protectSegment(await readFile(join(clearDir, name)), { track, key: clipKey.key, ivPrefix }));
    }
    const playlist = mediaPlaylistName(representation.id);
    await writeFile(join(cencDir, playlist), protectMediaPlaylist(await readFile(join(clearDir, playlist), 'utf8'), hlsKeyUri));
  }
  await writeFile(join(cencDir, DASH_MANIFEST), protectMpd(mpd, clipKey.kid));
  for (const name of files.filter((n) => /\.(vtt|m3u8)$/.test(n) && !n.startsWith('media_'))) {
    await copyFile(join(clearDir, name), join(cencDir, name));
  }
}
