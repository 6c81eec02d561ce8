import type { P2pState } from '../p2p/delivery';
import { feedbackText, type ReportReason } from './report';
import type { PlayerState } from './state';

/** Sent with every player analytics event: which playback of which content (spec 2 §3 content.id, media_type). */
export type AnalyticsContext = {
  playback_session_id: string;
  content_id: string | number;
  /** vod, live, archive, pause_live or custom. */
  content_type: string;
};

/** The player mode of the status event (spec 2 §7): a windowed player is "mini". */
export type PlayerMode = 'mini' | 'fullscreen' | 'pip' | 'background';

/** Picture-in-picture keeps playing visibly when the tab is hidden, so it wins over background. */
export function playerMode(state: Pick<PlayerState, 'isPip' | 'isFullscreen'>, isDocumentHidden: boolean): PlayerMode {
  if (state.isPip) return 'pip';
  if (isDocumentHidden) return 'background';
  return state.isFullscreen ? 'fullscreen' : 'mini';
}

/** Each event's own fields (spec 2 §7 list). */
export type AnalyticsPayloads = {
  player_init: Record<string, never>;
  player_start: { url: string };
  playback_start: { position: number };
  status: { state: 'play'; mode: PlayerMode; position: number };
  pause: { position: number };
  resume: { position: number; paused_seconds: number };
  set_position: { old_offset: number; new_offset: number };
  stop: { position: number };
  error: { reason: string; code: number; category: number };
  new_program: { program_id: string | number };
  ui_button_click: { button_name: string; path: string };
  feedback: { feedback: string };
  qos: QosPayload;
  /** An ad break asked its VAST URL. */
  ad_request: { slot: string; url: string };
  /** An ad started playing (its impression). */
  ad: { slot: string; ad_id: string; creative_id: string };
  /** How an ad ended: played to its end or skipped. */
  ad_tracking: { slot: string; ad_id: string; action: 'complete' | 'skip' };
};

/** Spec 2 §7 "quality-of-service metrics": buffering events are where (seconds of content) and how long (ms). */
export type QosPayload = {
  playback_state: string;
  url: string;
  buffering_events: readonly { seconds: number; ms: number }[];
  interval_ms: number;
  errors: readonly { reason: string; code: number }[];
  /** spec 2 §7 "p2p state", and the interval's segment bytes by where they came from (issue #19). */
  p2p_state?: P2pState;
  p2p_bytes?: number;
  http_bytes?: number;
};

export type AnalyticsEventName = keyof AnalyticsPayloads;

export type AnalyticsEvent<N extends AnalyticsEventName = AnalyticsEventName> = N extends AnalyticsEventName
  ? AnalyticsContext & { event: N; timestamp: number } & AnalyticsPayloads[N]
  : never;

/** One event of spec 2 §7's list, stamped with the context and the time it happened. */
export function analyticsEvent<N extends AnalyticsEventName>(
  context: AnalyticsContext,
  event: N,
  nowMs: number,
  payload: AnalyticsPayloads[N],
) {
  return { ...context, event, timestamp: nowMs, ...payload } as AnalyticsEvent<N>;
}

/** Positions go out as whole seconds: analytics need no more, and it keeps batches small. */
export const wholeSeconds = (seconds: number): number => Math.floor(seconds);

export function feedbackEvent(context: AnalyticsContext, reasons: readonly ReportReason[], nowMs: number): AnalyticsEvent<'feedback'> {
  return analyticsEvent(context, 'feedback', nowMs, { feedback: feedbackText(reasons) });
}

export function uiButtonClickEvent(
  context: AnalyticsContext,
  button_name: string,
  path: string,
  nowMs: number,
): AnalyticsEvent<'ui_button_click'> {
  return analyticsEvent(context, 'ui_button_click', nowMs, { button_name, path });
}
