import { z } from 'zod';

/** spec 2 §5 problem report reasons, by the values the player sends (its core names them in Russian). */
export const ProblemReportReason = z.enum(['out_of_sync', 'no_sound', 'poor_quality', 'not_playing']);

/** What the player knows when the viewer reports a problem; stored for the operator. */
export const ProblemReport = z.strictObject({
  reasons: z.array(ProblemReportReason).min(1).max(4),
  content_id: z.number().int().positive(),
  /** The player's media_type: vod, live, archive, pause_live or custom. */
  content_type: z.string().min(1).max(32),
  position: z.number().int().min(0),
  playback_session_id: z.string().min(1).max(64),
  url: z.string().max(2048),
});
export type ProblemReport = z.infer<typeof ProblemReport>;
