import type { NotificationEvent } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import type { Visitor } from '../auth/test-support.js';

export interface ReceivedEvent {
  id: number;
  event: NotificationEvent;
}

/** Listens on a free port: event streams need a real connection (app.inject waits for the whole answer). */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

/**
 * The viewer's EventSource, read by hand: `next()` answers the next event (its id and data), failing after `timeoutMs`;
 * `ended` resolves when the server closes the stream.
 */
export async function openStream(
  baseUrl: string,
  viewer: Visitor,
  { headers = {}, query = '' }: { headers?: Record<string, string>; query?: string } = {},
) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/notifications/events${query}`, {
    headers: { cookie: [...viewer.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers },
    signal: controller.signal,
  });
  const queue: ReceivedEvent[] = [];
  const waiting: ((event: ReceivedEvent) => void)[] = [];
  const comments: string[] = [];
  /** Where the server said the stream starts (its `cursor` event). */
  const cursors: number[] = [];
  let buffer = '';
  const decoder = new TextDecoder();
  const ended = (async () => {
    const reader = response.body?.getReader();
    if (!reader) return;
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n');
          for (const line of fields) if (line.startsWith(':')) comments.push(line.slice(1).trim());
          const named = fields.find((line) => line.startsWith('event: '))?.slice(7);
          if (named === 'cursor') cursors.push(Number(fields.find((line) => line.startsWith('data: '))?.slice(6)));
          const id = fields.find((line) => line.startsWith('id: '))?.slice(4);
          if (named !== undefined) continue;
          const data = fields.find((line) => line.startsWith('data: '))?.slice(6);
          if (id === undefined || data === undefined) continue;
          const received = { id: Number(id), event: JSON.parse(data) as NotificationEvent };
          const taker = waiting.shift();
          if (taker) taker(received);
          else queue.push(received);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    comments,
    cursors,
    ended,
    next(timeoutMs = 2000): Promise<ReceivedEvent> {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(taker), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const taker = (event: ReceivedEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiting.push(taker);
      });
    },
    /** Events already received and not yet taken. */
    pending: () => queue.length,
    close: () => controller.abort(),
  };
}

export type EventStream = Awaited<ReturnType<typeof openStream>>;
