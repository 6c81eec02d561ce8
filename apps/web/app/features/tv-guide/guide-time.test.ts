import { describe, expect, it } from 'vitest';
import { moveFocus } from './guide-focus';
import { visibleArea } from './guide-layout';
import { blocksBetween, dayKeyOf, daySpan, GUIDE_DAYS_AHEAD, GUIDE_DAYS_BACK, guideDays, openInstant } from './guide-time';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('the guide’s days', () => {
  it('begin at midnight in the viewer’s zone', () => {
    expect(daySpan('2026-11-22', 'Europe/Moscow')).toEqual({ start: at('2026-11-21T21:00:00Z'), end: at('2026-11-22T21:00:00Z') });
    expect(dayKeyOf(at('2026-11-21T21:30:00Z'), 'Europe/Moscow')).toBe('2026-11-22');
    expect(dayKeyOf(at('2026-11-21T21:30:00Z'), 'UTC')).toBe('2026-11-21');
  });

  it('last 23 or 25 hours when the clocks change', () => {
    const spring = daySpan('2026-03-29', 'Europe/Berlin');
    expect(spring.end - spring.start).toBe(23 * 3600);
    const autumn = daySpan('2026-10-25', 'Europe/Berlin');
    expect(autumn.end - autumn.start).toBe(25 * 3600);
  });

  it('reach 7 days back and 3 ahead of today', () => {
    const days = guideDays(at('2026-11-22T12:00:00Z'), 'Europe/Moscow');
    expect(days).toHaveLength(GUIDE_DAYS_BACK + GUIDE_DAYS_AHEAD + 1);
    expect(days[GUIDE_DAYS_BACK]).toBe('2026-11-22');
    expect([days[0], days.at(-1)]).toEqual(['2026-11-15', '2026-11-25']);
  });

  it('open another day at the same time of day as now', () => {
    const today = daySpan('2026-11-22', 'Europe/Moscow');
    const tomorrow = daySpan('2026-11-23', 'Europe/Moscow');
    const now = today.start + 20 * 3600;
    expect(openInstant(true, now, today, '2026-11-22', 'Europe/Moscow')).toBe(now);
    expect(openInstant(false, now, tomorrow, '2026-11-22', 'Europe/Moscow')).toBe(tomorrow.start + 20 * 3600);
  });
});

describe('the windows the grid fetches', () => {
  it('are 6-hour blocks covering what is on screen, with an hour and four rows to spare', () => {
    expect(blocksBetween(at('2026-11-22T05:30:00Z'), at('2026-11-22T07:00:00Z'))).toEqual([
      at('2026-11-22T00:00:00Z'),
      at('2026-11-22T06:00:00Z'),
    ]);
    const day = { start: at('2026-11-22T00:00:00Z'), end: at('2026-11-23T00:00:00Z') };
    const area = visibleArea({ scrollTop: 64 * 100, scrollLeft: 5 * 60 * 10, width: 1440, height: 640 }, 1000, day.start, day.end);
    expect(area).toEqual({ firstRow: 96, lastRow: 114, from: day.start + 9 * 3600, to: day.start + 10 * 3600 + 1240 * 12 + 3600 });
  });
});

describe('arrow keys in the grid', () => {
  const day = { start: 0, end: 86_400 };
  const programs = [
    { id: 1, name: 'a', start_time: 0, end_time: 1800, age_limit_id: 1, state: 'archive' as const },
    { id: 2, name: 'b', start_time: 1800, end_time: 5400, age_limit_id: 1, state: 'live' as const },
    { id: 3, name: 'c', start_time: 5400, end_time: 7200, age_limit_id: 1, state: 'future' as const },
  ];
  it('move to the neighbouring programme, or to the row above and below at the same instant', () => {
    expect(moveFocus({ row: 3, at: 2000 }, 'right', programs, 10, day)).toEqual({ row: 3, at: 5400 });
    expect(moveFocus({ row: 3, at: 2000 }, 'left', programs, 10, day)).toEqual({ row: 3, at: 0 });
    expect(moveFocus({ row: 3, at: 6000 }, 'right', programs, 10, day)).toEqual({ row: 3, at: 6000 });
    expect(moveFocus({ row: 3, at: 2000 }, 'down', programs, 10, day)).toEqual({ row: 4, at: 2000 });
    expect(moveFocus({ row: 0, at: 2000 }, 'up', programs, 10, day)).toEqual({ row: 0, at: 2000 });
    expect(moveFocus({ row: 9, at: 2000 }, 'down', programs, 10, day)).toEqual({ row: 9, at: 2000 });
  });
});
