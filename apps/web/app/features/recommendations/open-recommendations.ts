import type { RecommendationsOptions } from './options';

/** Opens the recommendations modal after an item (spec 2 §4); its content is a chunk of its own. */
export function openRecommendations(mediaItemId: number, options: RecommendationsOptions = {}): Promise<void> {
  return import('./recommendations-modal').then((module) => module.openRecommendationsModal(mediaItemId, options));
}
