import { ANALYTICS_BATCH_MAX, type AnalyticsEvent, type AnalyticsEventName, endpoints } from '@efir/contract';
import { browserApi } from '../../api/browser';
import { browserCampaignMark, withCampaignMark } from './campaign-marks';

/** Events wait this long to go out together, so typing in a form costs one request, not one per event. */
const BATCH_DELAY_MS = 1000;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends an analytics event (spec 1 §7) to the API's event sink, batched, with the stored campaign mark. */
export function track(name: AnalyticsEventName, params?: AnalyticsEvent['params']): void {
  if (typeof window === 'undefined') return;
  queue.push(withCampaignMark({ name, time: new Date().toISOString(), params }, browserCampaignMark()));
  if (queue.length >= ANALYTICS_BATCH_MAX) flush();
  else if (timer === undefined) timer = setTimeout(flush, BATCH_DELAY_MS);
}

function take(): AnalyticsEvent[][] {
  clearTimeout(timer);
  timer = undefined;
  const batches: AnalyticsEvent[][] = [];
  for (let from = 0; from < queue.length; from += ANALYTICS_BATCH_MAX) batches.push(queue.slice(from, from + ANALYTICS_BATCH_MAX));
  queue = [];
  return batches;
}

function flush(): void {
  // Telemetry must never disturb the viewer: a failed batch is dropped.
  for (const events of take())
    void browserApi()
      .call('analytics.events', { body: { events } })
      .catch(() => undefined);
}

/**
 * Sends what is waiting as the page goes away: a beacon is the one request the browser promises to deliver after
 * the page is gone (a fetch may be cancelled with it). A beacon the browser refuses (too large, queue full) goes
 * as a keepalive fetch instead.
 */
export function flushOnExit(): void {
  const path = endpoints['analytics.events'].path;
  for (const events of take()) {
    const body = JSON.stringify({ events });
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, new Blob([body], { type: 'application/json' }));
    if (!sent)
      void window
        .fetch(path, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } })
        .catch(() => undefined);
  }
}
