import type { SearchItem } from '@efir/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { catalogItems } from '../catalog/items.js';
import { catalogRepo } from '../catalog/repo.js';
import type { Viewer } from '../catalog/viewer.js';
import { type SearchHit, searchRepo } from './repo.js';

type Kind = SearchItem['item_type'];

/** Search across films and series, channels, karaoke and collections, one ranked list within the profile's limits. */
export function searchService(db: Db, clock: Clock) {
  const repo = searchRepo(db);
  const catalog = catalogRepo(db);

  return {
    async search(query: string, limit: number, viewer: Viewer): Promise<SearchItem[]> {
      const [mediaItems, channels, karaokeItems, collections] = await Promise.all([
        repo.mediaItems(query, viewer.limits, limit),
        repo.channels(query, viewer.limits, limit),
        repo.karaokeItems(query, viewer.limits, limit),
        repo.collections(query, limit),
      ]);
      const tagged = (kind: Kind, hits: SearchHit[]) => hits.map((hit) => ({ kind, ...hit }));
      const ranked = [
        ...tagged('media_item', mediaItems),
        ...tagged('channel', channels),
        ...tagged('karaoke_item', karaokeItems),
        ...tagged('collection', collections),
      ]
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
      const resolved = await catalogItems(catalog, viewer, clock.now()).resolve(
        ranked.map((hit) => ({ item_type: hit.kind, item_id: hit.id })),
      );
      return ranked.flatMap((hit) => (resolved.get(`${hit.kind}:${hit.id}`) as SearchItem | undefined) ?? []);
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
