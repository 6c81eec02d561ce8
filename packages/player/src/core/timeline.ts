import { LIVE_TIMELINE_SPAN_S } from './constants';

/**
 * What the timeline shows. `start`–`end` is the drawn span; `cap` is the furthest playable point.
 * VOD positions are media seconds; live positions are wall-clock epoch seconds, so "now" is comparable.
 */
export type TimelineRange = { start: number; end: number; cap: number };

export type Timed = { isLive: boolean; duration: number };

/** A live timeline spans the current hour and is capped at the current time (spec 2 §4). */
export function timelineRange(media: Timed, nowMs: number): TimelineRange {
  if (!media.isLive) return { start: 0, end: media.duration, cap: media.duration };
  const now = nowMs / 1000;
  const start = Math.floor(now / LIVE_TIMELINE_SPAN_S) * LIVE_TIMELINE_SPAN_S;
  return { start, end: start + LIVE_TIMELINE_SPAN_S, cap: now };
}

/** Where a seek to `position` really lands: VOD within [0, duration], live within the live window. */
export function clampToTimeline(media: Timed, position: number, nowMs: number): number {
  const { start, cap } = timelineRange(media, nowMs);
  return Math.min(cap, Math.max(start, position));
}

/** The played fraction of the drawn span, for the slider; out-of-window positions pin to an end. */
export function timelineFraction(media: Timed, position: number, nowMs: number): number {
  const { start, end } = timelineRange(media, nowMs);
  if (end <= start) return 0;
  return Math.min(1, Math.max(0, (position - start) / (end - start)));
}
