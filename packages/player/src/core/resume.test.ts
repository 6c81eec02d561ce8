import { describe, expect, it } from 'vitest';
import { isViewed, mediaPosition, resumeFrom } from './resume';
import { NO_VIEWED_TIME, takeViewedSeconds, trackViewedTime } from './viewed-time';

describe('resume', () => {
  it('a position within the last 5 % is finished (is_viewed)', () => {
    expect(isViewed(949, 1000)).toBe(false);
    expect(isViewed(950, 1000)).toBe(true);
    expect(isViewed(10, 0)).toBe(false);
    expect(mediaPosition(960.7, 1000)).toEqual({ timepoint: 960, is_viewed: true });
    expect(mediaPosition(120.2, 1000)).toEqual({ timepoint: 120, is_viewed: false });
  });

  it('resumes from the saved timepoint', () => {
    expect(resumeFrom({ timepoint: 300, is_viewed: false }, 1000)).toBe(300);
  });

  it('starts over when there is no position or the item was finished', () => {
    expect(resumeFrom(null, 1000)).toBe(0);
    expect(resumeFrom({ timepoint: 300, is_viewed: true }, 1000)).toBe(0);
    expect(resumeFrom({ timepoint: 980, is_viewed: false }, 1000)).toBe(0);
    expect(resumeFrom({ timepoint: -5, is_viewed: false }, 1000)).toBe(0);
  });
});

describe('viewed time', () => {
  it('counts wall-clock seconds while playing only', () => {
    let viewed = trackViewedTime(NO_VIEWED_TIME, true, 0);
    viewed = trackViewedTime(viewed, false, 10_000);
    viewed = trackViewedTime(viewed, false, 70_000);
    viewed = trackViewedTime(viewed, true, 80_000);
    expect(takeViewedSeconds(viewed, true, 85_000).seconds).toBe(15);
  });

  it('reports whole seconds and keeps the fraction for the next report', () => {
    const first = takeViewedSeconds(trackViewedTime(NO_VIEWED_TIME, true, 0), true, 30_600);
    expect(first.seconds).toBe(30);
    const second = takeViewedSeconds(first.viewed, false, 60_000);
    expect(second.seconds).toBe(30);
    expect(second.viewed).toEqual({ pendingMs: 0, playingSinceMs: null });
  });

  it('reports nothing when nothing was watched', () => {
    expect(takeViewedSeconds(NO_VIEWED_TIME, false, 100_000).seconds).toBe(0);
  });

  it('never counts time backwards if the clock jumps', () => {
    const viewed = trackViewedTime(NO_VIEWED_TIME, true, 50_000);
    expect(takeViewedSeconds(viewed, true, 40_000).seconds).toBe(0);
  });
});
