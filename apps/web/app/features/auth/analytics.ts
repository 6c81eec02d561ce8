import type { AnalyticsEvent, AnalyticsEventName } from '@efir/contract';
import { browserApi } from '../../api/browser';
import { browserCampaignMark, withCampaignMark } from '../analytics/campaign-marks';

/** Events wait this long to go out together, so typing in a form costs one request, not one per event. */
const BATCH_DELAY_MS = 1000;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends an analytics event (spec 1 §7) to the API's event sink, batched, with the stored campaign mark. */
export function track(name: AnalyticsEventName, params?: AnalyticsEvent['params']): void {
  if (typeof window === 'undefined') return;
  queue.push(withCampaignMark({ name, time: new Date().toISOString(), params }, browserCampaignMark()));
  if (timer === undefined) timer = setTimeout(flush, BATCH_DELAY_MS);
}

function flush(): void {
  const events = queue;
  queue = [];
  timer = undefined;
  // Telemetry must never disturb the viewer: a failed batch is dropped.
  void browserApi()
    .call('analytics.events', { body: { events } })
    .catch(() => undefined);
}
