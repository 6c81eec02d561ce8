import { afterEach, describe, expect, it, vi } from 'vitest';
import { ECHO_WINDOW_MS, isOwnEcho, trackWrite } from './own-writes';

afterEach(() => vi.useRealTimers());

describe('a tab’s own changes', () => {
  it('a purchase in flight, and for a while after its answer, makes a pushed reload its echo; later ones are not', async () => {
    vi.useFakeTimers();
    expect(isOwnEcho()).toBe(false);
    let answer!: () => void;
    const buying = trackWrite('buy.content', new Promise<void>((resolve) => (answer = resolve)));
    expect(isOwnEcho()).toBe(true);
    answer();
    await buying;
    vi.advanceTimersByTime(ECHO_WINDOW_MS - 1);
    expect(isOwnEcho()).toBe(true);
    vi.advanceTimersByTime(2);
    expect(isOwnEcho()).toBe(false);
  });

  it('a call the server does not echo (analytics, a read) changes nothing', async () => {
    vi.useFakeTimers();
    vi.advanceTimersByTime(ECHO_WINDOW_MS * 2);
    await trackWrite('payments.history', Promise.resolve());
    expect(isOwnEcho()).toBe(false);
  });
});
