import { useEffect } from 'react';
import { useNavigationType } from 'react-router';
import { MEDIA_VIEW_SCROLL_DEBOUNCE_MS, readScrolls, writeScroll } from './scroll-memory';

/**
 * Remembers where the viewer scrolled on a media view and goes back there on back/forward and reload, once every
 * block is on the page (`complete`), so the page is long enough to get there.
 */
export function useMediaViewScroll(id: string, complete = true) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP' && complete) {
      const saved = readScrolls(sessionStorage).find((entry) => entry.id === id);
      if (saved) window.scrollTo(0, saved.scrollY);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => writeScroll(sessionStorage, id, window.scrollY), MEDIA_VIEW_SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [id, navigationType, complete]);
}
