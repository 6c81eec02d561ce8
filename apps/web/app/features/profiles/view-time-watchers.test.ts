import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserClock, msLeftInWindow, type ViewNotice, watchAllowedInterval, watchDailyViewTime } from './view-time-watchers';

const TZ = 'Europe/Moscow';
/** 12:00 UTC is 15:00 in Moscow. */
const moscow = (hhmm: string) => new Date(`2026-11-22T${String(Number(hhmm.slice(0, 2)) - 3).padStart(2, '0')}:${hhmm.slice(3)}:00Z`);

describe('view-time watchers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a window running past midnight counts the time left to its end', () => {
    expect(msLeftInWindow('22:00', '07:00', 23 * 60)).toBe(8 * 3600_000);
    expect(msLeftInWindow('22:00', '07:00', 12 * 60)).toBe(0);
    expect(msLeftInWindow(null, null, 12 * 60)).toBeNull();
  });

  it('checks the allowed interval every minute: a notice at 4 to 5 minutes left, then the interval is over', () => {
    vi.setSystemTime(moscow('20:50'));
    const notices: ViewNotice[] = [];
    const stop = watchAllowedInterval({ allowed_from: '08:00', allowed_to: '21:00', timeZone: TZ }, (n) => notices.push(n), browserClock);
    vi.advanceTimersByTime(4 * 60_000);
    expect(notices).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(notices).toEqual(['intervalEndsSoon']);
    vi.advanceTimersByTime(60_000);
    expect(notices).toEqual(['intervalEndsSoon']);
    vi.advanceTimersByTime(4 * 60_000);
    expect(notices).toEqual(['intervalEndsSoon', 'intervalOver']);
    vi.advanceTimersByTime(10 * 60_000);
    expect(notices).toEqual(['intervalEndsSoon', 'intervalOver']);
    stop();
  });

  it('says at once that the interval is over when started outside it', () => {
    vi.setSystemTime(moscow('22:00'));
    const notify = vi.fn();
    watchAllowedInterval({ allowed_from: '08:00', allowed_to: '21:00', timeZone: TZ }, notify, browserClock)();
    expect(notify).toHaveBeenCalledWith('intervalOver');
  });

  it('warns five minutes before the daily view time ends and when it is used up', () => {
    const notices: ViewNotice[] = [];
    const stop = watchDailyViewTime({ curViewTimeSeconds: 3000, maxViewTimeSeconds: 3600 }, (n) => notices.push(n), browserClock);
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(notices).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(notices).toEqual(['dailyEndsSoon']);
    vi.advanceTimersByTime(5 * 60_000);
    expect(notices).toEqual(['dailyEndsSoon', 'dailyOver']);
    stop();
  });

  it('with no daily limit says nothing; with none left says so at once', () => {
    const notify = vi.fn();
    watchDailyViewTime({ curViewTimeSeconds: 100, maxViewTimeSeconds: null }, notify, browserClock)();
    vi.advanceTimersByTime(24 * 3600_000);
    expect(notify).not.toHaveBeenCalled();
    watchDailyViewTime({ curViewTimeSeconds: 3600, maxViewTimeSeconds: 3600 }, notify, browserClock);
    expect(notify).toHaveBeenCalledWith('dailyOver');
  });
});
