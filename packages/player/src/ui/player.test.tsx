// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../core/analytics';
import { fakeShaka } from '../shaka/fake-shaka';
import { Player, type PlayerItem, type PlayerProps } from './player';
import type { PlayerServices } from './services';

const ITEM: PlayerItem = {
  key: 'media_item:40001',
  asset: {
    assetUrl: '/media/t/vod/clip/cenc',
    type: 'vod',
    drmConfig: { drm_provider: 'clearkey', clearkey: '/lic' },
    content: { id: 40001 },
    media_type: 'vod',
  },
  intro: { start: 3, end: 15 },
};

let sent: AnalyticsEvent[];
let services: PlayerServices & {
  sendReport: ReturnType<typeof vi.fn<NonNullable<PlayerServices['sendReport']>>>;
  savePosition: ReturnType<typeof vi.fn<NonNullable<PlayerServices['savePosition']>>>;
};
let video: () => HTMLVideoElement;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  services = {
    sendAnalytics: async (batch) => void sent.push(...batch),
    sendReport: vi.fn<NonNullable<PlayerServices['sendReport']>>(),
    savePosition: vi.fn<NonNullable<PlayerServices['savePosition']>>(),
  };
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  video = () => document.querySelector('video')!;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function mount(props: Partial<PlayerProps> = {}) {
  const { shaka, player } = fakeShaka();
  render(
    <Player
      item={ITEM}
      text={{ t: (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key), locale: 'ru' }}
      services={services}
      loadShaka={async () => shaka}
      {...props}
    />,
  );
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  const fire = (type: string) => act(() => void video().dispatchEvent(new Event(type)));
  const at = (seconds: number) => {
    video().currentTime = seconds;
    fire('timeupdate');
  };
  Object.defineProperty(video(), 'duration', { value: 40, configurable: true });
  fire('durationchange');
  fire('playing');
  return { fire, at, player };
}

describe('binge-watching', () => {
  it('inside the opening titles a skip button jumps to their end', async () => {
    const { at } = await mount();
    expect(screen.queryByRole('button', { name: 'skip_intro' })).toBeNull();
    at(5);
    act(() => screen.getByRole('button', { name: 'skip_intro' }).click());
    expect(video().currentTime).toBe(15);
    at(15);
    expect(screen.queryByRole('button', { name: 'skip_intro' })).toBeNull();
  });

  it('at the end the next episode is offered and starts by itself after the countdown', async () => {
    const play = vi.fn();
    const { fire } = await mount({ upNext: { item: { title: 'Серия 2', subtitle: '1 сезон, 2 серия' }, play } });
    fire('ended');
    expect(screen.getByRole('region', { name: 'up_next' }).textContent).toContain('Серия 2');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(play).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(play).toHaveBeenCalledOnce();
  });

  it('the viewer may stay instead', async () => {
    const play = vi.fn();
    const { fire } = await mount({ upNext: { item: { title: 'Серия 2', subtitle: null }, play } });
    fire('ended');
    act(() => screen.getByRole('button', { name: 'cancel' }).click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'up_next' })).toBeNull();
  });

  it('tells the page once when playback ends (it offers recommendations then)', async () => {
    const onEnded = vi.fn();
    const { fire } = await mount({ onEnded });
    expect(onEnded).not.toHaveBeenCalled();
    fire('ended');
    expect(onEnded).toHaveBeenCalledOnce();
  });
});

describe('the end of access', () => {
  it('a segment the media server refuses (403) pauses with its message and lets the page ask again', async () => {
    const onAccessEnded = vi.fn();
    const { player } = await mount({ onAccessEnded });
    act(() => player().emit('error', { severity: 2, category: 1, code: 1001, data: ['/media/t/x/vod/clip/seg.m4s', 403] }));
    expect(screen.getByRole('alert').textContent).toContain('error_access_ended');
    expect(onAccessEnded).toHaveBeenCalledOnce();
  });

  it('another failing status stays a network error under the spinner', async () => {
    const onAccessEnded = vi.fn();
    const { player } = await mount({ onAccessEnded });
    act(() => player().emit('error', { severity: 2, category: 1, code: 1001, data: ['/media/t/x/vod/clip/seg.m4s', 502] }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onAccessEnded).not.toHaveBeenCalled();
  });
});

describe('reporting', () => {
  it('sends player analytics in batches and saves the position every 10 s', async () => {
    const { at } = await mount();
    at(12);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(sent.map((event) => event.event)).toEqual(expect.arrayContaining(['player_init', 'player_start', 'playback_start']));
    expect(sent.every((event) => event.content_id === 40001)).toBe(true);
    expect(services.savePosition).toHaveBeenCalledWith(40001, { timepoint: 12, is_viewed: false });
  });

  it('a problem report goes to the API with what was playing', async () => {
    const { at } = await mount();
    at(7);
    act(() => screen.getByRole('button', { name: 'settings' }).click());
    act(() => screen.getByRole('button', { name: /^settings_report/ }).click());
    act(() => screen.getByRole('checkbox', { name: 'Контент не воспроизводится' }).click());
    act(() => screen.getByRole('button', { name: 'report_submit' }).click());
    expect(services.sendReport).toHaveBeenCalledWith(
      expect.objectContaining({ reasons: ['not_playing'], content_id: 40001, content_type: 'vod', position: 7 }),
    );
  });
});

describe('the view-time limit (spec 2 §6)', () => {
  it('pauses playback with the notice when the allowance is spent', async () => {
    await mount({ viewTimeLeftSeconds: 3 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole('alertdialog', { name: 'view_limit_title' })).toBeTruthy();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });

  it('no limit for viewers without one', async () => {
    await mount({ viewTimeLeftSeconds: null });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('a live channel', () => {
  const LIVE: PlayerItem = { ...ITEM, key: 'channel:1', asset: { ...ITEM.asset, type: 'live', media_type: 'live' }, intro: null };
  const live = {
    programs: [
      { id: 'a', start: 1000, end: 2000 },
      { id: 'b', start: 2000, end: 3000 },
    ],
    overlay: (id: string | number | null) => ({ kind: 'karaoke_item' as const, song: `programme ${id}`, artist: 'Эфир 1' }),
  };

  it('shows the programme at the playing position and reports when it moves to another (spec 2 §7 new program)', async () => {
    const { at } = await mount({ item: LIVE, live });
    at(1990);
    expect(screen.getByRole('heading', { name: 'programme a' })).toBeTruthy();
    at(2001);
    expect(screen.getByRole('heading', { name: 'programme b' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    const programs = sent.filter((event) => event.event === 'new_program');
    expect(programs).toEqual([expect.objectContaining({ program_id: 'b', content_id: 40001 })]);
  });

  it('asks the page for the next channel on Page Up', async () => {
    const onChannelStep = vi.fn();
    await mount({ item: LIVE, live, onChannelStep });
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { code: 'PageUp' })));
    expect(onChannelStep).toHaveBeenCalledWith(1);
  });
});
