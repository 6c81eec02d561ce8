import { type NotificationEvent, NotificationItem } from '@efir/contract';
import type { PubSub } from '../../providers/pubsub.js';
import type { NotificationsRepo, StoredEvent } from './repo.js';

/** The channel every instance listens on: `{ account_id, seq }` of each committed event, `account_id: '*'` for all. */
export const EVENTS_CHANNEL = 'efir:account-events';
/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long EventSource waits before it reconnects (after a shutdown, a dropped connection). */
const RETRY_MS = 2000;
/** Events read from the database at a time when a stream catches up. */
const PAGE = 100;
/**
 * Catch-ups reading the database at once on this instance. A message to everyone wakes every stream together: unbounded,
 * a thousand reads queue for the pool's ten connections until they time out and the streams close (bench/sse.mjs met
 * it); bounded below the pool, the requests keep connections of their own.
 */
const CONCURRENT_CATCH_UPS = 4;
/** A browser that reads nothing while this much waits for it is dropped; it reconnects and replays from the database. */
const MAX_BUFFERED_BYTES = 1 << 20;

/** Where a stream writes: the HTTP response, as the routes hand it over. */
export interface StreamSink {
  write(chunk: string): void;
  /** Bytes written but not yet taken by the network. */
  buffered(): number;
  end(): void;
}

/**
 * Who reads a stream now: its session's active profile, or null once the session ended (signed out, device removed).
 * Asked when there is something to send, since the viewer may switch profiles or sign out while the stream stays open.
 */
export type Audience = () => Promise<{ profileId: string | null } | null>;

interface Stream {
  accountId: string;
  audience: Audience;
  /** The last seq written, or read past because it was not this profile's. */
  lastSent: number;
  sink: StreamSink;
  /** Catch-ups run one after another, so events leave in seq order, once each. */
  pending: Promise<void>;
  /** A catch-up waits its turn and has not read yet: it will see whatever commits until then, so none more is queued. */
  queued: boolean;
  heartbeat: NodeJS.Timeout;
  closed: boolean;
}

type Log = (fields: Record<string, unknown>, message: string) => void;

/** The event as this stream's profile receives it; null when it is another profile's message. */
export function pushedEvent(stored: StoredEvent, profileId: string | null): NotificationEvent | null {
  if (stored.type !== 'message') {
    const payload = stored.payload as Record<string, unknown>;
    const item = NotificationItem.safeParse(payload.item);
    return { event_code: stored.type, payload, ...(item.success ? { event_type: 'item', item: item.data } : {}) };
  }
  const message = stored.message;
  if (!message || (message.profile_id !== null && message.profile_id !== profileId)) return null;
  return {
    event_code: message.event_code,
    event_type: message.event_type,
    message_id: message.id,
    ...(message.display ? { display: message.display } : {}),
    ...(message.item ? { item: message.item } : {}),
    ...(message.src !== null ? { src: message.src } : {}),
    ...(message.title !== null ? { title: message.title } : {}),
    ...(message.media_view_alias !== null ? { media_view_alias: message.media_view_alias } : {}),
    ...(message.ab_test ? { ab_test: true as const } : {}),
  };
}

/**
 * The open event streams of this instance. A committed event is announced on the pub/sub channel with its account and
 * seq; each stream of that account reads what follows its last seq from the database, so an announcement that comes
 * late, twice or out of order changes nothing, and a reconnect with Last-Event-ID reads the same way.
 */
