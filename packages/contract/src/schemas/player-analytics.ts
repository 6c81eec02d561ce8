import { z } from 'zod';

/**
 * spec 2 §7 player analytics, as the event sink stores them: the player's own event names, prefixed with
 * `player_` where they would otherwise read as generic ("status", "error").
 */
export const PlayerAnalyticsEventName = z.enum([
  'player_init',
  'player_start',
  'playback_start',
  'player_status',
  'player_pause',
  'player_resume',
  'player_set_position',
  'player_stop',
  'player_error',
  'player_new_program',
  'player_ui_button_click',
  'player_feedback',
  'player_qos',
  'player_ad_request',
  'player_ad',
  'player_ad_tracking',
]);
export type PlayerAnalyticsEventName = z.infer<typeof PlayerAnalyticsEventName>;
