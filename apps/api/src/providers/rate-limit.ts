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

type Log = (fields: Record<string, unknown>, message: string) => void;

/**
 * Redis while it answers, this process while it does not: a limit never fails a request because Redis is away.
 * Going over logs one warning, coming back one line; ioredis reconnects by itself (within 2 s of Redis returning).
 * Counts made in process meanwhile stay there, so a limit is per instance for that while.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  local: RateLimitStore,
  log: { warn: Log; info: Log },
): RateLimitStore & { state(): 'ok' | 'failing' } {
  const shared = redisRateLimitStore(redis);
  /** Why Redis is not used, from the first failure until it is ready again. */
  let away: string | undefined;
  const goAway = (reason: string) => {
    if (away !== undefined) return;
    away = reason;
    log.warn({ reason }, 'Redis is unavailable: rate limits count in this process until it returns');
  };
  redis.on('error', (error: Error & { code?: string }) => goAway(error.code ?? error.message));
  redis.on('ready', () => {
    if (away === undefined) return;
    log.info({ after: away }, 'Redis is back: rate limits count in Redis again');
    away = undefined;
  });
  async function either<T>(viaRedis: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (redis.status !== 'ready') {
      goAway(`connection ${redis.status}`);
      return viaRedis(local);
    }
    try {
      return await viaRedis(shared);
    } catch (error) {
      goAway(error instanceof Error ? error.message : String(error));
      return viaRedis(local);
    }
  }
  return {
    hit: (key, limit, windowMs) => either((store) => store.hit(key, limit, windowMs)),
    peek: (key) => either((store) => store.peek(key)),
    reset: (key) => either((store) => store.reset(key)),
    state: () => (away === undefined && redis.status === 'ready' ? 'ok' : 'failing'),
  };
}
