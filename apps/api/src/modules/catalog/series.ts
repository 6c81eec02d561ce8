import type { MediaItem } from '@efir/contract';
import { notFound } from '../../http/problem.js';
import type { Viewer } from '../profiles/viewer.js';
import type { CatalogItemsOf } from './items.js';
import type { SeriesRepo } from './series-repo.js';

const isId = (value: string) => /^\d{1,9}$/.test(value);

/**
 * The structure of a series (spec 2 §3 series and season links, order numbers): its seasons and a season's
 * episodes. A parent above the profile's limits is absent (404) and so are children above them.
 */
export function seriesService(repo: SeriesRepo, { items: itemsOf }: { items: CatalogItemsOf }) {
  async function children(parent: 'series' | 'season', idOrSlug: string, viewer: Viewer): Promise<MediaItem[]> {
    const id = isId(idOrSlug) ? Number(idOrSlug) : await repo.idBySlug(parent, idOrSlug);
    const what = parent === 'series' ? 'No such series' : 'No such season';
    if (id === undefined || (await repo.typeOf(id)) !== parent) throw notFound(what);
    const items = itemsOf(viewer);
    const childIds = await repo.childIds(parent, id);
    const loaded = await items.mediaItems([id, ...childIds]);
    if (!loaded.has(id)) throw notFound(what);
    return childIds.flatMap((childId) => loaded.get(childId) ?? []);
  }

  return {
    seasons: (idOrSlug: string, viewer: Viewer) => children('series', idOrSlug, viewer),
    episodes: (idOrSlug: string, viewer: Viewer) => children('season', idOrSlug, viewer),

    /**
     * spec 2 §3 series_position for the positions' owner (null for a request without a session): the episode
     * played last, or the one after it once it was watched to the end. An episode above the profile's limits is none.
     */
    async seriesPosition(idOrSlug: string, owner: string | null, viewer: Viewer) {
      const id = isId(idOrSlug) ? Number(idOrSlug) : await repo.idBySlug('series', idOrSlug);
      if (id === undefined || (await repo.typeOf(id)) !== 'series') throw notFound('No such series');
      const items = itemsOf(viewer);
      const last = owner === null ? undefined : await repo.lastPlayed(owner, id);
      const episodeId = last?.is_viewed ? await repo.episodeAfter(id, last.season_order ?? 0, last.order_number ?? 0) : last?.id;
      const loaded = await items.mediaItems(episodeId === undefined ? [id] : [id, episodeId]);
      if (!loaded.has(id)) throw notFound('No such series');
      const episode = episodeId === undefined ? undefined : loaded.get(episodeId);
      if (!episode || episode.season_id === null || episode.season_slug === null) return { series_position: null, episode: null };
      return { series_position: { episode_id: episode.id, season_id: episode.season_id, season_slug: episode.season_slug }, episode };
    },
  };
}

export type SeriesService = ReturnType<typeof seriesService>;
