import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatTimeOfDay } from './dates.js';

describe('dates as the viewer reads them', () => {
  const at = '2026-11-26T02:00:00Z';

  it('write a moment in the viewer’s language and time zone, on a 24-hour clock', () => {
    expect(formatMoment(at, 'rus', 'Europe/Moscow')).toMatch(/^26 ноября 2026 г\.(,| в) 05:00$/);
    expect(formatMoment(at, 'rus', 'UTC')).toMatch(/^26 ноября 2026 г\.(,| в) 02:00$/);
    expect(formatMoment(at, 'eng', 'Asia/Yerevan')).toMatch(/^26 November 2026(,| at) 06:00$/);
  });

  it('a day is the calendar day the moment falls on there', () => {
    expect(formatDay('2026-12-31T22:30:00Z', 'rus', 'UTC')).toBe('31 декабря 2026 г.');
    expect(formatDay('2026-12-31T22:30:00Z', 'rus', 'Europe/Moscow')).toBe('1 января 2027 г.');
    expect(formatTimeOfDay('2026-12-31T22:30:00Z', 'eng', 'Europe/Moscow')).toBe('01:30');
  });

  it('an unknown language writes as Russian, the default', () => {
    expect(formatDay(at, 'xxx', 'UTC')).toBe(formatDay(at, 'rus', 'UTC'));
  });
});
