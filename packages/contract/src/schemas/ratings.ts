import { z } from 'zod';
import { RowId } from './ids.js';

/** spec 2 §4 Rating modal: a viewer rates 1–10; 0 is no rating (the delete call). */
export const RATING_MAX = 10;

/** spec 2 §7 set rating: a season or episode rates its series (the client sends the series' id; the server maps it too). */
export const RatingSetBody = z.strictObject({ content_id: RowId, rating: z.number().int().min(1).max(RATING_MAX) });
export type RatingSetBody = z.infer<typeof RatingSetBody>;

/** spec 2 §7 delete rating. */
export const RatingDeleteBody = z.strictObject({ content_id: RowId, content_type: z.literal('media_item') });
export type RatingDeleteBody = z.infer<typeof RatingDeleteBody>;
