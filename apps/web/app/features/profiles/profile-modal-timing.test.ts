import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MODAL_DELAY_MS, scheduleProfileModal, skipProfilesCookie } from './profile-modal-timing';

const signedIn = { isAuth: true, hasLayout: true, skipProfiles: false, profileChosen: false };

describe('the profile modal at start', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 500 ms after start for a signed-in viewer on a page with a layout', () => {
    const open = vi.fn();
    scheduleProfileModal(signedIn, open);
    vi.advanceTimersByTime(PROFILE_MODAL_DELAY_MS - 1);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledOnce();
  });

  it('does not open for a visitor, on a page without a layout, when skipProfiles is stored, or once this sign-in chose a profile', () => {
    const open = vi.fn();
    scheduleProfileModal({ ...signedIn, isAuth: false }, open);
    scheduleProfileModal({ ...signedIn, hasLayout: false }, open);
    scheduleProfileModal({ ...signedIn, skipProfiles: true }, open);
    scheduleProfileModal({ ...signedIn, profileChosen: true }, open);
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
  });

  it('is cancelled when the page goes before the delay', () => {
    const open = vi.fn();
    scheduleProfileModal(signedIn, open)();
    vi.advanceTimersByTime(PROFILE_MODAL_DELAY_MS);
    expect(open).not.toHaveBeenCalled();
  });

  it('stores skipProfiles in a cookie for 240 minutes', () => {
    expect(skipProfilesCookie()).toBe('skipProfiles=1; Max-Age=14400; Path=/; SameSite=Lax');
  });
});
