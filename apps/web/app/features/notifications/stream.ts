import { endpoints, type NotificationEvent } from '@efir/contract';

/** The tabs of one browser talk on this channel; the lock names the tab that holds the one stream. */
const CHANNEL = 'efir-notifications';
const LEADER_LOCK = 'efir-notifications-stream';
/** After the server refused or ended the stream for good (EventSource stops retrying by itself), try again this late. */
const REOPEN_AFTER_MS = 5000;

type Envelope = { type: 'event'; id: number; event: NotificationEvent } | { type: 'cursor'; id: number } | { type: 'signed_out' };

export interface StreamHandlers {
  /** Every tab gets each event once, in order. `fromStream` is true in the one tab that read it from the server. */
  onEvent(event: NotificationEvent, fromStream: boolean): void;
  /** Another tab of this browser signed out. */
  onSignedOut(): void;
}

/**
 * One event stream per browser, not per tab: HTTP/1.1 allows six connections per site. The tab holding the Web Lock
 * reads the stream and passes each event to the other tabs over a BroadcastChannel; when it closes, the next tab takes
 * the lock and resumes from the last id every tab saw, so nothing is missed or repeated. Answers the disconnect.
 */
export function connectNotifications(handlers: StreamHandlers): () => void {
  const shared = typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator;
  const channel = shared ? new BroadcastChannel(CHANNEL) : undefined;
  const stop = new AbortController();
  let lastId: number | undefined;
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;

  /** Where the stream stands: a later leader resumes from here, even before any event came. */
  const moveTo = (id: number) => {
    if (lastId === undefined || id > lastId) lastId = id;
  };
  /** Ids only grow: an id already seen (a replay overlapping a broadcast) is dropped. */
  const isNew = (id: number) => {
    if (lastId !== undefined && id <= lastId) return false;
    lastId = id;
    return true;
  };

  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<Envelope>) => {
      if (data.type === 'signed_out') handlers.onSignedOut();
      else if (data.type === 'cursor') moveTo(data.id);
      else if (isNew(data.id)) handlers.onEvent(data.event, false);
    };
  }

  const open = () => {
    const path = endpoints['notifications.events'].path;
    source = new EventSource(lastId === undefined ? path : `${path}?last_event_id=${lastId}`);
    source.onmessage = (message) => {
      const id = Number(message.lastEventId);
      if (!Number.isSafeInteger(id) || !isNew(id)) return;
      const event = JSON.parse(message.data) as NotificationEvent;
      channel?.postMessage({ type: 'event', id, event } satisfies Envelope);
      handlers.onEvent(event, true);
    };
    source.addEventListener('cursor', (message) => {
      const id = Number((message as MessageEvent<string>).lastEventId);
      if (!Number.isSafeInteger(id)) return;
      moveTo(id);
      channel?.postMessage({ type: 'cursor', id } satisfies Envelope);
    });
    source.onerror = () => {
      if (source?.readyState !== EventSource.CLOSED || stop.signal.aborted) return;
      reopen = setTimeout(open, REOPEN_AFTER_MS);
    };
  };

  if (shared) {
    // Held until this tab goes: the promise never settles while it leads.
    navigator.locks
      .request(LEADER_LOCK, { signal: stop.signal }, () => {
        open();
        return new Promise<void>((release) => stop.signal.addEventListener('abort', () => release()));
      })
      .catch(() => undefined);
  } else open();

  return () => {
    stop.abort();
    clearTimeout(reopen);
    source?.close();
    channel?.close();
  };
}

/** Tells the other tabs this browser signed out: they drop their toasts and start again as a visitor. */
export function announceSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'signed_out' } satisfies Envelope);
  channel.close();
}
