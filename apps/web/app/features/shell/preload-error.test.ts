import { describe, expect, it, vi } from 'vitest';
import { forwardPreloadErrors, PRELOAD_ERROR_EVENT } from './preload-error';

describe('a failed route chunk load', () => {
  it("raises a 'preload-error' event", () => {
    const target = new EventTarget();
    const heard = vi.fn();
    target.addEventListener(PRELOAD_ERROR_EVENT, heard);
    const stop = forwardPreloadErrors(target);
    target.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: new Error('chunk') }));
    expect(heard).toHaveBeenCalledOnce();
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toBeInstanceOf(Error);
    stop();
    target.dispatchEvent(new Event('vite:preloadError'));
    expect(heard).toHaveBeenCalledOnce();
  });
});
