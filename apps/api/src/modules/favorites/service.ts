import type { FavoriteItemType, FavoriteList } from '@efir/contract';
import type { z } from 'zod';
import { forbidden, notFound } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogItemsOf } from '../catalog/items.js';
import { profileOwner, type Viewer } from '../profiles/viewer.js';
import type { FavoritesRepo } from './repo.js';

type FavoriteEntry = z.infer<typeof FavoriteList>['items'][number];
interface FavoriteRef {
  item_type: FavoriteItemType;
  item_id: number;
}

/** spec 2 §4 Favourites of the active profile; only items the profile may see can be added. */
export function favoritesService(repo: FavoritesRepo, { items, clock }: { items: CatalogItemsOf; clock: Clock }) {
  const ownerOf = (viewer: Viewer): string => {
    const owner = profileOwner(viewer);
    // Access 'account' already refused visitors; a viewer here always has an owner.
    if (owner === null) throw forbidden('Sign in to keep favourites');
    return owner;
  };
  const resolve = (refs: FavoriteRef[], viewer: Viewer) => items(viewer).resolve(refs);

  return {
    async add(ref: FavoriteRef, viewer: Viewer): Promise<void> {
      const owner = ownerOf(viewer);
      if (!(await resolve([ref], viewer)).has(`${ref.item_type}:${ref.item_id}`)) throw notFound('No such item');
      await repo.add({ owner, ...ref, created_at: clock.now() });
    },

    async delete(ref: FavoriteRef, viewer: Viewer): Promise<void> {
      await repo.delete({ owner: ownerOf(viewer), ...ref });
    },

    /** Most recently added first; items the profile may no longer see are left out. */
    async list(viewer: Viewer): Promise<FavoriteEntry[]> {
      const refs = await repo.list(ownerOf(viewer));
      const resolved = await resolve(refs, viewer);
      return refs.flatMap((ref) => (resolved.get(`${ref.item_type}:${ref.item_id}`) as FavoriteEntry | undefined) ?? []);
    },
  };
}

export type FavoritesService = ReturnType<typeof favoritesService>;
