import type { AdSlot } from '../core/ads';

/** spec 2 §3 player asset `ad`: each slot's VAST URL, and a midroll's cue points in seconds of content. */
export type AdMap = Partial<Record<AdSlot, { url: string; cue_points?: readonly number[] }>>;

export const adSlotsOf = (ad: AdMap | undefined): AdSlot[] =>
  ad ? (Object.keys(ad) as AdSlot[]).filter((slot) => ad[slot] !== undefined) : [];
