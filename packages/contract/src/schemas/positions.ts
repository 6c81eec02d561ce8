import { z } from 'zod';
import { MediaItem } from './catalog.js';

/** Longest timepoint accepted: a day of content; anything beyond is not a real position. */
const MAX_TIMEPOINT_S = 86_400;

/** spec 2 §3 Media position: seconds into the item, and whether it was watched to the end (the last 5 %). */
export const MediaPosition = z.object({
  timepoint: z.number().int().min(0).max(MAX_TIMEPOINT_S),
  is_viewed: z.boolean(),
});
export type MediaPosition = z.infer<typeof MediaPosition>;

export const MediaPositionAnswer = z.object({ position: MediaPosition.nullable() });

/** The continue-viewing list and /my/positions: the viewer's positions, most recent first. */
export const MediaPositionList = z.object({
  items: z.array(MediaPosition.extend({ media_item_id: z.number().int(), updated_at: z.string() })),
});

/** /my/positions: the films and episodes the viewer played, most recent first, finished ones too. */
export const ViewingHistory = z.object({
  items: z.array(MediaItem.extend({ position: MediaPosition.extend({ updated_at: z.string() }) })),
});
export type ViewingHistory = z.infer<typeof ViewingHistory>;

/** Binge-watching: the episode after this one (the next in its season, else the first of the next season). */
export const UpNextEpisode = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string().nullable(),
  season_short_name: z.string().nullable(),
  /** A landscape card for the up-next card, as an image URL. */
  visit_card: z.string(),
});
export const UpNextAnswer = z.object({ item: UpNextEpisode.nullable() });
export type UpNextEpisode = z.infer<typeof UpNextEpisode>;

/** One viewed-time report (spec 2 §7): seconds watched since the previous one. */
export const VIEWED_TIME_MAX_REPORT_S = 3600;
export const ViewedTimeReport = z.strictObject({ seconds: z.number().int().min(1).max(VIEWED_TIME_MAX_REPORT_S) });
