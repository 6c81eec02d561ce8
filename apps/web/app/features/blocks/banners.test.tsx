// @vitest-environment jsdom
import type { MediaBlockItem } from '@efir/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_PIXEL_VISIBLE_RATIO } from './ad-pixel';
import { renderBlock } from './registry';
import { block, renderWith } from './test-support';

const banner = (id: number, pixels: boolean) =>
  ({
    item_type: 'banner',
    id,
    title: `Banner ${id}`,
    subtitle: null,
    summary: null,
    target: { type: 'url', link: '/collections' },
    images: { desktop: '/img/d', mobile: '/img/m' },
    color: '#000000',
    labels: [],
    advertiser_info: pixels ? { owner: 'Partner', token: 'erid-1', font_color: '#ffffff' } : null,
    ad_pixel: pixels ? { links: { show_url: `/api/v1/ads/banners/${id}/show`, click_url: `/api/v1/ads/banners/${id}/click` } } : null,
    size: 'small',
    is_clickable: true,
  }) as unknown as MediaBlockItem;

/** Each observed element, and what shows it: the tests scroll banners into view by hand. */
const observed: { element: Element; show: (ratio: number) => void }[] = [];
const images: string[] = [];
const fetched: string[] = [];

beforeEach(() => {
  observed.length = 0;
  images.length = 0;
  fetched.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private connected = true;
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({
          element,
          show: (ratio) => {
            if (this.connected)
              this.callback(
                [{ isIntersecting: ratio > 0, intersectionRatio: ratio, target: element } as IntersectionObserverEntry],
                this as never,
              );
          },
        });
      }
      disconnect() {
        this.connected = false;
      }
    },
  );
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        images.push(url);
      }
    },
  );
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve(new Response(null));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const guest = { isAuth: false, path: '/', eager: false };

describe('banner ad pixels (spec 2 §7)', () => {
  it('asks for the show pixel once, when half the banner is on screen, and the click pixel on a click', () => {
    renderWith(renderBlock(block({ type: 'banners', display_type: 'small', items: [banner(7, true)] }), guest));
    expect(observed).toHaveLength(1);
    observed[0]!.show(AD_PIXEL_VISIBLE_RATIO / 2);
    expect(images).toEqual([]);
    observed[0]!.show(AD_PIXEL_VISIBLE_RATIO);
    observed[0]!.show(1);
    expect(images).toEqual(['/api/v1/ads/banners/7/show']);
    fireEvent.click(screen.getByRole('link', { name: /Banner 7/ }));
    expect(fetched).toEqual(['/api/v1/ads/banners/7/click']);
  });

  it('a banner without pixels asks for none', () => {
    renderWith(renderBlock(block({ type: 'banners', display_type: 'small', items: [banner(8, false)] }), guest));
    expect(observed).toHaveLength(0);
    fireEvent.click(screen.getByRole('link', { name: /Banner 8/ }));
    expect(images).toEqual([]);
    expect(fetched).toEqual([]);
  });
});
