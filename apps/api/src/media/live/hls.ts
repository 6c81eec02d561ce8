import type { LoopClip, LoopStream } from './clip.js';
import { archiveSegments, liveSegmentName } from './dash.js';
import { type LiveSegment, segmentsBetween } from './timeline.js';

/** The clip's HLS master without subtitles, which do not loop; its media playlists are the live ones. */
export function liveMaster(clip: LoopClip): string {
  return clip.master
    .split('\n')
    .filter((line) => !line.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES'))
    .map((line) => line.replace(/,SUBTITLES="[^"]*"/, ''))
    .join('\n');
}

function mediaPlaylist(clip: LoopClip, stream: LoopStream, segments: LiveSegment[], ended: boolean): string {
  const key = clip.mediaPlaylists
    .get(stream.index)
    ?.split('\n')
    .find((line) => line.startsWith('#EXT-X-KEY:'));
  const seconds = (ticks: number) => ticks / stream.timescale;
  // RFC 8216: each EXTINF, rounded to the nearest second, is at most the target duration.
  const target = Math.max(1, ...segments.map((s) => Math.round(seconds(s.duration))));
  const first = segments[0];
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    ...(ended ? ['#EXT-X-PLAYLIST-TYPE:VOD'] : []),
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first?.number ?? 1}`,
    ...(key ? [key] : []),
    `#EXT-X-MAP:URI="init-stream${stream.index}.m4s"`,
    ...(first ? [`#EXT-X-PROGRAM-DATE-TIME:${new Date(seconds(first.start) * 1000).toISOString()}`] : []),
    ...segments.flatMap((s) => [`#EXTINF:${seconds(s.duration).toFixed(6)},`, liveSegmentName(stream.index, s.number)]),
    ...(ended ? ['#EXT-X-ENDLIST'] : []),
  ];
  return `${lines.join('\n')}\n`;
}

/** A sliding-window live media playlist: segments that ended within `depthSeconds` before `now`. */
export function liveMediaPlaylist(clip: LoopClip, stream: LoopStream, now: Date, depthSeconds: number): string {
  const to = now.getTime() / 1000;
  return mediaPlaylist(clip, stream, segmentsBetween(stream, to - depthSeconds, to), false);
}

/** A recorded programme as a VOD media playlist. */
export function archiveMediaPlaylist(clip: LoopClip, stream: LoopStream, from: number, to: number): string {
  return mediaPlaylist(clip, stream, archiveSegments(stream, from, to), true);
}
