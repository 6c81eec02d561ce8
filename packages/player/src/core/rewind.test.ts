import { describe, expect, it } from 'vitest';
import { isRewind, rewindDelta, shownTime } from './selectors';
import { HOUR_START_S, key, LIVE_NOW_MS, playingLive, playingVod, run } from './test-support';

const keyUp = (code: string) => ({ type: 'keyUp', code }) as const;

describe('rewind by keys', () => {
  it('rewind accumulates in 15 s steps and applies on key release', () => {
    let step = run(playingVod(600), [key('ArrowRight')], 0);
    step = run(step.state, [key('ArrowRight', true)], 100);
    step = run(step.state, [key('ArrowRight', true)], 200);
    expect(step.effects).toEqual([]);
    expect(step.state.rewind).toEqual({ by: 'keys', from: 600, to: 645 });
    expect(step.state.currentTime).toBe(600);
    expect(shownTime(step.state)).toBe(645);
    expect(rewindDelta(step.state)).toBe(45);

    const released = run(step.state, [keyUp('ArrowRight')], 300);
    expect(released.effects).toEqual([{ type: 'seek', from: 600, position: 645 }]);
    expect(released.state.currentTime).toBe(645);
    expect(isRewind(released.state)).toBe(false);
  });

  it('drops auto-repeats that come within 70 ms of the last step', () => {
    let step = run(playingVod(600), [key('ArrowRight')], 0);
    step = run(step.state, [key('ArrowRight', true)], 69);
    expect(step.state.rewind?.to).toBe(615);
    step = run(step.state, [key('ArrowRight', true)], 70);
    expect(step.state.rewind?.to).toBe(630);
  });

  it('separate presses each add a step, however quick', () => {
    const { state } = run(playingVod(600), [key('ArrowRight'), key('ArrowRight'), key('ArrowRight')], 0);
    expect(state.rewind?.to).toBe(645);
  });

  it('steps back with the left arrow and can change direction while held', () => {
    let step = run(playingVod(600), [key('ArrowLeft')], 0);
    step = run(step.state, [key('ArrowLeft', true)], 100);
    step = run(step.state, [key('ArrowRight')], 200);
    expect(step.state.rewind).toEqual({ by: 'keys', from: 600, to: 585 });
  });

  it('is clamped to the start of the item', () => {
    const { state, effects } = run(playingVod(10), [key('ArrowLeft'), keyUp('ArrowLeft')]);
    expect(effects).toEqual([{ type: 'seek', from: 10, position: 0 }]);
    expect(state.currentTime).toBe(0);
  });

  it('is clamped to the duration', () => {
    const { effects } = run(playingVod(3590, 3600), [key('ArrowRight'), keyUp('ArrowRight')]);
    expect(effects).toEqual([{ type: 'seek', from: 3590, position: 3600 }]);
  });

  it('does not seek when the clamped target is where playback already is', () => {
    const { state, effects } = run(playingVod(0), [key('ArrowLeft'), keyUp('ArrowLeft')]);
    expect(effects).toEqual([]);
    expect(state.rewind).toBeNull();
  });

  it('on live is capped at now', () => {
    const { effects } = run(playingLive(5), [key('ArrowRight'), keyUp('ArrowRight')], LIVE_NOW_MS);
    expect(effects).toEqual([{ type: 'seek', from: LIVE_NOW_MS / 1000 - 5, position: LIVE_NOW_MS / 1000 }]);
  });

  it('on live is held within the current hour', () => {
    const nearHourStart = { ...playingLive(), currentTime: HOUR_START_S + 10 };
    const { effects } = run(nearHourStart, [key('ArrowLeft'), keyUp('ArrowLeft')], LIVE_NOW_MS);
    expect(effects).toEqual([{ type: 'seek', from: HOUR_START_S + 10, position: HOUR_START_S }]);
  });

  it('a key release without a pending rewind does nothing', () => {
    const state = playingVod();
    expect(run(state, [keyUp('ArrowLeft')]).state).toBe(state);
  });

  it('is ignored during an ad', () => {
    const { state } = run({ ...playingVod(), isAdPlaying: true }, [key('ArrowRight')]);
    expect(state.rewind).toBeNull();
  });

  it('seeking back from the end makes the item playable again', () => {
    const ended = { ...playingVod(3600, 3600), isEnded: true, isPaused: true };
    const { state } = run(ended, [key('ArrowLeft'), keyUp('ArrowLeft')]);
    expect(state.isEnded).toBe(false);
    expect(state.currentTime).toBe(3585);
  });
});

describe('timeline drag', () => {
  it('holds the rewind state while dragging and commits on release', () => {
    let step = run(playingVod(100), [{ type: 'timelineDragStart', position: 200 }]);
    expect(step.state.rewind).toEqual({ by: 'drag', from: 100, to: 200 });
    step = run(step.state, [
      { type: 'timelineDragMove', position: 300 },
      { type: 'timeUpdate', currentTime: 101, bufferedTime: 150 },
    ]);
    expect(step.effects).toEqual([]);
    expect(shownTime(step.state)).toBe(300);
    step = run(step.state, [{ type: 'timelineDragEnd' }]);
    expect(step.effects).toEqual([{ type: 'seek', from: 101, position: 300 }]);
    expect(step.state.rewind).toBeNull();
  });

  it('clamps the dragged position to the timeline', () => {
    const { state } = run(playingVod(100, 1000), [{ type: 'timelineDragStart', position: 5000 }]);
    expect(state.rewind?.to).toBe(1000);
  });

  it('ignores moves and releases without a drag in progress', () => {
    const state = playingVod();
    expect(run(state, [{ type: 'timelineDragMove', position: 5 }, { type: 'timelineDragEnd' }]).state).toBe(state);
  });

  it('rewind keys do not disturb a drag, nor a drag a key rewind', () => {
    const dragging = run(playingVod(100), [
      { type: 'timelineDragStart', position: 200 },
      key('ArrowRight'),
      { type: 'keyUp', code: 'ArrowRight' },
    ]);
    expect(dragging.state.rewind).toEqual({ by: 'drag', from: 100, to: 200 });
    const keying = run(playingVod(100), [key('ArrowRight'), { type: 'timelineDragStart', position: 500 }, { type: 'timelineDragEnd' }]);
    expect(keying.state.rewind).toEqual({ by: 'keys', from: 100, to: 115 });
  });

  it('a click on the timeline seeks at once, clamped', () => {
    expect(run(playingVod(100, 1000), [{ type: 'seek', position: 1200 }]).effects).toEqual([{ type: 'seek', from: 100, position: 1000 }]);
  });

  it('a click during an ad does nothing', () => {
    expect(run({ ...playingVod(), isAdPlaying: true }, [{ type: 'seek', position: 5 }]).effects).toEqual([]);
  });
});
