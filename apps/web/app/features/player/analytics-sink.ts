import type { PlayerAnalyticsEventName, AnalyticsEvent as SinkEvent } from '@efir/contract';
import type { AnalyticsEvent } from '@efir/player';

/** The sink's limit on one text parameter (packages/contract AnalyticsEvent). */
const SINK_TEXT_MAX = 1000;

/** The player's event names as the sink stores them (see PlayerAnalyticsEventName). */
const SINK_NAMES: Record<AnalyticsEvent['event'], PlayerAnalyticsEventName> = {
  player_init: 'player_init',
  player_start: 'player_start',
  playback_start: 'playback_start',
  status: 'player_status',
  pause: 'player_pause',
  resume: 'player_resume',
  set_position: 'player_set_position',
  stop: 'player_stop',
  error: 'player_error',
  new_program: 'player_new_program',
  ui_button_click: 'player_ui_button_click',
  feedback: 'player_feedback',
  qos: 'player_qos',
  ad_request: 'player_ad_request',
  ad: 'player_ad',
  ad_tracking: 'player_ad_tracking',
};

type Param = string | number | boolean | null;

/** The sink keeps flat parameters: lists (QoS buffering events, errors) travel as compact JSON text. */
function flat(value: unknown): Param {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SINK_TEXT_MAX ? text.slice(0, SINK_TEXT_MAX) : text;
}

/** One player event (spec 2 §7) as the event sink's `{name, time, params}`. */
export function toSinkEvent(event: AnalyticsEvent): SinkEvent {
  const { event: name, timestamp, ...fields } = event;
  const params: Record<string, Param> = {};
  for (const [key, value] of Object.entries(fields)) params[key] = flat(value);
  return { name: SINK_NAMES[name], time: new Date(timestamp).toISOString(), params };
}
