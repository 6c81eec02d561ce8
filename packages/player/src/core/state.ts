import { DEFAULT_VOLUME } from './constants';
import type { PlayerError } from './errors';
import { type KeyThrottle, OPEN_KEY_THROTTLE } from './keys';
import type { LiveRange } from './live';
import type { LanguageTrack } from './options';
import { AUTO_RESOLUTION } from './preferences';
import type { SettingsScreen } from './settings';
import type { PlaybackSpeed } from './speed';

/** A seek being chosen: by rewind keys (15 s steps) or by dragging the timeline. Nothing moves until release. */
export type Rewind = { by: 'keys' | 'drag'; from: number; to: number };

/** Who paused: only a pause by the viewer is followed by a pauseroll and reported as "pause". */
export type Pause = { by: 'user' | 'player'; atMs: number };

/** The stream's tracks and the current choices, as the adapter reports them. */
export type Tracks = {
  heights: readonly number[];
  /** A quality label or 'auto'. */
  resolution: string;
  subtitles: readonly LanguageTrack[];
  /** null when subtitles are off. */
  subtitle: string | null;
  audios: readonly LanguageTrack[];
  audio: string | null;
};

/**
 * Everything the screen renders. The first group is spec 2 §3 "Player state" by name; `isRewind` there is
 * `rewind !== null` here (see `isRewind()`), so there is one truth about the pending seek.
 * Positions (`currentTime`, rewind targets) are media seconds for VOD and wall-clock epoch seconds for live.
 */
export type PlayerState = {
  isLive: boolean;
  currentTime: number;
  duration: number;
  bufferedTime: number;
  isPaused: boolean;
  isMuted: boolean;
  isFullscreen: boolean;
  isPip: boolean;
  isLoading: boolean;
  isNeedUserGesture: boolean;
  isShowUI: boolean;
  isAdPlaying: boolean;

  isEnded: boolean;
  /** Playback has shown a frame at least once; decides "playback start" and the embedded init timeout. */
  hasStarted: boolean;
  volume: number;
  speed: PlaybackSpeed;
  error: PlayerError | null;
  rewind: Rewind | null;
  pause: Pause | null;
  settings: SettingsScreen | null;
  isSidePanelOpen: boolean;
  tracks: Tracks;
  /** WCAG 2.1.4: the viewer may turn letter-key shortcuts off. */
  singleKeyShortcuts: boolean;
  keyThrottle: KeyThrottle;
  /** Live only: what the stream can play now, epoch seconds; null on VOD and until the stream says. */
  seekable: LiveRange | null;
  /** Pause-live (spec 2 §3 media_type pause_live): how far behind the live edge the viewer may go; null otherwise. */
  pauseLiveWindowS: number | null;
};

export const NO_TRACKS: Tracks = { heights: [], resolution: AUTO_RESOLUTION, subtitles: [], subtitle: null, audios: [], audio: null };

export function createPlayerState(init: Partial<Pick<PlayerState, 'isLive' | 'singleKeyShortcuts'>> = {}): PlayerState {
  return {
    isLive: init.isLive ?? false,
    currentTime: 0,
    duration: 0,
    bufferedTime: 0,
    // Players start playing on their own; until the first frame the viewer sees loading, not a play button.
    isPaused: false,
    isMuted: false,
    isFullscreen: false,
    isPip: false,
    isLoading: true,
    isNeedUserGesture: false,
    isShowUI: true,
    isAdPlaying: false,
    isEnded: false,
    hasStarted: false,
    volume: DEFAULT_VOLUME,
    speed: 1,
    error: null,
    rewind: null,
    pause: null,
    settings: null,
    isSidePanelOpen: false,
    tracks: NO_TRACKS,
    singleKeyShortcuts: init.singleKeyShortcuts ?? true,
    keyThrottle: OPEN_KEY_THROTTLE,
    seekable: null,
    pauseLiveWindowS: null,
  };
}
