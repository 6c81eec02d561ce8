import { describe, expect, it, vi } from 'vitest';
import { testClock } from '../../test/helpers.js';
import { expiringCache } from './expiring-cache.js';

describe('expiring cache', () => {
  it('keeps an answer for its lifetime, then loads it again', async () => {
    const clock = testClock();
    const cache = expiringCache<number>(clock, 1000, 10);
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(999);
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers that ask at once, and keeps keys apart', async () => {
    const cache = expiringCache<string>(testClock(), 1000, 10);
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    release('x');
    expect(await both).toEqual(['x', 'x']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('b', async () => 'y')).toBe('y');
  });

  it('does not keep a failure', async () => {
    const cache = expiringCache<number>(testClock(), 1000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 3)).toBe(3);
  });

  it('starts over instead of growing past its size', async () => {
    const cache = expiringCache<number>(testClock(), 1000, 2);
    const load = vi.fn(async () => 1);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('loads again after being cleared', async () => {
    const cache = expiringCache<number>(testClock(), 1000, 10);
    const load = vi.fn(async () => 1);
    await cache.get('a', load);
    cache.clear();
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
