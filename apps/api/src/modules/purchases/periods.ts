import type { PriceRow } from './repo.js';

/** Kopecks → the amount the client shows (roubles, up to two decimals). */
export const toAmount = (minor: number) => minor / 100;

/** The end of a period that starts at `from`; months and years are calendar ones (31 January + 1 month = 28/29 February). */
export function periodEnd(from: Date, duration: number, unit: NonNullable<PriceRow['duration_unit']>): Date {
  const end = new Date(from);
  if (unit === 'hour') end.setTime(end.getTime() + duration * 3600_000);
  else if (unit === 'day') end.setTime(end.getTime() + duration * 86_400_000);
  else {
    const months = unit === 'year' ? duration * 12 : duration;
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + months);
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, lastDay));
  }
  return end;
}
