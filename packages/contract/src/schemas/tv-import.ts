import { z } from 'zod';

/** One thing a guide file has wrong or left out, at its line (null where there is none). */
export const GuideFileProblem = z.object({ line: z.number().int().nullable(), message: z.string() });
export type GuideFileProblem = z.infer<typeof GuideFileProblem>;

const Count = z.number().int().nonnegative();

/** What an XMLTV guide or an M3U list changed; importing the same file again counts everything unchanged. */
export const TvImportReport = z.object({
  format: z.enum(['xmltv', 'm3u']),
  channels: z.object({ added: Count, updated: Count, unchanged: Count }),
  /** Null for an M3U list, which has no programmes. */
  programmes: z.object({ added: Count, moved: Count, updated: Count, unchanged: Count, removed: Count }).nullable(),
  /** What was left out without stopping the import (the first 100; `more_warnings` counts the rest). */
  warnings: z.array(GuideFileProblem),
  more_warnings: Count,
});
export type TvImportReport = z.infer<typeof TvImportReport>;

/** Media types the import takes as its body: XMLTV, M3U, either gzipped, or bytes of no stated type. */
export const TV_IMPORT_MEDIA_TYPES = [
  'application/xml',
  'text/xml',
  'application/x-mpegurl',
  'audio/x-mpegurl',
  'audio/mpegurl',
  'application/vnd.apple.mpegurl',
  'text/plain',
  'application/gzip',
  'application/octet-stream',
] as const;
