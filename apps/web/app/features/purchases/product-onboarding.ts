import type { FeatureToggles, ProductOnboarding } from '@efir/contract';

export type OnboardingProduct = ProductOnboarding['products'][number];

/** FNV-1a: the same viewer always lands in the same A/B half, in the browser and on the server alike. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** Whether a viewer falls in the toggle's A/B segment: ab_percent of viewers, split by ab_salt. */
export const inSegment = (salt: string, percent: number, viewerKey: string) => hash(`${salt}:${viewerKey}`) % 100 < percent;

/**
 * spec 2 §4 Purchase flow step 5: after a purchase, the product onboarding of show_product_onboarding_modal when the
 * toggle is on, the viewer is in its A/B segment and one of its products lists the service bought; null otherwise.
 */
export function onboardingAfter(
  toggles: FeatureToggles | undefined,
  serviceId: number | null,
  viewerKey: string | null,
): OnboardingProduct | null {
  if (serviceId === null || viewerKey === null) return null;
  const toggle = toggles?.show_product_onboarding_modal;
  if (!isOnboarding(toggle) || !inSegment(toggle.ab_salt, toggle.ab_percent, viewerKey)) return null;
  return toggle.products.find((product) => Array.isArray(product?.ids) && product.ids.includes(serviceId)) ?? null;
}

/** The toggle's shape, checked by hand: the browser bundle carries no zod (apps/web/vite.config.ts). */
function isOnboarding(value: unknown): value is ProductOnboarding {
  if (typeof value !== 'object' || value === null) return false;
  const toggle = value as Partial<ProductOnboarding>;
  return typeof toggle.ab_salt === 'string' && typeof toggle.ab_percent === 'number' && Array.isArray(toggle.products);
}

/** An operator's text in the viewer's language, else Russian, else any. */
export const inLanguage = (text: Record<string, string>, language: string) => text[language] ?? text.rus ?? Object.values(text)[0] ?? '';
