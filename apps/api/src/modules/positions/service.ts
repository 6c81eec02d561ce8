import type { LanguageCode, MediaItem, MediaPosition, UpNextEpisode, ViewingHistory } from '@efir/contract';
import { translate } from '../../db/schema/i18n.js';
import { forbidden, notFound } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogItemsOf } from '../catalog/items.js';
import { imageUrl } from '../images/image-ref.js';
import { positionsOwner, type Viewer } from '../profiles/viewer.js';
import type { Session } from '../sessions/service.js';
import type { PositionsRepo } from './repo.js';

/** Resume across devices, continue watching, the viewing history, binge-watching and viewed time (spec 2 §3, §7). */
export function positionsService(repo: PositionsRepo, { clock, items }: { clock: Clock; items: CatalogItemsOf }) {
  const ownerOf = (viewer: Viewer): string => {
    const owner = positionsOwner(viewer);
    // Access 'session' already gave every caller a session; a viewer here always has an owner.
    if (owner === null) throw forbidden('Positions need a session');
    return owner;
  };

  async function playable(mediaItemId: number) {
    const item = await repo.playableItem(mediaItemId);
    if (!item || (item.type !== 'film' && item.type !== 'episode')) throw notFound('No film or episode with this id');
    return item;
  }

  return {
    async get(viewer: Viewer, mediaItemId: number): Promise<MediaPosition | null> {
      const row = await repo.get(ownerOf(viewer), mediaItemId);
      return row ? { timepoint: row.timepoint, is_viewed: row.is_viewed } : null;
    },

    async list(viewer: Viewer) {
      const rows = await repo.list(ownerOf(viewer));
      return rows.map((row) => ({
        media_item_id: row.media_item_id,
        timepoint: row.timepoint,
        is_viewed: row.is_viewed,
        updated_at: row.updated_at.toISOString(),
      }));
    },

    /** /my/positions: every position as its media item; items the active profile may not see are left out. */
    async history(viewer: Viewer): Promise<ViewingHistory['items']> {
      const rows = await repo.list(ownerOf(viewer));
      const loaded = await items(viewer).mediaItems(rows.map((row) => row.media_item_id));
      return rows.flatMap(({ media_item_id, timepoint, is_viewed, updated_at }) => {
        const item = loaded.get(media_item_id);
        return item ? [{ ...item, position: { timepoint, is_viewed, updated_at: updated_at.toISOString() } }] : [];
      });
    },

    /** The continue-watching block: films and episodes started and not finished, most recent first. */
    async continueWatching(viewer: Viewer): Promise<(MediaItem & { position: MediaPosition })[]> {
      const started = (await repo.list(ownerOf(viewer))).filter((row) => !row.is_viewed);
      const loaded = await items(viewer).mediaItems(started.map((row) => row.media_item_id));
      return started.flatMap(({ media_item_id, timepoint, is_viewed }) => {
        const item = loaded.get(media_item_id);
        return item ? [{ ...item, position: { timepoint, is_viewed } }] : [];
      });
    },

    async save(viewer: Viewer, mediaItemId: number, position: MediaPosition): Promise<void> {
      await playable(mediaItemId);
      await repo.save({ owner: ownerOf(viewer), media_item_id: mediaItemId, ...position, updated_at: clock.now() });
    },

    /** Binge-watching: the next episode in the season, else the first of the next season; null after the last. */
    async upNext(mediaItemId: number, language: LanguageCode): Promise<UpNextEpisode | null> {
      const item = await playable(mediaItemId);
      if (item.type !== 'episode' || item.season_id === null) return null;
      const sameSeason = await repo.nextInSeason(item.season_id, item.order_number ?? 0);
      const next = sameSeason
        ? { ...sameSeason, season_short_name: await repo.seasonShortName(item.season_id) }
        : await repo.firstOfNextSeason(item.season_id);
      if (!next) return null;
      return {
        id: next.id,
        name: translate(next.name, language),
        short_name: next.short_name ? translate(next.short_name, language) : null,
        season_short_name: next.season_short_name ? translate(next.season_short_name, language) : null,
        visit_card: imageUrl(next.visit_card),
      };
    },

    /** Counted against the active profile's daily view time (spec 1 §6). */
    async addViewedTime(session: Session, viewer: Viewer, seconds: number): Promise<void> {
      await repo.addViewedTime({
        account_id: session.account_id,
        profile_id: viewer.profileId,
        session_id: session.id,
        seconds,
        reported_at: clock.now(),
      });
    },
  };
}

export type PositionsService = ReturnType<typeof positionsService>;
