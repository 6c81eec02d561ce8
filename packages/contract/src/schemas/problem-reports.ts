import { z } from 'zod';
import { RowId, RowIdParam } from './ids.js';

/** spec 2 §5 problem report reasons, by the values the player sends (its core names them in Russian). */
export const ProblemReportReason = z.enum(['out_of_sync', 'no_sound', 'poor_quality', 'not_playing']);
export type ProblemReportReason = z.infer<typeof ProblemReportReason>;

/** What the player knows when the viewer reports a problem; stored for the operator. */
export const ProblemReport = z.strictObject({
  reasons: z.array(ProblemReportReason).min(1).max(4),
  content_id: RowId,
  /** The player's media_type: vod, live, archive, pause_live or custom. */
  content_type: z.string().min(1).max(32),
  position: z.number().int().min(0),
  playback_session_id: z.string().min(1).max(64),
  url: z.string().max(2048),
});
export type ProblemReport = z.infer<typeof ProblemReport>;

/** A stored report as the operator reads it: what the player sent, with when, from which browser and account. */
export const ProblemReportRecord = ProblemReport.extend({
  id: z.number().int(),
  user_agent: z.string(),
  account_id: z.string().nullable(),
  created_at: z.string(),
});
export type ProblemReportRecord = z.infer<typeof ProblemReportRecord>;

export const PROBLEM_REPORTS_PAGE_MAX = 100;

/** Newest first, a page at a time: `before_id` is the last id of the previous page. */
export const ProblemReportsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PROBLEM_REPORTS_PAGE_MAX).default(50),
  before_id: RowIdParam.optional(),
});

export const ProblemReportList = z.object({ items: z.array(ProblemReportRecord) });
