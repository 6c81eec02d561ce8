import type { Redis } from 'ioredis';

type Listener = (message: string) => void;
type Log = (fields: Record<string, unknown>, message: string) => void;

/**
 * Messages to every API instance that listens on a channel: in this process by default, through Redis pub/sub when
 * REDIS_URL is set. Delivery is at most once; what must not be lost is stored first (the push replays from the database).
 */
export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /** Returns the unsubscribe. */
  subscribe(channel: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/** Listeners of this process by channel. */
function localListeners() {
  const channels = new Map<string, Set<Listener>>();
  return {
    deliver(channel: string, message: string) {
      for (const listener of channels.get(channel) ?? []) listener(message);
    },
    add(channel: string, listener: Listener): { first: boolean; remove: () => boolean } {
      const first = !channels.has(channel);
      const listeners = channels.get(channel) ?? new Set<Listener>();
      channels.set(channel, listeners);
      listeners.add(listener);
      return {
        first,
        remove: () => {
          listeners.delete(listener);
          if (listeners.size > 0) return false;
          channels.delete(channel);
          return true;
        },
      };
    },
    channels: () => [...channels.keys()],
  };
}

export function memoryPubSub(): PubSub {
  const local = localListeners();
  return {
    async publish(channel, message) {
      local.deliver(channel, message);
    },
    subscribe(channel, listener) {
      return local.add(channel, listener).remove;
    },
    async close() {},
  };
}

/**
 * Redis pub/sub: `publisher` is the shared command connection, `subscriber` a connection of its own (a subscribed
 * connection takes no other commands). While Redis is away a publish reaches this process's listeners only (one
 * warning, one line when it is back); viewers on other instances get it when their stream reconnects and replays.
 */
export function redisPubSub(publisher: Redis, subscriber: Redis, log: { warn: Log; info: Log }): PubSub {
  const local = localListeners();
  let failing = false;
  subscriber.on('message', (channel: string, message: string) => local.deliver(channel, message));
  // Subscriptions are made again on every (re)connection, including one that was away when the app started.
  subscriber.on('ready', () => {
    const channels = local.channels();
    if (channels.length > 0) subscriber.subscribe(...channels).catch(() => {});
  });
  subscriber.on('error', () => {});
  return {
    async publish(channel, message) {
      try {
        await publisher.publish(channel, message);
        if (failing) log.info({}, 'push events fan out through Redis again');
        failing = false;
      } catch (error) {
        if (!failing) log.warn({ reason: (error as Error).message }, 'Redis is away: push events reach this instance only');
        failing = true;
        local.deliver(channel, message);
      }
    },
    subscribe(channel, listener) {
      const { first, remove } = local.add(channel, listener);
      if (first && subscriber.status === 'ready') subscriber.subscribe(channel).catch(() => {});
      return () => {
        if (remove() && subscriber.status === 'ready') subscriber.unsubscribe(channel).catch(() => {});
      };
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
