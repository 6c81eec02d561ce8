import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_TOGGLES_REFRESH_MS, refreshFeatureToggles } from './feature-toggles';

describe('feature toggles refresh (spec 1 §7, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again every 1440 minutes and applies the new toggles', async () => {
    const apply = vi.fn();
    const fetch = vi.fn().mockResolvedValueOnce({ profile_steps: false }).mockResolvedValueOnce({ profile_steps: true });
    refreshFeatureToggles(fetch, apply);
    await vi.advanceTimersByTimeAsync(FEATURE_TOGGLES_REFRESH_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(apply).toHaveBeenLastCalledWith({ profile_steps: false });
    await vi.advanceTimersByTimeAsync(FEATURE_TOGGLES_REFRESH_MS);
    expect(apply).toHaveBeenLastCalledWith({ profile_steps: true });
    expect(FEATURE_TOGGLES_REFRESH_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('a failed refresh keeps the toggles; stopping ends the refreshes', async () => {
    const apply = vi.fn();
    const fetch = vi.fn().mockRejectedValue(new Error('offline'));
    const stop = refreshFeatureToggles(fetch, apply);
    await vi.advanceTimersByTimeAsync(FEATURE_TOGGLES_REFRESH_MS);
    expect(fetch).toHaveBeenCalledOnce();
    expect(apply).not.toHaveBeenCalled();
    stop();
    await vi.advanceTimersByTimeAsync(FEATURE_TOGGLES_REFRESH_MS);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