export function liveHub(deps: { repo: NotificationsRepo; pubsub: PubSub; warn: Log; heartbeatMs?: number }) {
  const byAccount = new Map<string, Set<Stream>>();
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;
  let reading = 0;
  /** Catch-ups for one account's event go before those a message to everyone queued by the thousand. */
  const waitingToRead = { one: [] as (() => void)[], all: [] as (() => void)[] };

  /** Runs `work` once fewer than CONCURRENT_CATCH_UPS run: one account's first, each lane first come first served. */
  async function inTurn(lane: keyof typeof waitingToRead, work: () => Promise<void>): Promise<void> {
    if (reading >= CONCURRENT_CATCH_UPS) await new Promise<void>((resolve) => waitingToRead[lane].push(resolve));
    else reading += 1;
    try {
      await work();
    } finally {
      const next = waitingToRead.one.shift() ?? waitingToRead.all.shift();
      if (next) next();
      else reading -= 1;
    }
  }

  const unsubscribe = deps.pubsub.subscribe(EVENTS_CHANNEL, (raw) => {
    let announced: { account_id?: unknown; seq?: unknown };
    try {
      announced = JSON.parse(raw);
    } catch {
      return;
    }
    const seq = typeof announced.seq === 'number' ? announced.seq : undefined;
    if (announced.account_id === '*')
      for (const streams of byAccount.values()) for (const stream of streams) wake(stream, undefined, 'all');
    else if (typeof announced.account_id === 'string') for (const stream of byAccount.get(announced.account_id) ?? []) wake(stream, seq);
  });

  function wake(stream: Stream, seq?: number, lane: keyof typeof waitingToRead = 'one'): void {
    if (seq !== undefined && seq <= stream.lastSent) return;
    if (stream.queued) return;
    stream.queued = true;
    stream.pending = stream.pending.then(() =>
      inTurn(lane, () => {
        stream.queued = false;
        return catchUp(stream);
      }),
    );
  }

  async function catchUp(stream: Stream): Promise<void> {
    try {
      // A stream that closed while it waited its turn reads nothing.
      while (!stream.closed) {
        const events = await deps.repo.eventsAfter(stream.accountId, stream.lastSent, PAGE);
        if (events.length === 0) return;
        const audience = await stream.audience();
        if (!audience) {
          close(stream);
          return;
        }
        for (const stored of events) {
          if (stream.closed) return;
          const event = pushedEvent(stored, audience.profileId);
          if (event) stream.sink.write(`id: ${stored.seq}\ndata: ${JSON.stringify(event)}\n\n`);
          stream.lastSent = stored.seq;
        }
        if (stream.sink.buffered() > MAX_BUFFERED_BYTES) close(stream);
        if (events.length < PAGE || stream.closed) return;
      }
    } catch (error) {
      // The database is away: the browser reconnects and replays from its last id once it is back.
      deps.warn({ reason: (error as Error).message }, 'an event stream could not read its events');
      close(stream);
    }
  }

  function close(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    clearInterval(stream.heartbeat);
    const streams = byAccount.get(stream.accountId);
    streams?.delete(stream);
    if (streams?.size === 0) byAccount.delete(stream.accountId);
    stream.sink.end();
  }

  return {
    /**
     * Starts a stream: from `lastEventId` when the browser names one (a bogus one past the end counts as the end), else
     * from now. Resolves once the stream is registered and its first bytes are written; answers the closer.
     */
    async open(sink: StreamSink, accountId: string, audience: Audience, lastEventId: number | undefined): Promise<() => void> {
      const last = await deps.repo.lastSeq(accountId);
      const stream: Stream = {
        accountId,
        audience,
        lastSent: lastEventId === undefined ? last : Math.min(lastEventId, last),
        sink,
        pending: Promise.resolve(),
        queued: false,
        heartbeat: setInterval(() => sink.write(': heartbeat\n\n'), heartbeatMs),
        closed: false,
      };
      stream.heartbeat.unref();
      const streams = byAccount.get(accountId) ?? new Set<Stream>();
      byAccount.set(accountId, streams);
      streams.add(stream);
      // The cursor names where the stream starts, so a reconnect (EventSource's own, or a new leader tab's) resumes
      // from here even when no event came before the connection dropped.
      sink.write(`retry: ${RETRY_MS}\nevent: cursor\nid: ${stream.lastSent}\ndata: ${stream.lastSent}\n\n`);
      // Whatever committed between reading `last` and registering is read now.
      wake(stream);
      await stream.pending;
      return () => close(stream);
    },

    /** Tells every instance that the account has a new committed event; called after the commit. */
    announce(accountId: string | '*', seq?: number): void {
      deps.pubsub.publish(EVENTS_CHANNEL, JSON.stringify({ account_id: accountId, seq })).catch(() => {});
    },

    /** Ends every stream (the server is closing): the browsers reconnect to another instance and replay. */
    closeAll(): void {
      for (const streams of [...byAccount.values()]) for (const stream of [...streams]) close(stream);
    },

    stop(): void {
      this.closeAll();
      unsubscribe();
    },

    openStreams: (): number => [...byAccount.values()].reduce((sum, streams) => sum + streams.size, 0),
  };
}

export type LiveHub = ReturnType<typeof liveHub>;
