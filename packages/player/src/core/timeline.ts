import { LIVE_TIMELINE_SPAN_S } from './constants';
import { liveRange } from './live';
import type { PlayerState } from './state';

/**
 * What the timeline shows. `start`–`end` is the drawn span; `cap` is the furthest playable point and `floor` the
 * earliest. VOD positions are media seconds; live positions are wall-clock epoch seconds, so "now" is comparable.
 */
export type TimelineRange = { start: number; end: number; cap: number; floor: number };

export type Timed = { isLive: boolean; duration: number } & Partial<Pick<PlayerState, 'seekable' | 'pauseLiveWindowS'>>;

const rangeOf = (media: Timed) =>
  liveRange({ isLive: media.isLive, seekable: media.seekable ?? null, pauseLiveWindowS: media.pauseLiveWindowS ?? null });

/**
 * A live timeline spans the current hour and is capped at the current time (spec 2 §4), and at the live edge the
 * stream reports; what the stream no longer keeps is not playable either. Pause-live shows only its window.
 */
export function timelineRange(media: Timed, nowMs: number): TimelineRange {
  if (!media.isLive) return { start: 0, end: media.duration, cap: media.duration, floor: 0 };
  const now = nowMs / 1000;
  const range = rangeOf(media);
  if (media.pauseLiveWindowS != null) {
    const end = range?.end ?? now;
    const start = range?.start ?? end - media.pauseLiveWindowS;
    return { start, end, cap: end, floor: start };
  }
  const start = Math.floor(now / LIVE_TIMELINE_SPAN_S) * LIVE_TIMELINE_SPAN_S;
  const cap = range ? Math.min(now, range.end) : now;
  return { start, end: start + LIVE_TIMELINE_SPAN_S, cap, floor: range ? Math.max(start, range.start) : start };
}

/** Where a seek to `position` really lands: VOD within [0, duration], live within the playable part of the window. */
export function clampToTimeline(media: Timed, position: number, nowMs: number): number {
  const { floor, cap } = timelineRange(media, nowMs);
  return Math.min(cap, Math.max(floor, position));
}

/** The played fraction of the drawn span, for the slider; out-of-window positions pin to an end. */
export function timelineFraction(media: Timed, position: number, nowMs: number): number {
  const { start, end } = timelineRange(media, nowMs);
  if (end <= start) return 0;
  return Math.min(1, Math.max(0, (position - start) / (end - start)));
}
