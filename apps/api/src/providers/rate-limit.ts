import type { Redis } from 'ioredis';
import type { Clock } from '../lib/clock.js';

/** One counted attempt: allowed while the count in the window stays within the limit. */
export interface RateLimitHit {
  allowed: boolean;
  /** Hits in the window so far, this one included. */
  count: number;
  /** Seconds until the window resets (what a refused caller is told to wait). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every API instance that uses the same store:
 * in process by default, in Redis when REDIS_URL is set.
 */
export interface RateLimitStore {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitHit>;
  /** Hits in the key's live window, without counting one. */
  peek(key: string): Promise<number>;
  /** Forget a key, e.g. after a right password. */
  reset(key: string): Promise<void>;
}

/** Counters in this process; enough for one instance, and time follows the injected clock. */
export function memoryRateLimitStore(clock: Clock): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const now = clock.now().getTime();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        // Expired windows are dropped as they are met, so the map holds only live keys plus this one.
        if (windows.size > 100_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, count: window.count, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
    async peek(key) {
      const window = windows.get(key);
      return window && window.resetAt > clock.now().getTime() ? window.count : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Counters in Redis: INCR plus a PEXPIRE set on the first hit of a window. */
export function redisRateLimitStore(redis: Redis, prefix = 'efir:rl:'): RateLimitStore {
  return {
    async hit(key, limit, windowMs) {
      const name = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(name).pttl(name).exec()) as [[null, number], [null, number]];
      let remaining = ttl;
      if (count === 1 || ttl < 0) {
        await redis.pexpire(name, windowMs);
        remaining = windowMs;
      }
      return { allowed: count <= limit, count, retryAfterSeconds: Math.ceil(remaining / 1000) };
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
