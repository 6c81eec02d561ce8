import type { MediaItem, PlaybackContentType, PlayerAsset, UpNextEpisode } from '@efir/contract';
import { resumeFrom } from '@efir/player';
import type { Api } from '../../api/client';

/** Everything a player page needs from the API, loaded on the server so the stream starts with the first paint. */
export type PlayerPageData = {
  contentType: PlaybackContentType;
  asset: PlayerAsset;
  /** The item being played (the episode, when a series or season was asked for); null for channels. */
  item: MediaItem | null;
  /** The resume position in media seconds (spec 2 §3 media position); absent to start from the beginning. */
  startTime?: number;
  upNext: UpNextEpisode | null;
  /** The episodes of the playing episode's season, for the side panel; empty for anything else. */
  seasonEpisodes: MediaItem[];
};

const hasPosition = (item: MediaItem | null, contentType: PlaybackContentType) =>
  contentType === 'media_item' && (item?.type === 'film' || item?.type === 'episode');

/**
 * The player asset first (a series or season plays its first episode), then, for the item that really
 * plays, its details, the viewer's position and the next episode, side by side.
 */
export async function loadPlayer(api: Api, contentType: PlaybackContentType, id: string): Promise<PlayerPageData> {
  if (contentType === 'channel') {
    const asset = await api.call('playback.asset', { params: { content_type: 'channel', content_id: Number(id) } });
    return { contentType, asset, item: null, upNext: null, seasonEpisodes: [] };
  }
  const asked = await api.call('mediaItems.getById', { params: { id } });
  const asset = await api.call('playback.asset', { params: { content_type: contentType, content_id: asked.id } });
  const playedId = asset.content.id;
  const item = playedId === asked.id ? asked : await api.call('mediaItems.getById', { params: { id: String(playedId) } });
  if (!hasPosition(item, contentType)) return { contentType, asset, item, upNext: null, seasonEpisodes: [] };
  const seasonId = item.type === 'episode' ? item.season_id : null;
  const [saved, next, episodes] = await Promise.all([
    api.call('positions.get', { params: { media_item_id: item.id } }),
    item.type === 'episode' ? api.call('positions.upNext', { params: { media_item_id: item.id } }) : null,
    seasonId !== null ? api.call('mediaItems.episodes', { params: { id: String(seasonId) } }) : null,
  ]);
  // The stream's own duration is unknown until it loads; is_viewed, saved from it, says whether it was finished.
  const startTime = resumeFrom(saved.position, 0);
  return {
    contentType,
    asset,
    item,
    upNext: next?.item ?? null,
    seasonEpisodes: episodes?.items ?? [],
    ...(startTime > 0 ? { startTime } : {}),
  };
}
