// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AURORA_SWIPE_DURATION_MS,
  AURORA_SWIPE_EDGE_PX,
  AURORA_SWIPE_THRESHOLD_PX,
  listenForSwipeBack,
  useSwipeBackOnAurora,
} from './aurora-swipe';

const AURORA_UA = 'Mozilla/5.0 (Linux; Aurora 5.1; Sailfish; rv:91.0) Gecko/91.0 Firefox/91.0 AuroraBrowser/5.1';
const WIDTH = window.innerWidth;

let clock = 0;
let back: ReturnType<typeof vi.spyOn>;
let close: ReturnType<typeof vi.spyOn>;

/** One finger down at `from`, lifted at `to` after `ms`, as the web view sends them. */
function swipe(from: number, to: number, ms: number) {
  fireEvent.touchStart(window, { touches: [{ clientX: from, clientY: 300 }], changedTouches: [{ clientX: from, clientY: 300 }] });
  clock += ms;
  fireEvent.touchEnd(window, { touches: [], changedTouches: [{ clientX: to, clientY: 300 }] });
}

beforeEach(() => {
  clock = 1000;
  back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
  close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/movies/northern-lights');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the Aurora OS swipe back (spec 1 §1, §9)', () => {
  it('has the spec constants', () => {
    expect([AURORA_SWIPE_THRESHOLD_PX, AURORA_SWIPE_EDGE_PX, AURORA_SWIPE_DURATION_MS]).toEqual([30, 24, 500]);
  });

  it('a quick leftward swipe of 30 px from the right edge goes back', () => {
    const stop = listenForSwipeBack(window, () => clock);
    swipe(WIDTH - AURORA_SWIPE_EDGE_PX, WIDTH - AURORA_SWIPE_EDGE_PX - AURORA_SWIPE_THRESHOLD_PX, AURORA_SWIPE_DURATION_MS);
    expect(back).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
    stop();
  });

  it('a swipe that starts farther than 24 px from the right edge does nothing', () => {
    const stop = listenForSwipeBack(window, () => clock);
    swipe(WIDTH - AURORA_SWIPE_EDGE_PX - 1, WIDTH - 200, 100);
    expect(back).not.toHaveBeenCalled();
    stop();
  });

  it('a swipe shorter than 30 px, or to the right, does nothing', () => {
    const stop = listenForSwipeBack(window, () => clock);
    swipe(WIDTH - 5, WIDTH - 5 - (AURORA_SWIPE_THRESHOLD_PX - 1), 100);
    swipe(WIDTH - 20, WIDTH, 100);
    expect(back).not.toHaveBeenCalled();
    stop();
  });

  it('a swipe slower than 500 ms does nothing', () => {
    const stop = listenForSwipeBack(window, () => clock);
    swipe(WIDTH - 5, WIDTH - 200, AURORA_SWIPE_DURATION_MS + 1);
    expect(back).not.toHaveBeenCalled();
    stop();
  });

  it('a two-finger touch, or one the system cancelled, does nothing', () => {
    const stop = listenForSwipeBack(window, () => clock);
    fireEvent.touchStart(window, {
      touches: [
        { clientX: WIDTH - 5, clientY: 300 },
        { clientX: 100, clientY: 300 },
      ],
    });
    fireEvent.touchEnd(window, { touches: [], changedTouches: [{ clientX: WIDTH - 100, clientY: 300 }] });
    fireEvent.touchStart(window, { touches: [{ clientX: WIDTH - 5, clientY: 300 }] });
    fireEvent.touchCancel(window, { touches: [] });
    fireEvent.touchEnd(window, { touches: [], changedTouches: [{ clientX: WIDTH - 100, clientY: 300 }] });
    expect(back).not.toHaveBeenCalled();
    stop();
  });

  it('on the root path the swipe closes the web view instead', () => {
    window.history.replaceState(null, '', '/');
    const stop = listenForSwipeBack(window, () => clock);
    swipe(WIDTH - 10, WIDTH - 100, 200);
    expect(close).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when asked', () => {
    listenForSwipeBack(window, () => clock)();
    swipe(WIDTH - 10, WIDTH - 100, 200);
    expect(back).not.toHaveBeenCalled();
  });
});

describe('useSwipeBackOnAurora', () => {
  function Page() {
    useSwipeBackOnAurora();
    return null;
  }

  it('listens only in the Aurora OS web view', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile');
    const other = render(<Page />);
    swipe(WIDTH - 10, WIDTH - 100, 0);
    expect(back).not.toHaveBeenCalled();
    other.unmount();

    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(AURORA_UA);
    const aurora = render(<Page />);
    swipe(WIDTH - 10, WIDTH - 100, 0);
    expect(back).toHaveBeenCalledTimes(1);
    aurora.unmount();
    swipe(WIDTH - 10, WIDTH - 100, 0);
    expect(back).toHaveBeenCalledTimes(1);
  });
});
