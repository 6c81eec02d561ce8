import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureBitrate, withBandwidths } from './bitrates.js';
import { type ClipSpec, DASH_MANIFEST, HLS_MASTER, HLS_VARIANT_ALIAS, SUBTITLE_LANGUAGES, THUMBNAILS_JSON } from './clip.js';
import { addSubtitleSets, readRepresentations } from './dash.js';
import { encodeClip, spriteName } from './encode.js';
import { masterPlaylist, mediaPlaylistName, vodMediaPlaylist } from './hls.js';
import { subtitlePlaylist, webVtt } from './subtitles.js';
import { thumbnailsPlaylist } from './thumbnails.js';

export const subtitleFile = (lang: string) => `subtitles-${lang}.vtt`;
export const subtitlePlaylistFile = (lang: string) => `subtitles-${lang}.m3u8`;

/**
 * Packages one clip in the clear: `streamDir` gets DASH and HLS over one set of CMAF
 * segments plus WebVTT in both, `thumbnailsDir` the sprites and their playlist.
 */
export async function packageClear(clip: ClipSpec, streamDir: string, thumbnailsDir: string): Promise<void> {
  await encodeClip(clip, { streamDir, thumbnailsDir });

  const tracks = SUBTITLE_LANGUAGES.map((lang) => ({ lang, url: subtitleFile(lang) }));
  for (const { lang, url } of tracks) {
    await writeFile(join(streamDir, url), webVtt(clip, lang));
    await writeFile(join(streamDir, subtitlePlaylistFile(lang)), subtitlePlaylist(url, clip.durationSeconds));
  }
  for (const name of (await readdir(streamDir)).filter((n) => /^media_\d+\.m3u8$/.test(n))) {
    const path = join(streamDir, name);
    await writeFile(path, vodMediaPlaylist(await readFile(path, 'utf8')));
  }

  const mpdPath = join(streamDir, DASH_MANIFEST);
  const ffmpegMpd = await readFile(mpdPath, 'utf8');
  const representations = await Promise.all(
    readRepresentations(ffmpegMpd).map(async (r) => {
      const { peak, average } = await measureBitrate(streamDir, await readFile(join(streamDir, mediaPlaylistName(r.id)), 'utf8'));
      return { ...r, bandwidth: peak, averageBandwidth: average };
    }),
  );
  const mpd = withBandwidths(ffmpegMpd, new Map(representations.map((r) => [r.id, r.bandwidth])));
  await writeFile(mpdPath, addSubtitleSets(mpd, tracks));
  const master = masterPlaylist(
    representations,
    tracks.map(({ lang }) => ({ lang, playlistUrl: subtitlePlaylistFile(lang) })),
  );
  await writeFile(join(streamDir, HLS_MASTER), master);
  await writeFile(join(streamDir, HLS_VARIANT_ALIAS), master);

  const playlist = thumbnailsPlaylist(clip.durationSeconds, spriteName);
  await Promise.all(playlist.images.map((image) => access(join(thumbnailsDir, image.url))));
  await writeFile(join(thumbnailsDir, THUMBNAILS_JSON), `${JSON.stringify(playlist, null, 2)}\n`);
}
