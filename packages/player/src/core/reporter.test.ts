import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from './analytics';
import { createBatchQueue } from './batch-queue';
import { createPlayerController } from './controller';
import { createPlaybackReporter } from './reporter';
import type { MediaPosition } from './resume';
import { systemScheduler } from './scheduler';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

const URL = 'https://media.efir.test/vod/42/manifest.mpd?profile=web';

function setup(isLive = false) {
  const sent: AnalyticsEvent[] = [];
  const viewedSeconds: number[] = [];
  const positions: MediaPosition[] = [];
  const controller = createPlayerController({ isLive });
  // A long flush delay: the tests read the queue through stop(), never racing the timer.
  const queue = createBatchQueue<AnalyticsEvent>({
    send: async (batch) => void sent.push(...batch),
    scheduler: systemScheduler,
    flushDelayMs: 3_600_000,
    maxBatchSize: 1000,
  });
  let hidden = false;
  const reporter = createPlaybackReporter({
    controller,
    context: { playback_session_id: 'ps-1', content_id: 42, content_type: isLive ? 'live' : 'vod' },
    queue,
    url: () => URL,
    isDocumentHidden: () => hidden,
    setViewedTime: (seconds) => viewedSeconds.push(seconds),
    savePosition: (position) => positions.push(position),
  });
  const start = () => {
    controller.dispatch({ type: 'loadStarted', isLive });
    controller.dispatch({ type: 'durationChanged', duration: 1000 });
    controller.dispatch({ type: 'playing' });
  };
  const names = () => sent.map((event) => event.event);
  const hide = () => {
    hidden = true;
  };
  return { controller, reporter, sent, names, viewedSeconds, positions, start, hide };
}

describe('player analytics', () => {
  it('sends init, start and playback start', async () => {
    const { reporter, names, sent, start } = setup();
    start();
    await reporter.stop();
    expect(names().filter((name) => name !== 'qos')).toEqual(['player_init', 'player_start', 'playback_start', 'stop']);
    expect(sent[1]).toMatchObject({ event: 'player_start', url: URL, content_id: 42, playback_session_id: 'ps-1' });
  });

  it('sends status every 60 s while playing, with the player mode', async () => {
    const { controller, reporter, sent, start, hide } = setup();
    start();
    vi.advanceTimersByTime(60_000);
    controller.dispatch({ type: 'fullscreenChanged', isFullscreen: true });
    vi.advanceTimersByTime(60_000);
    hide();
    vi.advanceTimersByTime(60_000);
    await reporter.stop();
    const modes = sent.filter((event) => event.event === 'status').map((event) => event.event === 'status' && event.mode);
    expect(modes).toEqual(['mini', 'fullscreen', 'background']);
  });

  it('sends no status while paused', async () => {
    const { controller, reporter, names, start } = setup();
    start();
    vi.advanceTimersByTime(30_000);
    controller.dispatch({ type: 'togglePlay' });
    vi.advanceTimersByTime(300_000);
    await reporter.stop();
    expect(names()).not.toContain('status');
  });

  it('sends pause, then resume with the paused seconds', async () => {
    const { controller, reporter, sent, start } = setup();
    start();
    controller.dispatch({ type: 'togglePlay' });
    vi.advanceTimersByTime(12_400);
    controller.dispatch({ type: 'togglePlay' });
    await reporter.stop();
    expect(sent.find((event) => event.event === 'pause')).toBeDefined();
    expect(sent.find((event) => event.event === 'resume')).toMatchObject({ paused_seconds: 12 });
  });

  it('sends set position with the old and new offsets', async () => {
    const { controller, reporter, sent, start } = setup();
    start();
    controller.dispatch({ type: 'timeUpdate', currentTime: 100.4, bufferedTime: 120 });
    controller.dispatch({ type: 'seek', position: 500.9 });
    await reporter.stop();
    expect(sent.find((event) => event.event === 'set_position')).toMatchObject({ old_offset: 100, new_offset: 500 });
  });

  it('sends a fatal error with its reason', async () => {
    const { controller, reporter, sent, start } = setup();
    start();
    controller.dispatch({ type: 'shakaError', error: { severity: 2, category: 6, code: 6007 } });
    await reporter.stop();
    expect(sent.find((event) => event.event === 'error')).toMatchObject({ reason: '1-3-6007', code: 6007, category: 6 });
  });

  it('sends the problem report as feedback', async () => {
    const { controller, reporter, sent, start } = setup();
    start();
    controller.dispatch({ type: 'openSettings' });
    controller.dispatch({ type: 'openSettingsSection', section: 'report' });
    controller.dispatch({ type: 'toggleReportReason', reason: 'no_sound' });
    controller.dispatch({ type: 'submitReport' });
    await reporter.stop();
    expect(sent.find((event) => event.event === 'feedback')).toMatchObject({ feedback: 'Нет звука' });
  });

  it('sends a new programme when told', async () => {
    const { reporter, sent } = setup(true);
    reporter.newProgram(77);
    await reporter.stop();
    expect(sent.find((event) => event.event === 'new_program')).toMatchObject({ program_id: 77 });
  });

  it('sends quality-of-service metrics every 5 minutes and on state changes', async () => {
    const { controller, reporter, sent, start } = setup();
    start();
    vi.advanceTimersByTime(300_000);
    controller.dispatch({ type: 'waiting' });
    await reporter.stop();
    const qos = sent.filter((event) => event.event === 'qos');
    expect(qos).toContainEqual(expect.objectContaining({ playback_state: 'loading', interval_ms: 0, url: URL }));
    expect(qos).toContainEqual(expect.objectContaining({ playback_state: 'playing', interval_ms: 300_000 }));
    expect(qos.at(-1)).toMatchObject({ playback_state: 'loading', buffering_events: [{ seconds: 0, ms: 0 }] });
  });

  it('ends with stop and flushes the queue', async () => {
    const { reporter, names, start } = setup();
    start();
    await reporter.stop();
    expect(names()).toContain('stop');
  });
});

describe('viewed time and resume position', () => {
  it('reports watched seconds every 30 s and the rest on exit', async () => {
    const { controller, reporter, viewedSeconds, start } = setup();
    start();
    vi.advanceTimersByTime(30_000);
    controller.dispatch({ type: 'togglePlay' });
    vi.advanceTimersByTime(60_000);
    controller.dispatch({ type: 'togglePlay' });
    vi.advanceTimersByTime(5_000);
    await reporter.stop();
    expect(viewedSeconds).toEqual([30, 5]);
  });

  it('saves the VOD position every 10 s and on exit', async () => {
    const { controller, reporter, positions, start } = setup();
    start();
    controller.dispatch({ type: 'timeUpdate', currentTime: 42.5, bufferedTime: 60 });
    vi.advanceTimersByTime(10_000);
    controller.dispatch({ type: 'timeUpdate', currentTime: 990, bufferedTime: 1000 });
    await reporter.stop();
    expect(positions).toEqual([
      { timepoint: 42, is_viewed: false },
      { timepoint: 990, is_viewed: true },
    ]);
  });

  it('saves no position for live', async () => {
    const { reporter, positions, start } = setup(true);
    start();
    vi.advanceTimersByTime(30_000);
    await reporter.stop();
    expect(positions).toEqual([]);
  });

  it('stops its timers on stop', async () => {
    const { reporter, viewedSeconds, start } = setup();
    start();
    await reporter.stop();
    vi.advanceTimersByTime(120_000);
    expect(viewedSeconds).toEqual([]);
  });
});
