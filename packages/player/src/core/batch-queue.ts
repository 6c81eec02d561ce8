import type { Scheduler } from './scheduler';
import { Timer } from './scheduler';

export type BatchSender<T> = (batch: readonly T[]) => Promise<void>;

export type BatchQueueOptions<T> = {
  send: BatchSender<T>;
  scheduler: Scheduler;
  /** How long an event may wait for company before it is sent. */
  flushDelayMs?: number;
  maxBatchSize?: number;
  /** While the sink is unreachable the oldest events go first, so a long outage cannot eat the tab's memory. */
  maxQueued?: number;
};

export const ANALYTICS_FLUSH_DELAY_MS = 5000;
export const ANALYTICS_MAX_BATCH_SIZE = 20;
export const ANALYTICS_MAX_QUEUED = 500;

export interface BatchQueue<T> {
  push(item: T): void;
  /** Sends everything queued now (on exit, or when a batch fills up); a failed batch is queued again. */
  flush(): Promise<void>;
  readonly size: number;
  dispose(): void;
}

/** Events go to the sink in batches: one request per few seconds of playback instead of one per event. */
export function createBatchQueue<T>(options: BatchQueueOptions<T>): BatchQueue<T> {
  const flushDelayMs = options.flushDelayMs ?? ANALYTICS_FLUSH_DELAY_MS;
  const maxBatchSize = options.maxBatchSize ?? ANALYTICS_MAX_BATCH_SIZE;
  const maxQueued = options.maxQueued ?? ANALYTICS_MAX_QUEUED;
  let items: T[] = [];
  const timer = new Timer(options.scheduler, () => void flush());

  const keepNewest = () => {
    if (items.length > maxQueued) items = items.slice(items.length - maxQueued);
  };

  async function flush(): Promise<void> {
    timer.cancel();
    while (items.length > 0) {
      const batch = items.slice(0, maxBatchSize);
      items = items.slice(batch.length);
      try {
        await options.send(batch);
      } catch {
        // The sink is down: keep the batch in order for the next attempt and stop hammering it now.
        items = [...batch, ...items];
        keepNewest();
        timer.start(flushDelayMs);
        return;
      }
    }
  }

  return {
    push(item) {
      items.push(item);
      keepNewest();
      if (items.length >= maxBatchSize) void flush();
      else if (!timer.isRunning) timer.start(flushDelayMs);
    },
    flush,
    get size() {
      return items.length;
    },
    dispose() {
      timer.cancel();
      items = [];
    },
  };
}
