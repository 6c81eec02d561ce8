import type { NotificationEvent } from '@efir/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectNotifications } from './stream';

/** EventSource as the leader tab sees it: the test plays the server. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onmessage: ((message: { lastEventId: string; data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  private cursorListener?: (message: { lastEventId: string }) => void;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(_name: 'cursor', listener: (message: { lastEventId: string }) => void) {
    this.cursorListener = listener;
  }
  cursor(id: number) {
    this.cursorListener?.({ lastEventId: String(id) });
  }
  send(id: number, event: Partial<NotificationEvent>) {
    this.onmessage?.({ lastEventId: String(id), data: JSON.stringify(event) });
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** Web Locks as the browser grants them: one holder, the next waiting tab gets the lock when it goes. */
function fakeLocks() {
  const queue: { grant: () => void; signal?: AbortSignal }[] = [];
  let held = false;
  const next = () => {
    const waiting = queue.shift();
    if (!waiting) return;
    held = true;
    waiting.grant();
  };
  return {
    request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const entry = {
          signal: options.signal,
          grant: () =>
            void callback().then(() => {
              held = false;
              resolve();
              next();
            }),
        };
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(entry);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        queue.push(entry);
        if (!held) next();
      });
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const message = (n: number) => ({ event_code: 'marketing_message', message_id: `m${n}` }) as const;

function tab() {
  const received: { id: string | undefined; fromStream: boolean }[] = [];
  const disconnect = connectNotifications({
    onEvent: (event, fromStream) => received.push({ id: event.message_id, fromStream }),
    onSignedOut: () => {},
  });
  return { received, disconnect };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('navigator', { locks: fakeLocks() });
});
afterEach(() => vi.unstubAllGlobals());

describe('one event stream per browser, shared by its tabs', () => {
  it('only the leading tab opens the stream; the others get each event from it, once', async () => {
    const first = tab();
    const second = tab();
    await settle();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/v1/notifications/events']);
    const [source] = FakeEventSource.opened;
    source!.send(1, message(1));
    source!.send(1, message(1));
    source!.send(2, message(2));
    await settle();
    expect(first.received).toEqual([
      { id: 'm1', fromStream: true },
      { id: 'm2', fromStream: true },
    ]);
    expect(second.received).toEqual([
      { id: 'm1', fromStream: false },
      { id: 'm2', fromStream: false },
    ]);
    first.disconnect();
    second.disconnect();
  });

  it('when the leading tab goes, the next one resumes from the last id any tab saw, or the cursor before any event', async () => {
    const first = tab();
    const second = tab();
    const third = tab();
    await settle();
    FakeEventSource.opened[0]!.cursor(4);
    await settle();
    first.disconnect();
    await settle();
    expect(FakeEventSource.opened[1]?.url).toBe('/api/v1/notifications/events?last_event_id=4');
    FakeEventSource.opened[1]!.send(5, message(5));
    await settle();
    second.disconnect();
    await settle();
    expect(FakeEventSource.opened[2]?.url).toBe('/api/v1/notifications/events?last_event_id=5');
    expect(third.received).toEqual([{ id: 'm5', fromStream: false }]);
    third.disconnect();
  });
});
