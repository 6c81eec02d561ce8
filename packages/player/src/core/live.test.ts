import { describe, expect, it } from 'vitest';
import { behindLive, goLive, liveRange, programAt, resumePosition } from './live';
import { next } from './reducer';
import { key, LIVE_NOW_MS, playingLive, run } from './test-support';

const NOW_S = LIVE_NOW_MS / 1000;
/** The stream keeps the last two minutes and its edge is 40 s behind now (spec 2 §9 live delay). */
const seekable = { start: NOW_S - 160, end: NOW_S - 40 };

describe('the live window', () => {
  it('is the stream’s seekable range, and under pause-live no more than its window behind the edge', () => {
    expect(liveRange({ ...playingLive(), seekable })).toEqual(seekable);
    expect(liveRange({ ...playingLive(), seekable, pauseLiveWindowS: 60 })).toEqual({ start: NOW_S - 100, end: NOW_S - 40 });
    expect(liveRange(playingLive())).toBeNull();
  });

  it('measures how far behind the live edge playback is', () => {
    expect(behindLive({ ...playingLive(70), seekable })).toBe(30);
    expect(behindLive({ ...playingLive(20), seekable })).toBe(0);
  });

  it('goes live: to the edge, playing', () => {
    const paused = { ...playingLive(90), seekable, isPaused: true };
    const { state, effects } = goLive(paused);
    expect(state).toMatchObject({ currentTime: seekable.end, isPaused: false });
    expect(effects).toEqual([{ type: 'seek', from: NOW_S - 90, position: seekable.end }, { type: 'play' }]);
    expect(next(paused, { type: 'goLive' }, LIVE_NOW_MS).state.currentTime).toBe(seekable.end);
  });
});

describe('pause-live', () => {
  const pausedAt = (behind: number) => ({
    ...playingLive(behind),
    seekable,
    pauseLiveWindowS: 60,
    isPaused: true,
    pause: { by: 'user' as const, atMs: 0 },
  });

  it('resumes where it paused while that is still in the window', () => {
    expect(resumePosition(pausedAt(80))).toBeNull();
    expect(run(pausedAt(80), [{ type: 'togglePlay' }], LIVE_NOW_MS).effects).toEqual([{ type: 'play' }]);
  });

  it('resumes a pause longer than the window at the window’s start, without an error', () => {
    const { state, effects } = run(pausedAt(300), [{ type: 'togglePlay' }], LIVE_NOW_MS);
    expect(effects).toEqual([{ type: 'seek', from: NOW_S - 300, position: NOW_S - 100 }, { type: 'play' }]);
    expect(state).toMatchObject({ currentTime: NOW_S - 100, isPaused: false, error: null });
  });

  it('keeps the window as the stream slides on while paused', () => {
    const slid = next(pausedAt(95), { type: 'seekableChanged', seekable: { start: seekable.start + 10, end: seekable.end + 10 } }, 0).state;
    expect(resumePosition(slid)).toBe(NOW_S - 90);
  });
});

describe('channel keys', () => {
  it('ask the page for the next or previous channel on live only, once per press', () => {
    expect(run(playingLive(), [key('PageUp')]).effects).toEqual([{ type: 'switchChannel', direction: 1 }]);
    expect(run(playingLive(), [key('ChannelDown')]).effects).toEqual([{ type: 'switchChannel', direction: -1 }]);
    expect(run(playingLive(), [key('PageUp', true)]).effects).toEqual([]);
    expect(run({ ...playingLive(), isLive: false }, [key('PageUp')]).effects).toEqual([]);
  });
});

describe('the programme on air', () => {
  const programs = [
    { id: 'a', start: NOW_S - 3600, end: NOW_S - 600 },
    { id: 'b', start: NOW_S - 600, end: NOW_S + 600 },
  ];
  it('is the one whose span holds the playing position', () => {
    expect(programAt(programs, NOW_S - 40)?.id).toBe('b');
    expect(programAt(programs, NOW_S - 700)?.id).toBe('a');
    expect(programAt(programs, NOW_S + 700)).toBeNull();
  });
});
