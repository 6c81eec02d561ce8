/** Minutes since midnight at this instant in a time zone. */
export function minuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * spec 1 §3 view_limits allowed_from..allowed_to (HH:mm): whether this minute of the day lies in the window,
 * which may run past midnight (22:00..07:00). No window, or from = to, allows any time.
 */
export function isWithinAllowedWindow(from: string | null, to: string | null, minute: number): boolean {
  if (from === null || to === null) return true;
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === end) return true;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
