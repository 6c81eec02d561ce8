import { describe, expect, it, vi } from 'vitest';
import { startAppAnalytics } from './app-analytics';

function fakeBrowser(referrer = '') {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState, referrer });
  let now = 1_000_000;
  let path = '/';
  const send = { track: vi.fn(), flushOnExit: vi.fn() };
  const env = { window, document, now: () => now, path: () => path };
  return {
    env,
    send,
    tick: (ms: number) => {
      now += ms;
    },
    go: (to: string) => {
      path = to;
    },
    names: () => send.track.mock.calls.map(([name]) => name),
  };
}

const pageTransition = (type: string, persisted: boolean) => Object.assign(new Event(type), { persisted });

describe('the app session’s analytics', () => {
  it('starts with the page load and the referrer’s host only, counts each page once, and quits with its seconds', () => {
    const browser = fakeBrowser('https://search.example/results?q=private');
    const analytics = startAppAnalytics(browser.env, browser.send);
    expect(browser.send.track).toHaveBeenCalledWith('start_app', { path: '/', referrer: 'search.example' });
    analytics.pageView('/');
    analytics.pageView('/');
    browser.go('/movies');
    analytics.pageView('/movies');
    browser.tick(61_400);
    expect(browser.send.flushOnExit).not.toHaveBeenCalled();
    browser.env.window.dispatchEvent(pageTransition('pagehide', false));
    expect(browser.names()).toEqual(['start_app', 'page_view', 'page_view', 'quit_app']);
    expect(browser.send.track).toHaveBeenLastCalledWith('quit_app', { path: '/movies', seconds: 61 });
    expect(browser.send.flushOnExit).toHaveBeenCalledOnce();
  });

  it('a page back from the back-forward cache starts again; a hidden page sends what waits', () => {
    const browser = fakeBrowser();
    startAppAnalytics(browser.env, browser.send);
    browser.env.window.dispatchEvent(pageTransition('pagehide', true));
    browser.env.window.dispatchEvent(pageTransition('pageshow', false));
    browser.env.window.dispatchEvent(pageTransition('pageshow', true));
    expect(browser.names()).toEqual(['start_app', 'quit_app', 'start_app']);
    expect(browser.send.track).toHaveBeenNthCalledWith(1, 'start_app', { path: '/', referrer: null });
    browser.env.document.visibilityState = 'hidden';
    browser.env.document.dispatchEvent(new Event('visibilitychange'));
    expect(browser.send.flushOnExit).toHaveBeenCalledTimes(2);
  });

  it('stops listening when stopped', () => {
    const browser = fakeBrowser();
    startAppAnalytics(browser.env, browser.send).stop();
    browser.env.window.dispatchEvent(pageTransition('pagehide', false));
    browser.env.document.dispatchEvent(new Event('visibilitychange'));
    expect(browser.names()).toEqual(['start_app']);
    expect(browser.send.flushOnExit).not.toHaveBeenCalled();
  });
});
