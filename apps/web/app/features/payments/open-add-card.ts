/** Opens card entry to link a new card; it and the card form's rules and masks are a chunk of their own. */
export function openAddCard(): Promise<void> {
  return import('./add-card').then((module) => module.openAddCardModal());
}
