// The parts of mpd-parser and m3u8-parser (video.js; no bundled types) the manifest tests read.
declare module 'mpd-parser' {
  interface ParsedPlaylist {
    attributes: { NAME?: string; BANDWIDTH?: number; CODECS?: string; RESOLUTION?: { width: number; height: number } };
    resolvedUri?: string;
    segments?: unknown[];
    contentProtection?: Record<string, { attributes: Record<string, string> }>;
  }
  interface MediaGroup {
    language?: string;
    default?: boolean;
    playlists: ParsedPlaylist[];
  }
  export interface ParsedMpd {
    duration: number;
    playlists: ParsedPlaylist[];
    mediaGroups: Record<'AUDIO' | 'SUBTITLES', Record<string, Record<string, MediaGroup>>>;
  }
  export function parse(manifest: string, options?: { manifestUri?: string }): ParsedMpd;
}

declare module 'm3u8-parser' {
  interface Rendition {
    language?: string;
    default?: boolean;
    uri?: string;
  }
  export interface ParsedM3u8 {
    playlists?: {
      uri: string;
      attributes: {
        BANDWIDTH?: number;
        /** m3u8-parser leaves this one a string. */
        'AVERAGE-BANDWIDTH'?: string;
        CODECS?: string;
        RESOLUTION?: { width: number; height: number };
        AUDIO?: string;
        SUBTITLES?: string;
      };
    }[];
    mediaGroups?: Record<'AUDIO' | 'SUBTITLES', Record<string, Record<string, Rendition>>>;
    segments?: { uri: string; duration: number; key?: { method: string; uri: string } }[];
    endList?: boolean;
  }
  export class Parser {
    push(chunk: string): void;
    end(): void;
    manifest: ParsedM3u8;
  }
}
