import type { FeatureToggles } from '@efir/contract';
import { useEffect } from 'react';
import { inSegment } from '../purchases/product-onboarding';

/** spec 2 §9: the recommendations modal closes after 30 s without the viewer moving the mouse. */
export const RECOMMENDATIONS_AUTO_CLOSE_MS = 30_000;

/**
 * spec 2 §4 Recommendations modal: 0 (never closes on its own) when an A/B test applies — the viewer is in the
 * segment of the recommendations_modal_ab toggle ({ab_salt, ab_percent}, split as product onboarding is) — else 30 s.
 */
export function autoCloseMs(toggles: FeatureToggles | undefined, viewerKey: string | null): number {
  const toggle = toggles?.recommendations_modal_ab as { ab_salt?: unknown; ab_percent?: unknown } | undefined;
  const applies =
    viewerKey !== null &&
    typeof toggle?.ab_salt === 'string' &&
    typeof toggle.ab_percent === 'number' &&
    inSegment(toggle.ab_salt, toggle.ab_percent, viewerKey);
  return applies ? 0 : RECOMMENDATIONS_AUTO_CLOSE_MS;
}

/** Calls `onIdle` once `ms` pass with no mouse movement; each move starts the wait again. 0 never calls it. */
export function useInactivityClose(ms: number, onIdle: () => void): void {
  useEffect(() => {
    if (ms === 0) return;
    let timer = setTimeout(onIdle, ms);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, ms);
    };
    window.addEventListener('mousemove', restart, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', restart);
    };
  }, [ms, onIdle]);
}
