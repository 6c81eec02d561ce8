/**
 * Guide times in the viewer's time zone (spec 1 §3 User currentTimeZone): the day a schedule shows and the clock
 * times of programmes. Seconds are Unix seconds, as the guide answers them.
 */

function clockParts(atMs: number, timeZone: string): { hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(atMs);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part('hour'), minute: part('minute'), second: part('second') };
}

const HALF_DAY_S = 12 * 3600;

function sinceMidnight(atS: number, timeZone: string): number {
  const { hour, minute, second } = clockParts(atS * 1000, timeZone);
  return hour * 3600 + minute * 60 + second;
}

/** The midnight that starts the viewer's day holding `atS`; a second look corrects for a clock change earlier that day. */
export function startOfDay(atS: number, timeZone: string): number {
  const guess = Math.floor(atS) - sinceMidnight(atS, timeZone);
  const off = sinceMidnight(guess, timeZone);
  return off < HALF_DAY_S ? guess - off : guess + (86_400 - off);
}

/** The viewer's day holding `atS`, midnight to midnight (a day of 23 or 25 hours across a clock change too). */
export function dayOf(atS: number, timeZone: string): { from: number; to: number } {
  const from = startOfDay(atS, timeZone);
  return { from, to: startOfDay(from + 27 * 3600, timeZone) };
}

/** "21:00" in the viewer's time zone. */
export function clockTime(atS: number, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(atS * 1000);
}

/** "21:00–22:30": a programme's start and end in the viewer's time zone (spec 2 §2 channel overlay). */
export function programTime(program: { start_time: number; end_time: number }, locale: string, timeZone: string): string {
  return `${clockTime(program.start_time, locale, timeZone)}–${clockTime(program.end_time, locale, timeZone)}`;
}

/** "26 ноября" in the viewer's time zone. */
export function dayName(atS: number, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long' }).format(atS * 1000);
}
