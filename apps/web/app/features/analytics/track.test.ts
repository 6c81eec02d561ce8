import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
const sendBeacon = vi.fn();
const fetch = vi.fn();

async function freshTrack() {
  vi.resetModules();
  vi.doMock('../../api/browser', () => ({ browserApi: () => ({ call }) }));
  return import('./track');
}

const beaconEvents = async (index: number) => {
  const [path, blob] = sendBeacon.mock.calls[index] ?? [];
  return { path, type: (blob as Blob).type, names: JSON.parse(await (blob as Blob).text()).events.map((e: { name: string }) => e.name) };
};

describe('analytics batching', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    call.mockReset().mockResolvedValue({ success: true });
    sendBeacon.mockReset().mockReturnValue(true);
    fetch.mockReset().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('window', { localStorage: undefined, fetch });
    vi.stubGlobal('navigator', { sendBeacon });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the events of one second together, and a full batch at once', async () => {
    const { track } = await freshTrack();
    track('page_view', { path: '/' });
    track('phone_input');
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(call).toHaveBeenCalledOnce();
    expect(call.mock.calls[0]?.[1].body.events.map((e: { name: string }) => e.name)).toEqual(['page_view', 'phone_input']);
    for (let n = 0; n < 50; n++) track('page_view', { path: `/${n}` });
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[1]?.[1].body.events).toHaveLength(50);
    await vi.advanceTimersByTimeAsync(1000);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('on exit, what waits goes as beacons of at most 50 JSON events, and nothing is sent twice', async () => {
    const { track, flushOnExit } = await freshTrack();
    for (let n = 0; n < 49; n++) track('page_view', { path: `/${n}` });
    track('quit_app', { seconds: 3 });
    track('quit_app', { seconds: 4 });
    expect(call).toHaveBeenCalledTimes(1);
    flushOnExit();
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(await beaconEvents(0)).toEqual({ path: '/api/v1/analytics/events', type: 'application/json', names: ['quit_app'] });
    await vi.advanceTimersByTimeAsync(2000);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a beacon the browser refuses goes as a keepalive fetch', async () => {
    sendBeacon.mockReturnValue(false);
    const { track, flushOnExit } = await freshTrack();
    track('quit_app', { seconds: 9 });
    flushOnExit();
    expect(fetch).toHaveBeenCalledOnce();
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect([path, init.keepalive, JSON.parse(init.body).events[0].params]).toEqual(['/api/v1/analytics/events', true, { seconds: 9 }]);
  });
});
