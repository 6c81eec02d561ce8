import { LANGUAGE_NAMES, type Language } from './clip.js';

export interface Representation {
  /** ffmpeg's stream index: names the segments `init-stream<id>.m4s`, `chunk-stream<id>-<n>.m4s`. */
  id: number;
  kind: 'video' | 'audio';
  codecs: string;
  /** Peak bits per second (MPD @bandwidth). */
  bandwidth: number;
  /** Average bits per second, when measured. */
  averageBandwidth?: number;
  width?: number;
  height?: number;
  /** ISO 639-2 code of the adaptation set, for audio. */
  lang?: string;
}

/** Reads the representations of the MPD ffmpeg's dash muxer writes (one attribute order, so plain patterns suffice). */
export function readRepresentations(mpd: string): Representation[] {
  const representations: Representation[] = [];
  for (const set of mpd.matchAll(/<AdaptationSet\b([^>]*)>([\s\S]*?)<\/AdaptationSet>/g)) {
    const lang = /\blang="([^"]+)"/.exec(set[1] ?? '')?.[1];
    for (const rep of (set[2] ?? '').matchAll(/<Representation\b([^>]*)>/g)) {
      const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(rep[1] ?? '')?.[1];
      const mimeType = attr('mimeType') ?? '';
      if (mimeType !== 'video/mp4' && mimeType !== 'audio/mp4') continue;
      const width = attr('width');
      const height = attr('height');
      representations.push({
        id: Number(attr('id')),
        kind: mimeType === 'video/mp4' ? 'video' : 'audio',
        codecs: attr('codecs') ?? '',
        bandwidth: Number(attr('bandwidth')),
        ...(width && height ? { width: Number(width), height: Number(height) } : {}),
        ...(lang ? { lang } : {}),
      });
    }
  }
  return representations;
}

export interface SubtitleTrack {
  lang: Language;
  /** Relative URL of the WebVTT file. */
  url: string;
}

/** ffmpeg cannot put WebVTT in DASH: add one sidecar text adaptation set per language. */
export function addSubtitleSets(mpd: string, tracks: SubtitleTrack[]): string {
  const firstId = Math.max(-1, ...[...mpd.matchAll(/<AdaptationSet id="(\d+)"/g)].map((m) => Number(m[1]))) + 1;
  const sets = tracks.map(
    (track, i) => `\t\t<AdaptationSet id="${firstId + i}" contentType="text" mimeType="text/vtt" lang="${track.lang}">
\t\t\t<Label>${LANGUAGE_NAMES[track.lang]}</Label>
\t\t\t<Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle" />
\t\t\t<Representation id="subtitles-${track.lang}" bandwidth="256">
\t\t\t\t<BaseURL>${track.url}</BaseURL>
\t\t\t</Representation>
\t\t</AdaptationSet>
`,
  );
  if (!mpd.includes('\t</Period>')) throw new Error('MPD has no Period to add subtitles to');
  return mpd.replace('\t</Period>', `${sets.join('')}\t</Period>`);
}
