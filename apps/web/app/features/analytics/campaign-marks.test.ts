import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_MARK_KEY, campaignMarkFrom, storeCampaignMark, storedCampaignMark, withCampaignMark } from './campaign-marks';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const ARRIVAL = new URLSearchParams('utm_campaign=spring&utm_medium=cpc&utm_source=vk&promo=1');

describe('campaign marks (spec 1 §3 Stored campaign mark)', () => {
  it('reads utm_campaign, utm_medium, utm_source and the whole query from the address', () => {
    expect(campaignMarkFrom(ARRIVAL)).toEqual({
      utm_campaign: 'spring',
      utm_medium: 'cpc',
      utm_source: 'vk',
      query: 'utm_campaign=spring&utm_medium=cpc&utm_source=vk&promo=1',
    });
    expect(campaignMarkFrom(new URLSearchParams('utm_source=tg'))).toEqual({
      utm_campaign: null,
      utm_medium: null,
      utm_source: 'tg',
      query: 'utm_source=tg',
    });
    expect(campaignMarkFrom(new URLSearchParams('query=news'))).toBeNull();
  });

  it('is stored; an address without utm parameters keeps it, a new campaign replaces it', () => {
    const storage = memoryStorage();
    storeCampaignMark(ARRIVAL, storage);
    storeCampaignMark(new URLSearchParams('query=news'), storage);
    expect(storedCampaignMark(storage)?.utm_campaign).toBe('spring');
    storeCampaignMark(new URLSearchParams('utm_campaign=autumn'), storage);
    expect(storedCampaignMark(storage)).toEqual({
      utm_campaign: 'autumn',
      utm_medium: null,
      utm_source: null,
      query: 'utm_campaign=autumn',
    });
  });

  it('a damaged stored value is no mark', () => {
    const storage = memoryStorage();
    storage.setItem(CAMPAIGN_MARK_KEY, '{not json');
    expect(storedCampaignMark(storage)).toBeNull();
    storage.setItem(CAMPAIGN_MARK_KEY, JSON.stringify({ utm_campaign: 5, query: 'x' }));
    expect(storedCampaignMark(storage)).toBeNull();
  });

  it('goes with an analytics event, beside its own parameters', () => {
    const event = { name: 'phone_input' as const, time: '2026-01-01T00:00:00.000Z', params: { country: 'ru' } };
    expect(withCampaignMark(event, campaignMarkFrom(ARRIVAL)).params).toEqual({
      country: 'ru',
      utm_campaign: 'spring',
      utm_medium: 'cpc',
      utm_source: 'vk',
      query: 'utm_campaign=spring&utm_medium=cpc&utm_source=vk&promo=1',
    });
    expect(withCampaignMark(event, null)).toBe(event);
  });
});

describe('analytics events sent from the page', () => {
  const call = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    vi.doMock('../../api/browser', () => ({ browserApi: () => ({ call }) }));
    call.mockReset().mockResolvedValue({ success: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('carry the campaign mark the viewer arrived with', async () => {
    const localStorage = memoryStorage();
    storeCampaignMark(ARRIVAL, localStorage);
    vi.stubGlobal('window', { localStorage });
    const { track } = await import('../analytics/track');
    track('phone_input', { country: 'ru' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(call).toHaveBeenCalledOnce();
    const [name, input] = call.mock.calls[0] ?? [];
    expect(name).toBe('analytics.events');
    expect(input.body.events[0]).toMatchObject({
      name: 'phone_input',
      params: { country: 'ru', utm_campaign: 'spring', utm_source: 'vk' },
    });
  });
});
