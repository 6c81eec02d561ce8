/** The guide's time arithmetic: days in the viewer's time zone, fetch blocks, and where an instant sits on the grid. */

export const HOUR_S = 3600;
export const DAY_S = 24 * HOUR_S;
/** spec: the guide holds 7 days back and 3 days ahead. */
export const GUIDE_DAYS_BACK = 7;
export const GUIDE_DAYS_AHEAD = 3;
/** The grid fetches programmes in blocks of this many seconds (EPG_GUIDE_MAX_SPAN_S), aligned to UTC. */
export const GUIDE_BLOCK_S = 6 * HOUR_S;

/** The offset of `timeZone` from UTC at `at` (Unix seconds), seconds. */
export function zoneOffsetS(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at * 1000));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) / 1000;
  return asUtc - Math.floor(at);
}

/** A day in the viewer's zone as `YYYY-MM-DD`. */
export function dayKeyOf(at: number, timeZone: string): string {
  return new Date((at + zoneOffsetS(at, timeZone)) * 1000).toISOString().slice(0, 10);
}

/** When the day `YYYY-MM-DD` begins in the viewer's zone (Unix seconds), and when it ends (the next midnight). */
export function daySpan(dayKey: string, timeZone: string): { start: number; end: number } {
  const midnightAsUtc = Date.parse(`${dayKey}T00:00:00Z`) / 1000;
  const start = midnightAsUtc - zoneOffsetS(midnightAsUtc - zoneOffsetS(midnightAsUtc, timeZone), timeZone);
  const next = midnightAsUtc + DAY_S;
  const end = next - zoneOffsetS(next - zoneOffsetS(next, timeZone), timeZone);
  return { start, end };
}

/** The days the switcher offers around `now`: 7 back to 3 ahead, today at index GUIDE_DAYS_BACK. */
export function guideDays(now: number, timeZone: string): string[] {
  const today = dayKeyOf(now, timeZone);
  const base = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: GUIDE_DAYS_BACK + GUIDE_DAYS_AHEAD + 1 }, (_, i) =>
    new Date(base + (i - GUIDE_DAYS_BACK) * DAY_S * 1000).toISOString().slice(0, 10),
  );
}

/** The fetch blocks (their starts) that cover `from`–`to`. */
export function blocksBetween(from: number, to: number): number[] {
  const blocks: number[] = [];
  for (let block = Math.floor(from / GUIDE_BLOCK_S) * GUIDE_BLOCK_S; block < to; block += GUIDE_BLOCK_S) blocks.push(block);
  return blocks;
}

/** `HH:mm` in the viewer's zone. */
export function clockTime(at: number, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at * 1000));
}

/**
 * The instant a day's grid opens at: the present on today's page, the same time of day on another day's, so the
 * viewer looks at the same evening a day later.
 */
export function openInstant(isToday: boolean, now: number, day: { start: number; end: number }, today: string, timeZone: string): number {
  if (isToday) return now;
  const sinceMidnight = now - daySpan(today, timeZone).start;
  return Math.min(day.start + sinceMidnight, day.end - HOUR_S);
}
