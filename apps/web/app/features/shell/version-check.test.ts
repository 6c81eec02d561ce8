import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION_CHECK_INTERVAL_MS, versionCheck } from './version-check';

describe('the version check (spec 1 §4 Application lifecycle, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (fetchVersion: () => Promise<string>) => {
    const reload = vi.fn();
    const fetch = vi.fn(fetchVersion);
    const check = versionCheck({ running: '0.1.0-a', fetchVersion: fetch, reload });
    return { check, reload, fetch };
  };

  it('a changed version reloads the page on the next navigation after the 10-minute flag, not before', async () => {
    const { check, reload, fetch } = setup(async () => '0.1.0-b');
    vi.advanceTimersByTime(APP_VERSION_CHECK_INTERVAL_MS - 1);
    await check.onNavigation();
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).not.toHaveBeenCalled();
    await check.onNavigation();
    expect(fetch).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
    expect(APP_VERSION_CHECK_INTERVAL_MS).toBe(600_000);
  });

  it('a failed fetch reloads too', async () => {
    const { check, reload } = setup(async () => {
      throw new Error('offline');
    });
    vi.advanceTimersByTime(APP_VERSION_CHECK_INTERVAL_MS);
    await check.onNavigation();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('the same version keeps the page, and the flag waits another 10 minutes', async () => {
    const { check, reload, fetch } = setup(async () => '0.1.0-a');
    vi.advanceTimersByTime(APP_VERSION_CHECK_INTERVAL_MS);
    await check.onNavigation();
    await check.onNavigation();
    expect(fetch).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(APP_VERSION_CHECK_INTERVAL_MS);
    await check.onNavigation();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops setting the flag once stopped', async () => {
    const { check, fetch } = setup(async () => '0.1.0-b');
    check.stop();
    vi.advanceTimersByTime(APP_VERSION_CHECK_INTERVAL_MS * 2);
    await check.onNavigation();
    expect(fetch).not.toHaveBeenCalled();
  });
});
