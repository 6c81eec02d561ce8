import type {
  ShakaAudioTrack,
  ShakaModule,
  ShakaOperation,
  ShakaPlayer,
  ShakaRequestContext,
  ShakaRequestFilter,
  ShakaResponse,
  ShakaSchemePlugin,
  ShakaTextTrack,
  ShakaVideoTrack,
} from './types';

export const REQUEST_TYPE = { MANIFEST: 0, SEGMENT: 1, LICENSE: 2 } as const;

/** A stand-in for shaka in unit tests: records what the adapter asks and lets a test fire shaka's events. */
export class FakeShakaPlayer implements ShakaPlayer {
  configs: object[] = [];
  loads: { url: string; startTime?: number | null }[] = [];
  filters: ShakaRequestFilter[] = [];
  listeners = new Map<string, ((event: Event) => void)[]>();
  videoTracks: ShakaVideoTrack[] = [
    { active: true, height: 1080, bandwidth: 4_500_000, label: null },
    { active: false, height: 720, bandwidth: 2_400_000, label: null },
    { active: false, height: 720, bandwidth: 1_800_000, label: null },
    { active: false, height: 360, bandwidth: 800_000, label: null },
  ];
  audioTracks: ShakaAudioTrack[] = [
    { active: true, language: 'rus', label: null, roles: ['main'] },
    { active: false, language: 'eng', label: 'English', roles: ['commentary'] },
    { active: false, language: 'eng', label: 'English', roles: ['main'] },
  ];
  textTracks: ShakaTextTrack[] = [
    { active: false, language: 'rus', label: null, kind: 'subtitle', forced: false },
    { active: false, language: 'eng', label: null, kind: 'subtitle', forced: false },
    { active: false, language: 'eng', label: null, kind: 'subtitle', forced: true },
  ];
  selected: { video?: ShakaVideoTrack; audio?: ShakaAudioTrack; text?: ShakaTextTrack | null } = {};
  /** Every selectTextTrack call, in order. */
  textSelections: (string | null)[] = [];
  loadError: unknown = null;
  destroyed = false;

  async attach(): Promise<void> {}
  configure(config: object): boolean {
    this.configs.push(config);
    return true;
  }
  async load(url: string, startTime?: number | null): Promise<void> {
    this.loads.push({ url, startTime });
    if (this.loadError) throw this.loadError;
  }
  async destroy(): Promise<void> {
    this.destroyed = true;
  }
  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((candidate) => candidate !== listener),
    );
  }
  emit(type: string, detail?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new CustomEvent(type, { detail }));
  }
  getNetworkingEngine() {
    return {
      registerRequestFilter: (filter: ShakaRequestFilter) => {
        this.filters.push(filter);
      },
      unregisterRequestFilter: (filter: ShakaRequestFilter) => {
        this.filters = this.filters.filter((candidate) => candidate !== filter);
      },
    };
  }
  /** Runs a request of `type` through the registered filters and returns its headers. */
  request(type: number): Record<string, string> {
    return this.requestOf(type).headers;
  }
  /** Runs a request of `type` for `uri` through the registered filters, as shaka would send it. */
  requestOf(type: number, uri = 'https://example.test/x', context?: ShakaRequestContext) {
    const request = { uris: [uri], headers: {} as Record<string, string> };
    for (const filter of this.filters) filter(type, request, context);
    return request;
  }
  setVideoContainer(): void {}
  getVideoTracks = () => this.videoTracks;
  getAudioTracks = () => this.audioTracks;
  getTextTracks = () => this.textTracks;
  selectVideoTrack(track: ShakaVideoTrack): void {
    this.selected.video = track;
    this.videoTracks = this.videoTracks.map((candidate) => ({ ...candidate, active: candidate === track }));
  }
  selectAudioTrack(track: ShakaAudioTrack): void {
    this.selected.audio = track;
  }
  selectTextTrack(track: ShakaTextTrack | null): void {
    this.textSelections.push(track?.language ?? null);
    this.selected.text = track;
    this.textTracks = this.textTracks.map((candidate) => ({ ...candidate, active: candidate === track }));
  }
  getPlayheadTimeAsDate(): Date | null {
    return null;
  }
  range = { start: 0, end: 0 };
  seekRange(): { start: number; end: number } {
    return this.range;
  }
}

/** An operation as shaka's: its promise, and whether it was aborted. */
class FakeOperation<T> implements ShakaOperation<T> {
  aborted = false;
  constructor(
    readonly promise: Promise<T>,
    private readonly onAbort: () => Promise<unknown>,
  ) {}
  abort(): Promise<unknown> {
    this.aborted = true;
    return this.onAbort();
  }
}

class FakeShakaError extends Error {
  constructor(
    readonly severity: number,
    readonly category: number,
    readonly code: number,
  ) {
    super(`shaka error ${code}`);
  }
}

export function fakeShaka(): {
  shaka: ShakaModule;
  player: () => FakeShakaPlayer;
  /** Scheme plugins registered, and the URIs the HTTP plugin fetched. */
  schemes: Map<string, ShakaSchemePlugin>;
  httpFetches: string[];
} {
  let created: FakeShakaPlayer | null = null;
  const schemes = new Map<string, ShakaSchemePlugin>();
  const httpFetches: string[] = [];
  const http: ShakaSchemePlugin = (uri, request) => {
    httpFetches.push(uri);
    const response: ShakaResponse = {
      uri,
      originalUri: uri,
      data: new TextEncoder().encode(`http:${uri}`),
      headers: {},
      originalRequest: request,
    };
    return new FakeOperation(Promise.resolve(response), () => Promise.resolve());
  };
  const shaka: ShakaModule = {
    Player: class extends FakeShakaPlayer {
      constructor() {
        super();
        created = this;
      }
    },
    polyfill: { installAll: () => undefined },
    net: {
      NetworkingEngine: {
        RequestType: REQUEST_TYPE,
        PluginPriority: { PREFERRED: 2, APPLICATION: 3 },
        registerScheme: (scheme, plugin) => schemes.set(scheme, plugin),
        unregisterScheme: (scheme) => schemes.delete(scheme),
      },
      HttpFetchPlugin: { parse: http },
    },
    util: { AbortableOperation: FakeOperation, Error: FakeShakaError },
  };
  return {
    shaka,
    schemes,
    httpFetches,
    player: () => {
      if (!created) throw new Error('no shaka player was created');
      return created;
    },
  };
}
