import { describe, expect, it } from 'vitest';
import { clockTime, dayOf, programTime } from './tv-time';

describe('guide times in the viewer’s time zone', () => {
  const at = Date.UTC(2026, 10, 25, 22, 30) / 1000;

  it('takes the day from the viewer’s midnight to the next', () => {
    // 22:30 UTC is already 01:30 of the 26th in Moscow, still 22:30 of the 25th in London.
    expect(dayOf(at, 'Europe/Moscow')).toEqual({ from: Date.UTC(2026, 10, 25, 21) / 1000, to: Date.UTC(2026, 10, 26, 21) / 1000 });
    expect(dayOf(at, 'Europe/London')).toEqual({ from: Date.UTC(2026, 10, 25) / 1000, to: Date.UTC(2026, 10, 26) / 1000 });
  });

  it('keeps a day of 23 hours across a clock change whole', () => {
    const spring = Date.UTC(2026, 2, 29, 12) / 1000;
    const day = dayOf(spring, 'Europe/London');
    expect(day.to - day.from).toBe(23 * 3600);
  });

  it('writes clock times and a programme’s span in 24 hours', () => {
    expect(clockTime(at, 'ru', 'Europe/Moscow')).toBe('01:30');
    expect(programTime({ start_time: at, end_time: at + 5400 }, 'ru', 'Asia/Yerevan')).toBe('02:30–04:00');
  });
});
