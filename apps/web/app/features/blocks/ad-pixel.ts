import { useCallback } from 'react';

/** How much of a banner must be on screen for its show pixel. */
export const AD_PIXEL_VISIBLE_RATIO = 0.5;

/** spec 2 §7: ad pixels are requested as images. */
export function requestPixel(url: string): void {
  new Image().src = url;
}

/**
 * A click may leave the page (an advertiser's link): a keepalive request outlives it, where an image's would be
 * cancelled with the page. Still a plain GET with the cookies, as the image's would be.
 */
export function requestClickPixel(url: string): void {
  void fetch(url, { keepalive: true, credentials: 'include', mode: 'no-cors' }).catch(() => undefined);
}

/**
 * The show pixel, once per mount, when half the banner is on screen (a carousel's hidden slides are not shown): a ref
 * for the banner's element.
 */
export function useShowPixel(url: string | undefined): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!url || !element) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= AD_PIXEL_VISIBLE_RATIO)) return;
          observer.disconnect();
          requestPixel(url);
        },
        { threshold: AD_PIXEL_VISIBLE_RATIO },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [url],
  );
}
