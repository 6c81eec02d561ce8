import type { Clock } from './clock.js';

export interface ExpiringCache<T> {
  /** The kept answer for `key`, else `load()`'s, kept for the cache's lifetime; callers asking meanwhile share one load. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every kept answer: the data behind them changed. */
  clear(): void;
}

/**
 * An in-process cache of answers that may be served a little stale. A failed load is not kept, and at most
 * `maxEntries` keys are held: beyond that the cache starts over rather than grow on keys an attacker makes up.
 */
export function expiringCache<T>(clock: Clock, lifetimeMs: number, maxEntries: number): ExpiringCache<T> {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const now = clock.now().getTime();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now) return kept.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { expiresAt: now + lifetimeMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
