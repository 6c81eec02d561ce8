/** Opens bonus activation; the modal and its code step are a chunk of their own, fetched on the first press. */
export function openBonusActivation(programId: number, done: string): Promise<void> {
  return import('./bonus-activation-modal').then((module) => module.openBonusActivationModal(programId, done));
}
