import type { ViewingHistory } from '@efir/contract';

type Entry = ViewingHistory['items'][number];

/** /my/positions: what is under way (continue watching) apart from what was watched to the end, each most recent first. */
export function splitHistory(items: readonly Entry[]): { continuing: Entry[]; watched: Entry[] } {
  return {
    continuing: items.filter((item) => !item.position.is_viewed),
    watched: items.filter((item) => item.position.is_viewed),
  };
}

/** How far the viewer got, 0–100, for the progress bar; nothing without a known duration. */
export function progressPercent(timepoint: number, duration: number | null): number {
  if (!duration) return 0;
  return Math.min(100, Math.max(0, Math.round((timepoint / duration) * 100)));
}
