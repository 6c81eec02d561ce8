/**
 * The part of shaka-player the adapter uses, typed structurally: the real `shaka` namespace satisfies it, and
 * unit tests pass a fake without a browser. Names and shapes are shaka 5's own.
 */
export type ShakaVideoTrack = { active: boolean; height: number | null; bandwidth: number; label: string | null };
export type ShakaAudioTrack = { active: boolean; language: string; label: string | null; roles: string[] };
export type ShakaTextTrack = { active: boolean; language: string; label: string | null; kind: string | null; forced: boolean };

export type ShakaRequest = { uris: string[]; headers: Record<string, string> };
/** A segment of shaka's index (shaka.media.SegmentReference). */
export interface ShakaSegmentReference {
  getStartTime(): number;
  getEndTime(): number;
  getUris(): string[];
  getStartByte(): number;
  getEndByte(): number | null;
}
/** A stream of the manifest (shaka.extern.Stream): `originalId` is the manifest's own id, the same for every viewer. */
export type ShakaStream = {
  id: number;
  originalId: string | null;
  type: string;
  segmentIndex: Iterable<ShakaSegmentReference | null> | null;
};
/** What shaka tells a request filter of a segment request (shaka.extern.RequestContext). */
export type ShakaRequestContext = { type?: number; stream?: ShakaStream; segment?: ShakaSegmentReference | null };
export type ShakaRequestFilter = (type: number, request: ShakaRequest, context?: ShakaRequestContext) => void;

/** `data` holds the error's details; for BAD_HTTP_STATUS the second is the HTTP status. */
export type ShakaErrorDetail = { severity: number; category: number; code: number; data?: readonly unknown[] };

export interface ShakaPlayer {
  attach(media: HTMLMediaElement, initializeMediaSource?: boolean): Promise<unknown>;
  configure(config: object): boolean;
  load(url: string, startTime?: number | null): Promise<unknown>;
  destroy(): Promise<unknown>;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  getNetworkingEngine(): {
    registerRequestFilter(filter: ShakaRequestFilter): void;
    unregisterRequestFilter(filter: ShakaRequestFilter): void;
  } | null;
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

/** shaka.util.AbortableOperation: a request's promise and how to abort it. */
export interface ShakaOperation<T> {
  promise: Promise<T>;
}
/** What a scheme plugin answers (shaka.extern.Response). */
export type ShakaResponse = {
  uri: string;
  originalUri: string;
  data: ArrayBuffer | ArrayBufferView;
  headers: Record<string, string>;
  timeMs?: number;
  originalRequest: ShakaRequest;
};
export type ShakaSchemePlugin = (
  uri: string,
  request: ShakaRequest,
  requestType: number,
  progressUpdated: unknown,
  headersReceived: unknown,
  config: unknown,
) => ShakaOperation<ShakaResponse>;

export interface ShakaModule {
  Player: new () => ShakaPlayer;
  polyfill: { installAll(): void };
  net: {
    NetworkingEngine: {
      RequestType: { MANIFEST: number; SEGMENT: number; LICENSE: number };
      PluginPriority: { PREFERRED: number; APPLICATION: number };
      registerScheme(scheme: string, plugin: ShakaSchemePlugin, priority?: number, progressSupport?: boolean): void;
      unregisterScheme(scheme: string): void;
    };
    HttpFetchPlugin: { parse: ShakaSchemePlugin };
  };
  util: {
    AbortableOperation: new <T>(promise: Promise<T>, onAbort: () => Promise<unknown>) => ShakaOperation<T>;
    Error: new (severity: number, category: number, code: number) => Error;
  };
}
