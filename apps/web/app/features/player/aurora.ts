import { useEffect } from 'react';

/** Aurora OS web views name the system in their user agent. */
const AURORA_OS = /aurora/i;

export function isAurora(userAgent: string): boolean {
  return AURORA_OS.test(userAgent);
}

type LockableOrientation = ScreenOrientation & { lock?: (orientation: 'landscape') => Promise<void> };

/**
 * Spec 1 §2: in the Aurora OS web view, player, trailer and embed pages ask for landscape; leaving gives the
 * orientation back to the system.
 */
export function useLandscapeOnAurora(): void {
  useEffect(() => {
    if (!isAurora(navigator.userAgent)) return;
    const orientation = screen.orientation as LockableOrientation | undefined;
    orientation?.lock?.('landscape').catch(() => undefined);
    return () => orientation?.unlock();
  }, []);
}
