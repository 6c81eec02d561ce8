/** The user state the view-time limit reads (spec 1 §3 User; profiles fill these in). */
export type ViewTimeUser = {
  is_auth: boolean;
  profile?: { view_limits?: { max_view_time?: number | null } | null } | null;
  /** Seconds viewed today. */
  cur_view_time?: number | null;
};

/**
 * Spec 2 §6: view time is limited in the player only for a signed-in viewer whose profile has a maximum; the
 * answer is the seconds left (0 when today's are used up, so the player opens blocked), or null for no limit.
 */
export function viewTimeLeftSeconds(user: ViewTimeUser): number | null {
  const max = user.profile?.view_limits?.max_view_time;
  if (!user.is_auth || typeof max !== 'number' || max <= 0) return null;
  return Math.max(0, max - (user.cur_view_time ?? 0));
}
