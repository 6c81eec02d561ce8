// Spec 2 §4, §5, §7 and §9 values, named with their unit so a reader can search the spec for them.

/** Controls hide after this long without activity (spec 2 §9 "UI hide delay 3 s"); the player may configure another delay. */
export const UI_HIDE_DELAY_MS = 3000;
/** One rewind key press moves the target by this much (spec 2 §9 "Skip step 15 s"). */
export const SKIP_STEP_S = 15;
/** The touch controls' back and forward buttons move by this much, as phone players do. */
export const TOUCH_SKIP_S = 10;
/** Auto-repeated key presses closer together than this are dropped. */
export const KEY_REPEAT_THROTTLE_MS = 70;
/** Volume key presses closer together than this are dropped, repeated or not. */
export const VOLUME_KEY_THROTTLE_MS = 100;
/** Volume of a fresh player and of a player unmuted at zero volume by the mute button (spec 2 §5). */
export const DEFAULT_VOLUME = 0.8;
/** The mute key, unmuting at zero volume, sets full volume instead (spec 2 §5). */
export const MUTE_KEY_UNMUTE_VOLUME = 1;
/** The volume slider's step (spec 2 §5 "Volume 0 to 1 in steps of 0.01"). */
export const VOLUME_STEP = 0.01;
/** The volume keys' step (spec 2 §5 "keys change by 0.1"). */
export const VOLUME_KEY_STEP = 0.1;
/** The timeline slider's step (spec 2 §5 "Timeline step 0.01"), as a fraction of the timeline. */
export const TIMELINE_STEP = 0.01;
/** The only playback speeds offered (spec 2 §5). */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
/** An embedded player that has not started after this long asks for a user gesture (spec 2 §4, §9). */
export const AUTOPLAY_TEST_TIMEOUT_MS = 5000;

/** shaka `streaming.bufferingGoal` for video on demand (spec 2 §9). */
export const BUFFERING_GOAL_VOD_S = 120;
/** shaka `streaming.bufferingGoal` for live (spec 2 §9). */
export const BUFFERING_GOAL_LIVE_S = 30;
/** shaka `streaming.rebufferingGoal` (spec 2 §9). */
export const REBUFFERING_GOAL_S = 10;
/** shaka `manifest.defaultPresentationDelay` for live (spec 2 §9). */
export const LIVE_PRESENTATION_DELAY_S = 40;
/** A live stream URL carries `offset` only when playback is more than this far behind the live edge (spec 2 §7). */
export const LIVE_OFFSET_MIN_BEHIND_S = 5;
/** The live timeline spans the current hour (spec 2 §4). */
export const LIVE_TIMELINE_SPAN_S = 3600;
/** Pause-live plays this long when nothing else sets its duration (spec 2 §9). */
export const PAUSE_LIVE_DEFAULT_DURATION_S = 60;
/** The thumbnails playlist's first frame is at this second (spec 2 §9). */
export const THUMBNAILS_START_S = 1;

/** Player analytics "status" event period (spec 2 §7). */
export const STATUS_REPORT_INTERVAL_MS = 60_000;
/** Quality-of-service metrics period, besides every playback state change (spec 2 §7). */
export const QOS_INTERVAL_MS = 300_000;
/**
 * The viewed-time setter period. Spec 2 §7 leaves N unnamed; 30 s keeps the view-time limit of spec 2 §6
 * within half a minute of the truth without a request every few seconds.
 */
export const VIEWED_TIME_REPORT_INTERVAL_MS = 30_000;
/** Playback positions are saved this often and on exit (issue 7 "Resume across devices"). */
export const POSITION_SAVE_INTERVAL_MS = 10_000;
/** A position within this last fraction of the duration counts as finished, `is_viewed` (issue 7). */
export const VIEWED_TAIL_FRACTION = 0.05;

/** Preroll plays only when playback starts before this second (or the content is live) (spec 2 §4). */
export const PREROLL_MAX_START_S = 5;
/** Midrolls are considered only after this much playback (spec 2 §4). */
export const MIDROLL_MIN_PLAYBACK_S = 5;
/** Two pauserolls are at least this far apart (spec 2 §9). */
export const PAUSEROLL_SPACING_MS = 300_000;
/** Ads one slot plays (spec 2 §4, §9). */
export const ADS_PER_SLOT = 4;
/** Ads one slot plays on live content (spec 2 §4, §9). */
export const ADS_PER_SLOT_LIVE = 1;
/** VAST wrapper chain limit (spec 2 §9). */
export const AD_WRAPPER_LIMIT = 10;
/** Ad request and media timeouts (spec 2 §9 "ad timeouts 4 s"). */
export const AD_TIMEOUT_MS = 4000;

/** Confirmation shown after a problem report (spec 2 §8). */
export const REPORT_SUCCESS_TEXT = 'Скоро все починим';
