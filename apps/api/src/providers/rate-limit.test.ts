import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/helpers.js';
import { memoryRateLimitStore, type RateLimitStore, redisRateLimitStore } from './rate-limit.js';

const redisUrl = process.env.TEST_REDIS_URL;

function behavesAsAFixedWindow(name: string, make: () => { store: RateLimitStore; advance?: (ms: number) => void }) {
  describe(name, () => {
    it('allows up to the limit in a window, then says how long to wait', async () => {
      const { store } = make();
      const key = `test:${Math.random()}`;
      for (let i = 0; i < 3; i += 1) expect((await store.hit(key, 3, 60_000)).allowed).toBe(true);
      const refused = await store.hit(key, 3, 60_000);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(await store.peek(key)).toBe(4);
      await store.reset(key);
      expect(await store.peek(key)).toBe(0);
      expect(await store.hit(key, 3, 60_000)).toMatchObject({ allowed: true, count: 1 });
    });
  });
}

behavesAsAFixedWindow('the in-process rate limit store', () => ({ store: memoryRateLimitStore(testClock()) }));

it('the in-process store opens a new window when the old one ends', async () => {
  const clock = testClock();
  const store = memoryRateLimitStore(clock);
  await store.hit('k', 1, 1000);
  expect((await store.hit('k', 1, 1000)).allowed).toBe(false);
  clock.advance(1000);
  expect((await store.hit('k', 1, 1000)).allowed).toBe(true);
});

if (redisUrl) {
  const redis = new Redis(redisUrl);
  afterAll(() => redis.quit());
  behavesAsAFixedWindow('the Redis rate limit store', () => ({ store: redisRateLimitStore(redis, `efir:test:${process.pid}:`) }));
}
