import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { containerBox, fullBoxHeader, leafBox, writeBoxes } from '../cenc/boxes.js';

export const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};

/** A CMAF media segment as the packager writes it: styp, sidx v1, moof (mfhd, traf with tfdt v1), mdat. */
export function segment(timescale: number, decodeTime: number, sequence: number): Buffer {
  return writeBoxes([
    leafBox('styp', Buffer.from('msdh\0\0\0\0msdhmsix', 'latin1')),
    leafBox(
      'sidx',
      fullBoxHeader(1, 0),
      u32(1),
      u32(timescale),
      u64(decodeTime),
      u64(0),
      Buffer.from([0, 0, 0, 1]),
      u32(100),
      u32(0),
      u32(0x90000000),
    ),
    containerBox('moof', [
      leafBox('mfhd', fullBoxHeader(0, 0), u32(sequence)),
      containerBox('traf', [leafBox('tfhd', fullBoxHeader(0, 0x20000), u32(1)), leafBox('tfdt', fullBoxHeader(1, 0), u64(decodeTime))]),
    ]),
    leafBox('mdat', Buffer.from('media bytes')),
  ]);
}

export const VIDEO_STARTS = [0, 25_600, 51_200];
export const AUDIO_STARTS = [0, 96_256, 192_512];

/** Seconds of the test clip: three 2 s video segments. */
export const LOOP_CLIP_SECONDS = 6;

/**
 * A 6-second clip in the packaged `cenc/` layout: video stream 0 in 2 s segments, audio stream 3 in
 * AAC-frame-sized ones. Written into `dir`, or into `<mediaDir>/vod/<clipId>/cenc` with its done.json.
 */
export function writeLoopClip(dir = mkdtempSync(join(tmpdir(), 'efir-live-'))): string {
  mkdirSync(dir, { recursive: true });
  for (const stream of [0, 3]) writeFileSync(join(dir, `init-stream${stream}.m4s`), writeBoxes([leafBox('ftyp', Buffer.from('iso6'))]));
  for (const [i, t] of VIDEO_STARTS.entries()) writeFileSync(join(dir, `chunk-stream0-0000${i + 1}.m4s`), segment(12_800, t, i + 1));
  for (const [i, t] of AUDIO_STARTS.entries()) writeFileSync(join(dir, `chunk-stream3-0000${i + 1}.m4s`), segment(48_000, t, i + 1));
  writeFileSync(
    join(dir, 'manifest.mpd'),
    `<?xml version="1.0"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011"
\tprofiles="urn:mpeg:dash:profile:isoff-live:2011"
\ttype="static"
\tmediaPresentationDuration="PT6.0S"
\tmaxSegmentDuration="PT2.0S"
\tminBufferTime="PT4.0S">
\t<Period id="0" start="PT0.0S">
\t\t<AdaptationSet id="0" contentType="video"><ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" />
\t\t\t<Representation id="0" mimeType="video/mp4" codecs="avc1.64001e" bandwidth="1000">
\t\t\t\t<SegmentTemplate timescale="12800" initialization="init-stream$RepresentationID$.m4s" media="chunk-stream$RepresentationID$-$Number%05d$.m4s" startNumber="1">
\t\t\t\t\t<SegmentTimeline><S t="0" d="25600" r="2" /></SegmentTimeline>
\t\t\t\t</SegmentTemplate>
\t\t\t</Representation>
\t\t</AdaptationSet>
\t\t<AdaptationSet id="1" contentType="audio" lang="rus">
\t\t\t<Representation id="3" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="1000">
\t\t\t\t<SegmentTemplate timescale="48000" initialization="init-stream$RepresentationID$.m4s" media="chunk-stream$RepresentationID$-$Number%05d$.m4s" startNumber="1">
\t\t\t\t\t<SegmentTimeline><S t="0" d="96256" r="2" /></SegmentTimeline>
\t\t\t\t</SegmentTemplate>
\t\t\t</Representation>
\t\t</AdaptationSet>
\t\t<AdaptationSet id="3" contentType="text" mimeType="text/vtt" lang="rus"><Representation id="subtitles-rus" bandwidth="256"><BaseURL>subtitles-rus.vtt</BaseURL></Representation></AdaptationSet>
\t</Period>
</MPD>
`,
  );
  writeFileSync(
    join(dir, 'playlist.m3u8'),
    '#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="rus",URI="media_3.m3u8"\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",URI="subtitles-rus.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1000,AUDIO="audio",SUBTITLES="subs"\nmedia_0.m3u8\n',
  );
  const key = '#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,KEYFORMAT="identity",KEYFORMATVERSIONS="1",URI="clearkey.key"';
  writeFileSync(join(dir, 'media_0.m3u8'), `#EXTM3U\n${key}\n`);
  writeFileSync(join(dir, 'media_3.m3u8'), `#EXTM3U\n${key}\n`);
  return dir;
}

/** A media dir holding `clipId` as a packaged clip the live simulator can loop. */
export function mediaDirWithLoopClip(clipId: string): string {
  const mediaDir = mkdtempSync(join(tmpdir(), 'efir-live-media-'));
  writeLoopClip(join(mediaDir, 'vod', clipId, 'cenc'));
  writeFileSync(join(mediaDir, 'vod', clipId, 'done.json'), JSON.stringify({ id: clipId, duration_seconds: LOOP_CLIP_SECONDS }));
  return mediaDir;
}
