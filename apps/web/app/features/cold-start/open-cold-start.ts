/** Opens the cold-start modal (spec 2 §4 Cold start); its steps are a chunk of their own. */
export function openColdStart(): Promise<void> {
  return import('./cold-start-modal').then((module) => module.openColdStartModal());
}
