import type { TopBanner } from '@efir/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterTopBannerTimeout, showsTopBanner, TOP_BANNER_TIMEOUT_MS, type TopBannerPlace } from './top-banner-rules';

const banner: TopBanner = {
  pages: ['home', 'kids'],
  param_name: null,
  param_val: null,
  onlyNotAuth: false,
  text: 'Месяц за 1 ₽',
  target: { url: '/services', text: 'Подключить' },
  colors: { bg: '#ffd84d', text: '#1a1400', btn_bg: '#1a1400', btn_text: '#ffd84d' },
};
const home: TopBannerPlace = { brandShowsTopBanner: true, mainView: 'home', search: new URLSearchParams(), isAuth: false };

describe('the top info banner (spec 1 §1, §3, §9)', () => {
  it('shows on the main views it lists, for the main brand only', () => {
    expect(showsTopBanner(banner, home)).toBe(true);
    expect(showsTopBanner(banner, { ...home, mainView: 'kids' })).toBe(true);
    expect(showsTopBanner(banner, { ...home, mainView: 'sport' })).toBe(false);
    expect(showsTopBanner(banner, { ...home, mainView: null })).toBe(false);
    expect(showsTopBanner(banner, { ...home, brandShowsTopBanner: false })).toBe(false);
  });

  it('with param_name, shows only when the address carries that parameter equal to param_val', () => {
    const campaign = { ...banner, param_name: 'promo', param_val: 'spring' };
    expect(showsTopBanner(campaign, { ...home, search: new URLSearchParams('promo=spring') })).toBe(true);
    expect(showsTopBanner(campaign, { ...home, search: new URLSearchParams('promo=autumn') })).toBe(false);
    expect(showsTopBanner(campaign, home)).toBe(false);
    const anyValue = { ...banner, param_name: 'promo', param_val: null };
    expect(showsTopBanner(anyValue, { ...home, search: new URLSearchParams('promo') })).toBe(true);
  });

  it('onlyNotAuth keeps it from signed-in viewers; otherwise everyone sees it', () => {
    expect(showsTopBanner({ ...banner, onlyNotAuth: true }, home)).toBe(true);
    expect(showsTopBanner({ ...banner, onlyNotAuth: true }, { ...home, isAuth: true })).toBe(false);
    expect(showsTopBanner(banner, { ...home, isAuth: true })).toBe(true);
  });

  it('does not show when the operator set none', () => {
    expect(showsTopBanner(null, home)).toBe(false);
    expect(showsTopBanner(undefined, home)).toBe(false);
  });

  describe('its timeout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('appears 500 ms after the main view opens, not before', () => {
      const show = vi.fn();
      afterTopBannerTimeout(show);
      vi.advanceTimersByTime(TOP_BANNER_TIMEOUT_MS - 1);
      expect(show).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(show).toHaveBeenCalledOnce();
      expect(TOP_BANNER_TIMEOUT_MS).toBe(500);
    });

    it('never appears once the viewer has left the view', () => {
      const show = vi.fn();
      const cancel = afterTopBannerTimeout(show);
      vi.advanceTimersByTime(200);
      cancel();
      vi.advanceTimersByTime(TOP_BANNER_TIMEOUT_MS);
      expect(show).not.toHaveBeenCalled();
    });
  });
});
