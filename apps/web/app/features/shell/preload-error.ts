/** The event spec 1 §2 raises when a route's code chunk fails to load. */
export const PRELOAD_ERROR_EVENT = 'preload-error';

/** Vite reports a failed chunk as 'vite:preloadError'; the app hears it as 'preload-error'. */
export function forwardPreloadErrors(target: EventTarget): () => void {
  const forward = (event: Event) => {
    target.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: (event as Event & { payload?: unknown }).payload }));
  };
  target.addEventListener('vite:preloadError', forward);
  return () => target.removeEventListener('vite:preloadError', forward);
}
