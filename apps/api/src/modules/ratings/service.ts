import type { RatingSetBody } from '@efir/contract';
import { forbidden } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/service.js';
import { profileOwner, type Viewer } from '../profiles/viewer.js';
import type { RatingsRepo } from './repo.js';

/** spec 2 §4 Rating modal: the active profile's own score of a film or series, shown back as the item's `ratings.user`. */
export function ratingsService(repo: RatingsRepo, { catalog, clock }: { catalog: CatalogService; clock: Clock }) {
  const ownerOf = (viewer: Viewer): string => {
    const owner = profileOwner(viewer);
    if (owner === null) throw forbidden('Sign in to rate');
    return owner;
  };
  /** What is rated: a season or episode is its series; an item the profile may not see is no item (404). */
  const ratedItem = async (contentId: number, viewer: Viewer): Promise<number> => {
    const item = await catalog.mediaItem(String(contentId), viewer);
    return item.series_id ?? item.id;
  };

  return {
    async set({ content_id, rating }: RatingSetBody, viewer: Viewer): Promise<void> {
      const owner = ownerOf(viewer);
      await repo.set({ owner, media_item_id: await ratedItem(content_id, viewer), rating, rated_at: clock.now() });
    },
    async delete(contentId: number, viewer: Viewer): Promise<void> {
      const owner = ownerOf(viewer);
      await repo.delete(owner, await ratedItem(contentId, viewer));
    },
  };
}

export type RatingsService = ReturnType<typeof ratingsService>;
