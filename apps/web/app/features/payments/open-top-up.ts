/** Opens the top-up modal; it and the bank's 3-D Secure frame are a chunk of their own, fetched on the first press. */
export function openTopUp(): Promise<void> {
  return import('./top-up-modal').then((module) => module.openTopUpModal());
}
