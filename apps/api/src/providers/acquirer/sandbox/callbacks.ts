import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../lib/clock.js';
import { type AcquirerEvent, SIGNATURE_HEADER } from '../protocol.js';
import { signCallback } from '../signature.js';

/** Seconds after the first try that a callback nobody acknowledged is sent again; after the last it is dropped. */
export const CALLBACK_RETRY_DELAYS_S = [5, 30, 120, 600, 3600, 6 * 3600] as const;

export interface QueuedCallback {
  event: AcquirerEvent;
  attempts: number;
}

export interface CallbackOptions {
  url: string;
  secret: string;
  clock: Clock;
  /** 'timers': sent at once and retried on real timers (a running app); 'manual': tests send them. */
  delivery: 'timers' | 'manual';
  fetch: typeof fetch;
  warn: (message: string) => void;
}

type EventBody =
  | { type: 'binding.updated'; data: Extract<AcquirerEvent, { type: 'binding.updated' }>['data'] }
  | { type: 'payment.updated'; data: Extract<AcquirerEvent, { type: 'payment.updated' }>['data'] };

/**
 * Callbacks to the merchant, signed with HMAC and retried until one is acknowledged with a 2xx — so, like a real
 * acquirer's, they may arrive twice, and a later state may overtake an earlier one.
 */
export function callbackQueue(options: CallbackOptions) {
  const queue = new Set<QueuedCallback>();
  const timers = new Set<NodeJS.Timeout>();

  async function send(item: QueuedCallback): Promise<boolean> {
    const body = JSON.stringify(item.event);
    item.attempts += 1;
    try {
      const response = await options.fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(options.secret, body, options.clock.now()) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.ok) queue.delete(item);
      return response.ok;
    } catch {
      return false;
    }
  }

  function retryLater(item: QueuedCallback): void {
    const delay = CALLBACK_RETRY_DELAYS_S[item.attempts - 1];
    if (delay === undefined) {
      queue.delete(item);
      options.warn(`callback ${item.event.id} dropped after ${item.attempts} attempts`);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void send(item).then((ok) => ok || retryLater(item));
    }, delay * 1000);
    timer.unref();
    timers.add(timer);
  }

  return {
    push(body: EventBody): void {
      const event = { id: `evt_${randomUUID()}`, created: Math.floor(options.clock.now().getTime() / 1000), ...body } as AcquirerEvent;
      const item = { event, attempts: 0 };
      queue.add(item);
      if (options.delivery === 'timers') void send(item).then((ok) => ok || retryLater(item));
    },
    /** Callbacks not yet acknowledged, oldest first. */
    pending: (): QueuedCallback[] => [...queue],
    /** Sends one now (again, if it was acknowledged before); true when the merchant acknowledged it. */
    send,
    /** Sends every pending callback once, oldest first. */
    async flush(): Promise<void> {
      for (const item of [...queue]) await send(item);
    },
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type CallbackQueue = ReturnType<typeof callbackQueue>;
