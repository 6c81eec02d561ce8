import type { PurchaseContext } from './purchase-flow';
import type { PurchaseTarget } from './purchase-modal';

/** Opens the purchase modal (spec 2 §4 Purchase flow); it and its PIN steps are a chunk of their own, fetched on the first press. */
export function openPurchase(target: PurchaseTarget, context: PurchaseContext): Promise<void> {
  return import('./purchase-modal').then((module) => module.openPurchaseModal(target, context));
}
