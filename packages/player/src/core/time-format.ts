/** "m:ss" under an hour, "h:mm:ss" from an hour, as on the player's time display. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.floor(Math.abs(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The rewind indicator (spec 2 §2): signed seconds under a minute, then signed m:ss or h:mm:ss. */
export function formatRewind(deltaSeconds: number): string {
  const whole = Math.trunc(deltaSeconds);
  if (whole === 0) return '0';
  const sign = whole > 0 ? '+' : '-';
  const magnitude = Math.abs(whole);
  return magnitude < 60 ? `${sign}${magnitude}` : `${sign}${formatClock(magnitude)}`;
}
