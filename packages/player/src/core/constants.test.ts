import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('spec 2 constants', () => {
  it('carry the values of spec 2 §4, §5, §7 and §9 with their units', () => {
    expect(constants).toMatchObject({
      UI_HIDE_DELAY_MS: 3000,
      SKIP_STEP_S: 15,
      KEY_REPEAT_THROTTLE_MS: 70,
      VOLUME_KEY_THROTTLE_MS: 100,
      DEFAULT_VOLUME: 0.8,
      MUTE_KEY_UNMUTE_VOLUME: 1,
      VOLUME_STEP: 0.01,
      VOLUME_KEY_STEP: 0.1,
      TIMELINE_STEP: 0.01,
      AUTOPLAY_TEST_TIMEOUT_MS: 5000,
      BUFFERING_GOAL_VOD_S: 120,
      BUFFERING_GOAL_LIVE_S: 30,
      REBUFFERING_GOAL_S: 10,
      LIVE_PRESENTATION_DELAY_S: 40,
      LIVE_OFFSET_MIN_BEHIND_S: 5,
      LIVE_TIMELINE_SPAN_S: 3600,
      PAUSE_LIVE_DEFAULT_DURATION_S: 60,
      THUMBNAILS_START_S: 1,
      STATUS_REPORT_INTERVAL_MS: 60_000,
      QOS_INTERVAL_MS: 300_000,
      VIEWED_TIME_REPORT_INTERVAL_MS: 30_000,
      POSITION_SAVE_INTERVAL_MS: 10_000,
      VIEWED_TAIL_FRACTION: 0.05,
      PREROLL_MAX_START_S: 5,
      MIDROLL_MIN_PLAYBACK_S: 5,
      PAUSEROLL_SPACING_MS: 300_000,
      ADS_PER_SLOT: 4,
      ADS_PER_SLOT_LIVE: 1,
      AD_WRAPPER_LIMIT: 10,
      AD_TIMEOUT_MS: 4000,
      REPORT_SUCCESS_TEXT: 'Скоро все починим',
    });
  });

  it('allow only the playback speeds 0.75, 1, 1.25, 1.5 and 2', () => {
    expect(constants.PLAYBACK_SPEEDS).toEqual([0.75, 1, 1.25, 1.5, 2]);
  });
});
