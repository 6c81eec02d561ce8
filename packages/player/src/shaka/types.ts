/**
 * The part of shaka-player the adapter uses, typed structurally: the real `shaka` namespace satisfies it, and
 * unit tests pass a fake without a browser. Names and shapes are shaka 5's own.
 */
export type ShakaVideoTrack = { active: boolean; height: number | null; bandwidth: number; label: string | null };
export type ShakaAudioTrack = { active: boolean; language: string; label: string | null; roles: string[] };
export type ShakaTextTrack = { active: boolean; language: string; label: string | null; kind: string | null; forced: boolean };

export type ShakaRequest = { uris: string[]; headers: Record<string, string> };
export type ShakaRequestFilter = (type: number, request: ShakaRequest) => void;

/** `data` holds the error's details; for BAD_HTTP_STATUS the second is the HTTP status. */
export type ShakaErrorDetail = { severity: number; category: number; code: number; data?: readonly unknown[] };

export interface ShakaPlayer {
  attach(media: HTMLMediaElement, initializeMediaSource?: boolean): Promise<unknown>;
  configure(config: object): boolean;
  load(url: string, startTime?: number | null): Promise<unknown>;
  destroy(): Promise<unknown>;
  addEventListener(type: string, listener: (event: Event) => void): void;
  getNetworkingEngine(): { registerRequestFilter(filter: ShakaRequestFilter): void } | null;
  setVideoContainer(container: HTMLElement | null): void;
  getVideoTracks(): ShakaVideoTrack[];
  getAudioTracks(): ShakaAudioTrack[];
  getTextTracks(): ShakaTextTrack[];
  selectVideoTrack(track: ShakaVideoTrack, clearBuffer?: boolean, safeMargin?: number): void;
  selectAudioTrack(track: ShakaAudioTrack): void;
  selectTextTrack(track: ShakaTextTrack | null): void;
  getPlayheadTimeAsDate(): Date | null;
  seekRange(): { start: number; end: number };
}

export interface ShakaModule {
  Player: new () => ShakaPlayer;
  polyfill: { installAll(): void };
  net: { NetworkingEngine: { RequestType: { MANIFEST: number; LICENSE: number } } };
}
