/** spec 2 §9: a rating shows one decimal, except a perfect 10. */
export const formatRating = (rating: number): string => (rating >= 10 ? '10' : rating.toFixed(1));

/** spec 2 §2: continue viewing shows minutes left once the timepoint is past 5 seconds. */
export const CONTINUE_MIN_TIMEPOINT_S = 5;

export function minutesLeft(timepoint: number, duration: number | null): number | null {
  if (timepoint <= CONTINUE_MIN_TIMEPOINT_S || !duration) return null;
  return Math.max(1, Math.ceil((duration - timepoint) / 60));
}

/**
 * The share of an item watched, in whole percent for a progress bar: at least 1 once started, so a bar always shows
 * that it was (a demo film's stream is far shorter than its catalogue duration).
 */
export function watchedPercent(timepoint: number, duration: number | null): number {
  if (timepoint <= 0 || !duration) return 0;
  return Math.min(100, Math.max(1, Math.round((timepoint / duration) * 100)));
}

/** Minutes (or hours and minutes) of a duration in seconds, e.g. "1 h 52 min" through the unit labels given. */
export function formatDuration(seconds: number, units: { h: string; min: string }): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} ${units.h} ${minutes % 60} ${units.min}` : `${minutes} ${units.min}`;
}
