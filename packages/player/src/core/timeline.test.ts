import { describe, expect, it } from 'vitest';
import { HOUR_START_S, LIVE_NOW_MS } from './test-support';
import { clampToTimeline, timelineFraction, timelineRange } from './timeline';

const vod = { isLive: false, duration: 1000 };
const live = { isLive: true, duration: 0 };

describe('timeline', () => {
  it('spans the whole VOD item', () => {
    expect(timelineRange(vod, LIVE_NOW_MS)).toEqual({ start: 0, end: 1000, cap: 1000, floor: 0 });
  });

  it('the live timeline spans the current hour and is capped at the current time', () => {
    expect(timelineRange(live, LIVE_NOW_MS)).toEqual({
      start: HOUR_START_S,
      end: HOUR_START_S + 3600,
      cap: LIVE_NOW_MS / 1000,
      floor: HOUR_START_S,
    });
  });

  it('on live is playable only where the stream keeps it: from its window’s start to its edge', () => {
    const now = LIVE_NOW_MS / 1000;
    const seekable = { start: now - 120, end: now - 40 };
    expect(timelineRange({ ...live, seekable }, LIVE_NOW_MS)).toMatchObject({ start: HOUR_START_S, floor: now - 120, cap: now - 40 });
    expect(clampToTimeline({ ...live, seekable }, HOUR_START_S, LIVE_NOW_MS)).toBe(now - 120);
    expect(clampToTimeline({ ...live, seekable }, now, LIVE_NOW_MS)).toBe(now - 40);
  });

  it('under pause-live shows only the seekable range', () => {
    const now = LIVE_NOW_MS / 1000;
    const seekable = { start: now - 120, end: now - 40 };
    expect(timelineRange({ ...live, seekable, pauseLiveWindowS: 60 }, LIVE_NOW_MS)).toEqual({
      start: now - 100,
      end: now - 40,
      cap: now - 40,
      floor: now - 100,
    });
    expect(timelineFraction({ ...live, seekable, pauseLiveWindowS: 60 }, now - 70, LIVE_NOW_MS)).toBe(0.5);
  });

  it('clamps VOD seeks to [0, duration]', () => {
    expect(clampToTimeline(vod, -10, 0)).toBe(0);
    expect(clampToTimeline(vod, 1010, 0)).toBe(1000);
    expect(clampToTimeline(vod, 500, 0)).toBe(500);
  });

  it('clamps live seeks to the live window: not before the hour, not after now', () => {
    expect(clampToTimeline(live, HOUR_START_S - 30, LIVE_NOW_MS)).toBe(HOUR_START_S);
    expect(clampToTimeline(live, LIVE_NOW_MS / 1000 + 30, LIVE_NOW_MS)).toBe(LIVE_NOW_MS / 1000);
  });

  it('places the position on the drawn span for the slider', () => {
    expect(timelineFraction(vod, 250, 0)).toBe(0.25);
    expect(timelineFraction(live, HOUR_START_S + 900, LIVE_NOW_MS)).toBe(0.25);
    expect(timelineFraction(live, HOUR_START_S - 900, LIVE_NOW_MS)).toBe(0);
    expect(timelineFraction({ isLive: false, duration: 0 }, 5, 0)).toBe(0);
  });
});
