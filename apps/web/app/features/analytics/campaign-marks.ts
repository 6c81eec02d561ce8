import type { AnalyticsEvent } from '@efir/contract';

/** spec 1 §3 Stored campaign mark: the utm parameters a visitor arrived with, and that address's whole query. */
export interface CampaignMark {
  utm_campaign: string | null;
  utm_medium: string | null;
  utm_source: string | null;
  query: string;
}

export const CAMPAIGN_MARK_KEY = 'campaignMark';
const UTM_NAMES = ['utm_campaign', 'utm_medium', 'utm_source'] as const;
/** The event sink's limit on one text parameter. */
const SINK_TEXT_MAX = 1000;

/** The mark an address carries, or null when it has no utm parameter (then the stored one stands). */
export function campaignMarkFrom(search: URLSearchParams): CampaignMark | null {
  if (!UTM_NAMES.some((name) => search.has(name))) return null;
  const value = (name: string) => search.get(name)?.slice(0, SINK_TEXT_MAX) ?? null;
  return {
    utm_campaign: value('utm_campaign'),
    utm_medium: value('utm_medium'),
    utm_source: value('utm_source'),
    query: search.toString().slice(0, SINK_TEXT_MAX),
  };
}

/** A newer campaign replaces the stored one; an address without utm parameters keeps it. */
export function storeCampaignMark(search: URLSearchParams, storage: Storage): void {
  const mark = campaignMarkFrom(search);
  if (!mark) return;
  try {
    storage.setItem(CAMPAIGN_MARK_KEY, JSON.stringify(mark));
  } catch {
    // Storage can be full or switched off: the visit is then simply not attributed.
  }
}

export function storedCampaignMark(storage: Storage): CampaignMark | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(CAMPAIGN_MARK_KEY) ?? 'null');
    return isCampaignMark(value) ? value : null;
  } catch {
    return null;
  }
}

function isCampaignMark(value: unknown): value is CampaignMark {
  if (typeof value !== 'object' || value === null) return false;
  const mark = value as Record<string, unknown>;
  const textOrNull = (field: unknown) => field === null || typeof field === 'string';
  return typeof mark.query === 'string' && UTM_NAMES.every((name) => textOrNull(mark[name]));
}

/** An analytics event carrying the stored campaign mark, so the operator can attribute it. */
export function withCampaignMark(event: AnalyticsEvent, mark: CampaignMark | null): AnalyticsEvent {
  return mark ? { ...event, params: { ...event.params, ...mark } } : event;
}

/** The browser's stored mark; none during the server render or without storage. */
export function browserCampaignMark(): CampaignMark | null {
  if (typeof window === 'undefined') return null;
  try {
    return storedCampaignMark(window.localStorage);
  } catch {
    return null;
  }
}
