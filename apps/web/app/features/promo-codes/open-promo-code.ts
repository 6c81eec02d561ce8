/** Opens the promo-code modal; it, the PIN pad and card entry are a chunk of their own, fetched on the first press. */
export function openPromoCode(): Promise<void> {
  return import('./promo-code-modal').then((module) => module.openPromoCodeModal());
}
