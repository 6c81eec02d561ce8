import type { FeatureToggles } from '@efir/contract';

/** spec 1 §9: feature toggles refresh every 1440 minutes. */
export const FEATURE_TOGGLES_REFRESH_MS = 1440 * 60_000;

/**
 * spec 1 §7: the toggles the page started with are asked for again every 24 hours and replace the old ones; a failed
 * refresh keeps them until the next.
 */
export function refreshFeatureToggles(fetchToggles: () => Promise<FeatureToggles>, apply: (toggles: FeatureToggles) => void) {
  const timer = setInterval(() => {
    fetchToggles().then(apply, () => undefined);
  }, FEATURE_TOGGLES_REFRESH_MS);
  return () => clearInterval(timer);
}
