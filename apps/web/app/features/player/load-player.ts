import type { Channel, EpgProgram, MediaItem, MediaItemType, PlaybackContentType, PlayerAsset, UpNextEpisode } from '@efir/contract';
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
  /** The channel being played, live or from its archive; null for anything else. */
  channel: Channel | null;
  /** The archive programme being played (spec 2 §2 programme link); null for live and anything else. */
  program: EpgProgram | null;
};

/** What a channel address asks to play: the channel by id or slug, and a programme of its archive by original_id. */
export type ChannelRequest = { id: string; program: string | null };

/**
 * A channel by id or slug (spec 2 §2 links from cards use the slug), then its live asset, or the asset of the
 * programme a programme link names (catch-up: a finished programme plays as a recording from its start to its end).
 */
export async function loadChannelPlayer(api: Api, { id, program: originalId }: ChannelRequest): Promise<PlayerPageData> {
  const channel = await api.call('channels.getByNcId', { params: { id } });
  const none = { contentType: 'channel' as const, item: null, upNext: null, seasonEpisodes: [], channel };
  if (originalId === null) {
    const asset = await api.call('playback.asset', { params: { content_type: 'channel', content_id: channel.id } });
    return { ...none, asset, program: null };
  }
  const [asset, program] = await Promise.all([
    api.call('playback.programAsset', { params: { channel_id: channel.id, original_id: originalId } }),
    api.call('epg.program', { params: { id: String(channel.id), original_id: originalId } }),
  ]);
  return { ...none, asset, program };
}

const hasPosition = (item: MediaItem | null, contentType: PlaybackContentType) =>
  contentType === 'media_item' && (item?.type === 'film' || item?.type === 'episode');

/**
 * The player asset of the item an address names (by id, or by slug of the address's `type`; a series or season
 * plays its first episode), then, for the item that really plays, its details, the viewer's position and the next
 * episode, side by side.
 */
export async function loadPlayer(
  api: Api,
  contentType: Exclude<PlaybackContentType, 'channel'>,
  id: string,
  type: MediaItemType | undefined,
): Promise<PlayerPageData> {
  const asked = await api.call('mediaItems.getById', { params: { id }, query: type ? { type } : {} });
  const asset = await api.call('playback.asset', { params: { content_type: contentType, content_id: asked.id } });
  const playedId = asset.content.id;
  const item = playedId === asked.id ? asked : await api.call('mediaItems.getById', { params: { id: String(playedId) } });
  const none = { channel: null, program: null };
  if (!hasPosition(item, contentType)) return { contentType, asset, item, upNext: null, seasonEpisodes: [], ...none };
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
    ...none,
    ...(startTime > 0 ? { startTime } : {}),
  };
}
