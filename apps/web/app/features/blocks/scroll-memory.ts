/** spec 1 §3 Media scroll record, kept as a list in session storage under `mediaViewScrolls`. */
export const MEDIA_VIEW_SCROLLS_KEY = 'mediaViewScrolls';
/** spec 1 §3: scroll positions are saved 200 ms after scrolling stops. */
export const MEDIA_VIEW_SCROLL_DEBOUNCE_MS = 200;

export interface MediaScroll {
  id: string;
  scrollY: number;
}

export function readScrolls(storage: Pick<Storage, 'getItem'>): MediaScroll[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(MEDIA_VIEW_SCROLLS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((entry) => typeof entry?.id === 'string' && typeof entry.scrollY === 'number') : [];
  } catch {
    return [];
  }
}

export function writeScroll(storage: Pick<Storage, 'getItem' | 'setItem'>, id: string, scrollY: number): void {
  const others = readScrolls(storage).filter((entry) => entry.id !== id);
  storage.setItem(MEDIA_VIEW_SCROLLS_KEY, JSON.stringify([...others, { id, scrollY }]));
}

/** Whether this session saved a scroll position for the view (the browser only: there is no storage on the server). */
export function hasSavedScroll(id: string): boolean {
  return typeof sessionStorage !== 'undefined' && readScrolls(sessionStorage).some((entry) => entry.id === id && entry.scrollY > 0);
}
