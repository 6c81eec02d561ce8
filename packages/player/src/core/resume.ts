import { VIEWED_TAIL_FRACTION } from './constants';

/** Spec 2 §3 "Media position". */
export type MediaPosition = { timepoint: number; is_viewed: boolean };

/** A position within the last 5 % of the duration means the item was watched to the end. */
export function isViewed(timepoint: number, duration: number): boolean {
  return duration > 0 && timepoint >= duration * (1 - VIEWED_TAIL_FRACTION);
}

/** What to save for the current position (issue 7 "Resume across devices"). */
export function mediaPosition(timepoint: number, duration: number): MediaPosition {
  return { timepoint: Math.floor(timepoint), is_viewed: isViewed(timepoint, duration) };
}

/** Where playback starts: the saved timepoint, or the beginning when there is none or the item was finished. */
export function resumeFrom(position: MediaPosition | null, duration: number): number {
  if (!position || position.is_viewed || isViewed(position.timepoint, duration)) return 0;
  return Math.max(0, position.timepoint);
}
