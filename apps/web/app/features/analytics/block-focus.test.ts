import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockFocusTracker, isInFocus } from './block-focus';

const rect = (height: number) => ({ height }) as DOMRectReadOnly;

describe('media-block focus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a block that stays in view 500 ms, once, and not one scrolled past sooner', () => {
    const onFocus = vi.fn();
    const tracker = blockFocusTracker(onFocus);
    tracker.visible('7', true);
    tracker.visible('8', true);
    vi.advanceTimersByTime(300);
    tracker.visible('8', false);
    vi.advanceTimersByTime(199);
    expect(onFocus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFocus.mock.calls).toEqual([['7']]);
    tracker.visible('7', false);
    tracker.visible('7', true);
    vi.advanceTimersByTime(2000);
    expect(onFocus.mock.calls).toEqual([['7']]);
  });

  it('remembers what it reported across trackers sharing a set, and stopping cancels what waits', () => {
    const onFocus = vi.fn();
    const reported = new Set(['7']);
    const tracker = blockFocusTracker(onFocus, reported);
    tracker.visible('7', true);
    tracker.visible('9', true);
    tracker.stop();
    vi.advanceTimersByTime(1000);
    expect(onFocus).not.toHaveBeenCalled();
  });

  it('counts 90 % of the block in view, or a tall block filling 90 % of the screen', () => {
    expect(isInFocus({ intersectionRatio: 0.9, intersectionRect: rect(270), rootBounds: rect(800) })).toBe(true);
    expect(isInFocus({ intersectionRatio: 0.89, intersectionRect: rect(267), rootBounds: rect(800) })).toBe(false);
    expect(isInFocus({ intersectionRatio: 0.6, intersectionRect: rect(720), rootBounds: rect(800) })).toBe(true);
    expect(isInFocus({ intersectionRatio: 0.6, intersectionRect: rect(700), rootBounds: null })).toBe(false);
  });
});
