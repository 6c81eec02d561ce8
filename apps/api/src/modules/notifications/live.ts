import { type NotificationEvent, NotificationItem } from '@efir/contract';
import type { PubSub } from '../../providers/pubsub.js';
import type { NotificationsRepo, StoredEvent } from './repo.js';

/**
 * The channel every instance listens on: each committed event as its streams would send it, so an open stream that is up
 * to date writes it without reading the database (a message to everyone reaches thousands of streams at once).
 */
export const EVENTS_CHANNEL = 'efir:account-events';
/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long EventSource waits before it reconnects (after a shutdown, a dropped connection). */
const RETRY_MS = 2000;
/** Events read from the database at a time when a stream catches up. */
const PAGE = 100;
/**
 * Reads for the push running at once on this instance (catch-ups, and the session checks before a write). A message to
 * everyone wakes every stream together: unbounded, a thousand reads queue for the pool's ten connections until they time
 * out and the streams close (bench/sse.mjs met it); bounded below the pool, the requests keep connections of their own.
 */
const CONCURRENT_READS = 6;
/** A browser that reads nothing while this much waits for it is dropped; it reconnects and replays from the database. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Accounts one notice names; a message to more goes in several notices. */
const NOTICE_ACCOUNTS_MAX = 500;
/** An event larger than this is announced without itself: its streams read it from the database. */
const NOTICE_EVENT_MAX_BYTES = 8192;

/** Where a stream writes: the HTTP response, as the routes hand it over. */
export interface StreamSink {
  write(chunk: string): void;
  /** Bytes written but not yet taken by the network. */
  buffered(): number;
  end(): void;
}

/**
 * Who reads a stream now: its session's active profile, or null once the session ended (signed out, device removed).
 * Asked when there is something to send, since the viewer may switch profiles or sign out while the stream stays open;
 * the profile is asked only for a message to one profile (a message to everyone costs one read of the session).
 */
export type Audience = () => Promise<{ profileId: () => Promise<string | null> } | null>;

interface Stream {
  accountId: string;
  audience: Audience;
  /** The last seq written, or read past because it was not this profile's. */
  lastSent: number;
  sink: StreamSink;
  /** Writes and catch-ups run one after another, so events leave in seq order, once each. */
  pending: Promise<void>;
  /** A catch-up waits its turn and has not read yet: it will see whatever commits until then, so none more is queued. */
  queued: boolean;
  heartbeat: NodeJS.Timeout;
  closed: boolean;
}

type Log = (fields: Record<string, unknown>, message: string) => void;

/** A committed event of one account, as the service announces it. */
export type CommittedEvent = StoredEvent & { accountId: string };

/** An event as its account's streams send it, and the profile it is for (null: every profile of the account). */
interface Pushed {
  event: NotificationEvent;
  profileId: string | null;
}

/**
 * What a commit tells every instance: an event as pushed, less its message id, and the accounts that got it, each with
 * its seq and message id (a message to everyone is one row per account with the same content). `event` is left out
 * when it is large; the streams then read it from the database. It carries only what the streams send the browsers.
 */
interface Notice {
  event?: Omit<NotificationEvent, 'message_id'>;
  profile_id: string | null;
  to: [accountId: string, seq: number, messageId: string | null][];
}

/** The event as pushed and the profile it is for; null for a message event whose message is gone. */
function pushedOf(stored: StoredEvent): Pushed | null {
  if (stored.type !== 'message') {
    const payload = stored.payload as Record<string, unknown>;
    const item = NotificationItem.safeParse(payload.item);
    return {
      event: { event_code: stored.type, payload, ...(item.success ? { event_type: 'item', item: item.data } : {}) },
      profileId: null,
    };
  }
  const message = stored.message;
  if (!message) return null;
  return {
    event: {
      event_code: message.event_code,
      event_type: message.event_type,
      message_id: message.id,
      ...(message.display ? { display: message.display } : {}),
      ...(message.item ? { item: message.item } : {}),
      ...(message.src !== null ? { src: message.src } : {}),
      ...(message.title !== null ? { title: message.title } : {}),
      ...(message.media_view_alias !== null ? { media_view_alias: message.media_view_alias } : {}),
      ...(message.ab_test ? { ab_test: true as const } : {}),
    },
    profileId: message.profile_id,
  };
}

/** The event as this stream's profile receives it; null when it is another profile's message. */
export function pushedEvent(stored: StoredEvent, profileId: string | null): NotificationEvent | null {
  const pushed = pushedOf(stored);
  return pushed && (pushed.profileId === null || pushed.profileId === profileId) ? pushed.event : null;
}

/** The notices announcing committed events: alike events share one (up to NOTICE_ACCOUNTS_MAX accounts each). */
function noticesOf(events: CommittedEvent[]): Notice[] {
  const alike = new Map<string, Notice>();
  for (const stored of events) {
    const pushed = pushedOf(stored);
    const { message_id: messageId, ...event } = pushed?.event ?? ({} as Partial<NotificationEvent>);
    const content = JSON.stringify([pushed?.profileId ?? null, event]);
    const key = pushed && Buffer.byteLength(content) <= NOTICE_EVENT_MAX_BYTES ? content : '';
    const notice = alike.get(key) ?? { ...(key ? { event: event as Notice['event'] } : {}), profile_id: pushed?.profileId ?? null, to: [] };
    alike.set(key, notice);
    notice.to.push([stored.accountId, stored.seq, messageId ?? null]);
  }
  return [...alike.values()].flatMap((notice) =>
    Array.from({ length: Math.ceil(notice.to.length / NOTICE_ACCOUNTS_MAX) }, (_, n) => ({
      ...notice,
      to: notice.to.slice(n * NOTICE_ACCOUNTS_MAX, (n + 1) * NOTICE_ACCOUNTS_MAX),
    })),
  );
}

