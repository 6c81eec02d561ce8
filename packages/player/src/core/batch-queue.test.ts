import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchQueue } from './batch-queue';
import { systemScheduler } from './scheduler';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('analytics batching', () => {
  it('sends queued events together after the flush delay', async () => {
    const send = vi.fn(async () => {});
    const queue = createBatchQueue<number>({ send, scheduler: systemScheduler, flushDelayMs: 1000 });
    queue.push(1);
    queue.push(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledExactlyOnceWith([1, 2]);
    expect(queue.size).toBe(0);
  });

  it('sends at once when a batch is full', async () => {
    const send = vi.fn(async () => {});
    const queue = createBatchQueue<number>({ send, scheduler: systemScheduler, maxBatchSize: 2 });
    queue.push(1);
    queue.push(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledExactlyOnceWith([1, 2]);
  });

  it('flush sends everything in batches, in order', async () => {
    const batches: number[][] = [];
    const queue = createBatchQueue<number>({
      send: async (batch) => void batches.push([...batch]),
      scheduler: systemScheduler,
      maxBatchSize: 3,
    });
    for (const item of [1, 2]) queue.push(item);
    await queue.flush();
    expect(batches).toEqual([[1, 2]]);
  });

  it('keeps a failed batch for the next attempt', async () => {
    const send = vi.fn<(batch: readonly number[]) => Promise<void>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue();
    const queue = createBatchQueue<number>({ send, scheduler: systemScheduler, flushDelayMs: 1000 });
    queue.push(1);
    await queue.flush();
    expect(queue.size).toBe(1);
    queue.push(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenLastCalledWith([1, 2]);
    expect(queue.size).toBe(0);
  });

  it('drops the oldest events beyond the queue limit while the sink is down', async () => {
    const send = vi.fn<(batch: readonly number[]) => Promise<void>>().mockRejectedValue(new Error('offline'));
    const queue = createBatchQueue<number>({ send, scheduler: systemScheduler, maxQueued: 3, maxBatchSize: 10 });
    for (const item of [1, 2, 3, 4, 5]) queue.push(item);
    expect(queue.size).toBe(3);
    send.mockResolvedValue();
    await queue.flush();
    expect(send).toHaveBeenLastCalledWith([3, 4, 5]);
  });

  it('dispose drops pending events and their timer', async () => {
    const send = vi.fn(async () => {});
    const queue = createBatchQueue<number>({ send, scheduler: systemScheduler });
    queue.push(1);
    queue.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
  });
});
