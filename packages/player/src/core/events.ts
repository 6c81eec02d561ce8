import type { AdSlot } from './ads';
import type { ShakaErrorInfo } from './errors';
import type { LiveRange } from './live';
import type { StoredPreferences } from './preferences';
import type { ReportReason } from './report';
import type { SettingsSection } from './settings';
import type { Tracks } from './state';

/** What the media adapter reports: facts about the stream and the video element. */
export type MediaEvent =
  | { type: 'loadStarted'; isLive: boolean; startTime?: number; pauseLiveWindowS?: number | null }
  | { type: 'durationChanged'; duration: number }
  /** Live: the range the stream can play now (epoch seconds), reported as it slides, paused or not. */
  | { type: 'seekableChanged'; seekable: LiveRange }
  | { type: 'timeUpdate'; currentTime: number; bufferedTime: number }
  | { type: 'playing' }
  | { type: 'waiting' }
  /** The element paused without the core asking: the picture-in-picture window, a headset button, OS media keys. */
  | { type: 'mediaPaused' }
  | { type: 'ended' }
  | { type: 'autoplayFailed' }
  | { type: 'shakaError'; error: ShakaErrorInfo }
  | { type: 'fullscreenChanged'; isFullscreen: boolean }
  | { type: 'pipChanged'; isPip: boolean }
  | { type: 'tracksChanged'; tracks: Tracks }
  | { type: 'adBreakStarted'; slot: AdSlot }
  | { type: 'adBreakEnded'; slot: AdSlot };

/** What the viewer does, as the screen reports it. Positions are in the same units as `currentTime`. */
export type ControlEvent =
  | { type: 'userActivity' }
  | { type: 'togglePlay' }
  /**
   * A press on the picture itself. `touch`: a finger rather than a mouse; `uiWasShown`: whether the controls were on
   * screen when it came down (the press itself shows them).
   */
  | { type: 'tapPicture'; touch: boolean; uiWasShown: boolean }
  /** The touch controls' back and forward buttons, in seconds. */
  | { type: 'skip'; seconds: number }
  | { type: 'userGesture' }
  | { type: 'setVolume'; volume: number }
  | { type: 'toggleMute' }
  | { type: 'toggleFullscreen' }
  | { type: 'togglePip' }
  | { type: 'keyDown'; code: string; repeat: boolean; isTextInput: boolean }
  | { type: 'keyUp'; code: string }
  | { type: 'timelineDragStart'; position: number }
  | { type: 'timelineDragMove'; position: number }
  | { type: 'timelineDragEnd' }
  | { type: 'seek'; position: number }
  /** Back to the live edge (the live label's button). */
  | { type: 'goLive' }
  | { type: 'setSidePanel'; open: boolean }
  | { type: 'setSingleKeyShortcuts'; enabled: boolean };

export type SettingsEvent =
  | { type: 'openSettings' }
  | { type: 'closeSettings' }
  | { type: 'openSettingsSection'; section: SettingsSection }
  | { type: 'settingsBack' }
  | { type: 'selectQuality'; value: string }
  | { type: 'selectSpeed'; speed: number }
  | { type: 'selectSubtitle'; language: string | null }
  | { type: 'selectAudio'; language: string }
  | { type: 'toggleReportReason'; reason: ReportReason }
  | { type: 'submitReport' };

/** What the controller's own timers and the stored preferences produce. */
export type ControllerEvent =
  | { type: 'hideUI' }
  | { type: 'initTimedOut' }
  | { type: 'preferencesApplied'; preferences: StoredPreferences };

export type PlayerEvent = MediaEvent | ControlEvent | SettingsEvent | ControllerEvent;