/**
 * The open event streams of this instance. Each committed event is announced on the pub/sub channel with its content,
 * account and seq. A stream whose last seq is the one before writes it as it is; any other (one that missed a notice,
 * opened or reconnected with Last-Event-ID meanwhile, or got a notice without its event) reads what follows its last
 * seq from the database. So a notice that comes late, twice or out of order changes nothing, and a reconnect with
 * Last-Event-ID reads the same way.
 */
export function liveHub(deps: {
  repo: NotificationsRepo;
  pubsub: PubSub;
  warn: Log;
  heartbeatMs?: number;
  /** Told, on every instance, of the accounts whose events just committed: what they read may have changed. */
  accountsChanged?: (accountIds: string[]) => void;
}) {
  const byAccount = new Map<string, Set<Stream>>();
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;
  let reading = 0;
  /** Reads for one account's event go before those a message to everyone queued by the thousand. */
  const waitingToRead = { one: [] as (() => void)[], all: [] as (() => void)[] };
  type Lane = keyof typeof waitingToRead;

  /** Runs `work` once fewer than CONCURRENT_READS run: one account's first, each lane first come first served. */
  async function inTurn<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    if (reading >= CONCURRENT_READS) await new Promise<void>((resolve) => waitingToRead[lane].push(resolve));
    else reading += 1;
    try {
      return await work();
    } finally {
      const next = waitingToRead.one.shift() ?? waitingToRead.all.shift();
      if (next) next();
      else reading -= 1;
    }
  }

  const unsubscribe = deps.pubsub.subscribe(EVENTS_CHANNEL, (raw) => {
    let notice: Notice;
    try {
      notice = JSON.parse(raw);
      if (!Array.isArray(notice.to)) return;
    } catch {
      return;
    }
    deps.accountsChanged?.(notice.to.map(([accountId]) => accountId));
    const lane: Lane = notice.to.length > 1 ? 'all' : 'one';
    for (const [accountId, seq, messageId] of notice.to) {
      const pushed = notice.event && {
        event: { ...notice.event, ...(messageId ? { message_id: messageId } : {}) } as NotificationEvent,
        profileId: notice.profile_id,
      };
      for (const stream of byAccount.get(accountId) ?? []) offer(stream, seq, pushed, lane);
    }
  });

  /** Writes the announced event when the stream has sent everything before it; else reads what it missed. */
  function offer(stream: Stream, seq: number, pushed: Pushed | undefined, lane: Lane): void {
    if (seq <= stream.lastSent) return;
    if (!pushed) {
      wake(stream, lane);
      return;
    }
    stream.pending = stream.pending.then(() => {
      if (stream.closed || seq <= stream.lastSent) return;
      if (seq !== stream.lastSent + 1) return inTurn(lane, () => catchUp(stream));
      return write(stream, seq, pushed, lane);
    });
  }

  function wake(stream: Stream, lane: Lane = 'one'): void {
    if (stream.queued) return;
    stream.queued = true;
    stream.pending = stream.pending.then(() =>
      inTurn(lane, () => {
        stream.queued = false;
        return catchUp(stream);
      }),
    );
  }

  /** The stream's profile (asked only when `asked`), or undefined once its session ended: the stream is then closed. */
  async function profileOf(stream: Stream, asked: boolean): Promise<string | null | undefined> {
    const audience = await stream.audience();
    if (!audience) {
      close(stream);
      return undefined;
    }
    return asked ? audience.profileId() : null;
  }

  async function write(stream: Stream, seq: number, pushed: Pushed, lane: Lane): Promise<void> {
    try {
      // A stream that closed while it waited its turn reads nothing.
      const profileId = await inTurn(lane, async () => (stream.closed ? undefined : profileOf(stream, pushed.profileId !== null)));
      if (profileId === undefined || stream.closed) return;
      if (pushed.profileId === null || pushed.profileId === profileId) send(stream, seq, pushed.event);
      stream.lastSent = seq;
    } catch (error) {
      deps.warn({ reason: (error as Error).message }, 'an event stream could not check its session');
      close(stream);
    }
  }

  function send(stream: Stream, seq: number, event: NotificationEvent): void {
    stream.sink.write(`id: ${seq}\ndata: ${JSON.stringify(event)}\n\n`);
    if (stream.sink.buffered() > MAX_BUFFERED_BYTES) close(stream);
  }

  async function catchUp(stream: Stream): Promise<void> {
    try {
      // A stream that closed while it waited its turn reads nothing.
      while (!stream.closed) {
        const events = await deps.repo.eventsAfter(stream.accountId, stream.lastSent, PAGE);
        if (events.length === 0) return;
        const pushed = events.map(pushedOf);
        // Already in its turn: the session check reads on the catch-up's share.
        const forOneProfile = pushed.some((one) => Boolean(one?.profileId));
        const profileId = await profileOf(stream, forOneProfile);
        if (profileId === undefined) return;
        for (const [n, stored] of events.entries()) {
          if (stream.closed) return;
          const one = pushed[n];
          if (one && (one.profileId === null || one.profileId === profileId)) send(stream, stored.seq, one.event);
          stream.lastSent = stored.seq;
        }
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

    /** Tells every instance of the committed events; called after the commit. */
    announce(events: CommittedEvent[]): void {
      for (const notice of noticesOf(events)) deps.pubsub.publish(EVENTS_CHANNEL, JSON.stringify(notice)).catch(() => {});
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
