import type { RandomPick } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { Access, Openable } from '../entitlements/service.js';
import type { Viewer, ViewerOf } from '../profiles/viewer.js';
import { privateAnswer } from './http-cache.js';
import type { CatalogRepo } from './repo.js';
import type { CatalogService } from './service.js';

/** How many random titles a draw asks whether they open, a few queries each. */
export const RANDOM_CANDIDATES = 24;

export type Opens = (accountId: string | null, what: Openable) => Promise<Access | undefined>;

/**
 * /my/random: a film or series the viewer may play now — free, or held by a purchase or subscription — within the
 * active profile's limits; `except` is the one on screen, so «Другой» shows another.
 */
export function randomPicker(repo: CatalogRepo, catalog: Pick<CatalogService, 'items'>, opens: Opens) {
  const firstOpen = async (viewer: Viewer, ids: number[]): Promise<RandomPick | undefined> => {
    for (const id of ids) {
      const access = await opens(viewer.accountId, { type: 'media_item', id });
      if (!access?.open) continue;
      const item = (await catalog.items(viewer).mediaItems([id])).get(id);
      if (item) return { item };
    }
    return undefined;
  };
  // A draw from the whole catalogue gives what the viewer holds its fair chance; in a catalogue mostly paid it may
  // hold nothing that opens, so a draw of free titles follows.
  return async (viewer: Viewer, except?: number): Promise<RandomPick> =>
    (await firstOpen(viewer, await repo.randomPlayableIds(viewer.limits, except, RANDOM_CANDIDATES))) ??
    (await firstOpen(viewer, await repo.randomPlayableIds(viewer.limits, except, RANDOM_CANDIDATES, true))) ?? { item: null };
}

export function randomRoutes(app: FastifyInstance, pick: ReturnType<typeof randomPicker>, viewerOf: ViewerOf): void {
  route(app, 'mediaItems.random', async ({ query, request, reply }) => {
    privateAnswer(reply);
    return pick(await viewerOf(request), query.except);
  });
}
