/**
 * Seconds actually watched, for the viewed-time setter (spec 2 §7) behind the view-time limit (spec 2 §6).
 * Wall-clock time while playing counts; paused, loading, ad and seek time do not, and a faster speed does not
 * use the allowance up faster.
 */
export type ViewedTime = { pendingMs: number; playingSinceMs: number | null };

export const NO_VIEWED_TIME: ViewedTime = { pendingMs: 0, playingSinceMs: null };

/** Feed it every state change and every report: `isPlaying` is whether content frames are on screen now. */
export function trackViewedTime(viewed: ViewedTime, isPlaying: boolean, nowMs: number): ViewedTime {
  const pendingMs = viewed.playingSinceMs === null ? viewed.pendingMs : viewed.pendingMs + Math.max(0, nowMs - viewed.playingSinceMs);
  return { pendingMs, playingSinceMs: isPlaying ? nowMs : null };
}

/** The whole seconds to report now; the fraction is kept for the next report so nothing is lost or counted twice. */
export function takeViewedSeconds(viewed: ViewedTime, isPlaying: boolean, nowMs: number): { seconds: number; viewed: ViewedTime } {
  const settled = trackViewedTime(viewed, isPlaying, nowMs);
  const seconds = Math.floor(settled.pendingMs / 1000);
  return { seconds, viewed: { ...settled, pendingMs: settled.pendingMs - seconds * 1000 } };
}
