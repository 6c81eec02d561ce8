import { FRAME_RATE, LANGUAGE_NAMES, type Language } from './clip.js';
import type { Representation } from './dash.js';

/** ffmpeg's dash muxer names the media playlist of representation N `media_N.m3u8`. */
export const mediaPlaylistName = (representationId: number) => `media_${representationId}.m3u8`;

export interface HlsSubtitles {
  lang: Language;
  playlistUrl: string;
}

/**
 * The master playlist, written by us rather than ffmpeg: ffmpeg's has no LANGUAGE or
 * NAME on the audio renditions and cannot list subtitles.
 */
export function masterPlaylist(representations: Representation[], subtitles: HlsSubtitles[]): string {
  const audio = representations.filter((r) => r.kind === 'audio');
  const video = representations.filter((r) => r.kind === 'video');
  const audioPeak = Math.max(0, ...audio.map((a) => a.bandwidth));
  const audioAverage = Math.max(0, ...audio.map((a) => a.averageBandwidth ?? a.bandwidth));
  const audioCodecs = audio[0]?.codecs;
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  audio.forEach((a, i) => {
    const lang = a.lang as Language;
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="${lang}",NAME="${LANGUAGE_NAMES[lang] ?? lang}",DEFAULT=${i === 0 ? 'YES' : 'NO'},AUTOSELECT=YES,CHANNELS="2",URI="${mediaPlaylistName(a.id)}"`,
    );
  });
  for (const s of subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="${s.lang}",NAME="${LANGUAGE_NAMES[s.lang]}",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="${s.playlistUrl}"`,
    );
  }
  for (const v of video) {
    const attributes = [
      `BANDWIDTH=${v.bandwidth + audioPeak}`,
      `AVERAGE-BANDWIDTH=${(v.averageBandwidth ?? v.bandwidth) + audioAverage}`,
      `RESOLUTION=${v.width}x${v.height}`,
      `FRAME-RATE=${FRAME_RATE.toFixed(3)}`,
      `CODECS="${[v.codecs, audioCodecs].filter(Boolean).join(',')}"`,
      ...(audio.length ? ['AUDIO="audio"'] : []),
      ...(subtitles.length ? ['SUBTITLES="subs"'] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, mediaPlaylistName(v.id));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Tidies one of ffmpeg's media playlists for VOD: drops the 1970 program date times
 * it writes and declares the playlist type.
 */
export function vodMediaPlaylist(ffmpegPlaylist: string): string {
  return ffmpegPlaylist
    .split('\n')
    .filter((line) => !line.startsWith('#EXT-X-PROGRAM-DATE-TIME'))
    .flatMap((line) => (line.startsWith('#EXT-X-VERSION') ? [line, '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-INDEPENDENT-SEGMENTS'] : [line]))
    .join('\n');
}
