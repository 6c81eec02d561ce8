/** spec 2 §3 timer.end_date_time, `dd.MM.yyyy HH:mm` in the viewer's local time; null when malformed. */
export function parseTimerDate(value: string): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [day = 0, month = 0, year = 0, hours = 0, minutes = 0] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hours, minutes);
  return date.getDate() === day && date.getMonth() === month - 1 ? date : null;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `end`, never negative; all zero once it has passed (spec 2 §4 Promo countdown). */
export function remaining(end: Date, now: Date): Remaining {
  const total = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

export const isOver = (left: Remaining) => left.days + left.hours + left.minutes + left.seconds === 0;
