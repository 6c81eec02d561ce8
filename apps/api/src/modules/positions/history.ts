import type { ViewingHistory } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../http/contract-routes.js';
import type { Clock } from '../../lib/clock.js';
import { privateAnswer } from '../catalog/http-cache.js';
import { catalogItems } from '../catalog/items.js';
import { catalogRepo } from '../catalog/repo.js';
import type { Viewer, ViewerOf } from '../profiles/viewer.js';
import type { PositionsService } from './service.js';

type PositionEntry = Awaited<ReturnType<PositionsService['list']>>[number];

/** /my/positions: every position as its media item; items the active profile may not see are left out. */
export function viewingHistory(db: Db, clock: Clock) {
  const catalog = catalogRepo(db);
  return async (rows: PositionEntry[], viewer: Viewer): Promise<ViewingHistory['items']> => {
    const loaded = await catalogItems(catalog, viewer, clock.now()).mediaItems(rows.map((row) => row.media_item_id));
    return rows.flatMap(({ media_item_id, timepoint, is_viewed, updated_at }) => {
      const item = loaded.get(media_item_id);
      return item ? [{ ...item, position: { timepoint, is_viewed, updated_at } }] : [];
    });
  };
}

export function viewingHistoryRoutes(
  app: FastifyInstance,
  positions: PositionsService,
  history: ReturnType<typeof viewingHistory>,
  viewerOf: ViewerOf,
): void {
  route(app, 'positions.history', async ({ request, reply }) => {
    privateAnswer(reply);
    const viewer = await viewerOf(request);
    return { items: await history(await positions.list(viewer), viewer) };
  });
}
