import type { ClipSpec, Language } from './clip.js';

const CUE_SECONDS = 4;

const LINES: Record<Language, (title: string, second: number) => string> = {
  rus: (title, second) => (second === 0 ? `Эфир представляет: «${title}»` : `Русские субтитры — ${formatClock(second)}`),
  eng: (title, second) => (second === 0 ? `Efir presents: "${title}"` : `English subtitles — ${formatClock(second)}`),
};

function formatClock(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

function formatCueTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const hours = String(Math.floor(whole / 3600)).padStart(2, '0');
  const millis = String(Math.round((seconds - whole) * 1000)).padStart(3, '0');
  return `${hours}:${formatClock(whole % 3600)}.${millis}`;
}

/** One cue every 4 s naming the language and the time, so a wrong track or offset is plain to see. */
export function webVtt(clip: ClipSpec, lang: Language): string {
  const cues: string[] = [];
  for (let start = 0; start < clip.durationSeconds; start += CUE_SECONDS) {
    const end = Math.min(start + CUE_SECONDS - 0.5, clip.durationSeconds);
    cues.push(`${formatCueTime(start)} --> ${formatCueTime(end)}\n${LINES[lang](clip.title, start)}`);
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The whole WebVTT file as the one segment of an HLS subtitle playlist. */
export function subtitlePlaylist(vttUrl: string, durationSeconds: number): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(durationSeconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${durationSeconds.toFixed(3)},`,
    vttUrl,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
