/** spec 1 §9 view watchers: check every minute, warn 4 to 5 minutes ahead, notices last 10 seconds. */
export const VIEW_WATCH_INTERVAL_MS = 60_000;
export const VIEW_WARNING_FROM_MS = 4 * 60_000;
export const VIEW_WARNING_TO_MS = 5 * 60_000;
export const VIEW_NOTICE_DURATION_MS = 10_000;

export type ViewNotice = 'intervalEndsSoon' | 'intervalOver' | 'dailyEndsSoon' | 'dailyOver';

/** The injectable time source: tests pass fake timers. */
export interface WatchClock {
  now(): Date;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: WatchClock = {
  now: () => new Date(),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Minutes since midnight in a time zone. */
export function minuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Milliseconds until allowed_to, or null outside the window (which may run past midnight) or with none. */
export function msLeftInWindow(from: string | null, to: string | null, minute: number): number | null {
  if (from === null || to === null) return null;
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === end) return null;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return 0;
  return ((end - minute + 1440) % 1440 || 1440) * 60_000;
}

/**
 * spec 1 §4 Allowed interval: checked every minute; a notice when 4 to 5 minutes remain, and the interval marked over
 * once it has passed. Returns the stop function.
 */
export function watchAllowedInterval(
  limits: { allowed_from: string | null; allowed_to: string | null; timeZone: string },
  notify: (notice: ViewNotice) => void,
  clock: WatchClock = browserClock,
): () => void {
  let warned = false;
  let over = false;
  const check = () => {
    const left = msLeftInWindow(limits.allowed_from, limits.allowed_to, minuteOfDay(clock.now(), limits.timeZone));
    if (left === null) return;
    if (left === 0) {
      if (!over) notify('intervalOver');
      over = true;
      return;
    }
    over = false;
    if (left > VIEW_WARNING_TO_MS) warned = false;
    else if (left >= VIEW_WARNING_FROM_MS && !warned) {
      warned = true;
      notify('intervalEndsSoon');
    }
  };
  check();
  const handle = clock.setInterval(check, VIEW_WATCH_INTERVAL_MS);
  return () => clock.clearInterval(handle);
}

/**
 * spec 1 §4 daily view time: a notice five minutes before it ends and one when it is used up, counting the time watched
 * since the watcher started (the player reports it to the server). Returns the stop function.
 */
export function watchDailyViewTime(
  view: { curViewTimeSeconds: number; maxViewTimeSeconds: number | null },
  notify: (notice: ViewNotice) => void,
  clock: WatchClock = browserClock,
): () => void {
  if (view.maxViewTimeSeconds === null) return () => undefined;
  const leftMs = (view.maxViewTimeSeconds - view.curViewTimeSeconds) * 1000;
  if (leftMs <= 0) {
    notify('dailyOver');
    return () => undefined;
  }
  const soon = leftMs > VIEW_WARNING_TO_MS ? clock.setTimeout(() => notify('dailyEndsSoon'), leftMs - VIEW_WARNING_TO_MS) : undefined;
  if (soon === undefined) notify('dailyEndsSoon');
  const over = clock.setTimeout(() => notify('dailyOver'), leftMs);
  return () => {
    if (soon !== undefined) clock.clearTimeout(soon);
    clock.clearTimeout(over);
  };
}
