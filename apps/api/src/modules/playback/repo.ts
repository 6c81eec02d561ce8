import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { channels, epgPrograms, karaokeItems, mediaItems } from '../../db/schema/index.js';
import type { CatchupProgram, LiveChannel } from './live.js';

export type PlayableMediaItem = Pick<
  typeof mediaItems.$inferSelect,
  'id' | 'type' | 'stream_id' | 'trailer_stream_id' | 'is_coming_soon' | 'series_id' | 'season_id' | 'age_limit_id' | 'is_erotic'
>;

const playableColumns = {
  id: mediaItems.id,
  type: mediaItems.type,
  stream_id: mediaItems.stream_id,
  trailer_stream_id: mediaItems.trailer_stream_id,
  is_coming_soon: mediaItems.is_coming_soon,
  series_id: mediaItems.series_id,
  season_id: mediaItems.season_id,
  age_limit_id: mediaItems.age_limit_id,
  is_erotic: mediaItems.is_erotic,
};

export function playbackRepo(db: Db) {
  return {
    async mediaItem(id: number): Promise<PlayableMediaItem | undefined> {
      const [row] = await db.select(playableColumns).from(mediaItems).where(eq(mediaItems.id, id)).limit(1);
      return row;
    },
    /** The first child of a series (its first season) or a season (its first episode). */
    async firstChild(parent: PlayableMediaItem): Promise<PlayableMediaItem | undefined> {
      const link =
        parent.type === 'series'
          ? and(eq(mediaItems.series_id, parent.id), eq(mediaItems.type, 'season'))
          : eq(mediaItems.season_id, parent.id);
      const [row] = await db.select(playableColumns).from(mediaItems).where(link).orderBy(asc(mediaItems.order_number)).limit(1);
      return row;
    },
    async karaokeItem(id: number): Promise<{ stream_id: string; age_limit_id: number } | undefined> {
      const [row] = await db
        .select({ stream_id: karaokeItems.stream_id, age_limit_id: karaokeItems.age_limit_id })
        .from(karaokeItems)
        .where(eq(karaokeItems.id, id))
        .limit(1);
      return row;
    },
    async channel(id: number): Promise<LiveChannel | undefined> {
      const [row] = await db.select().from(channels).where(eq(channels.id, id)).limit(1);
      return row;
    },
    async program(channelId: number, originalId: string): Promise<CatchupProgram | undefined> {
      const [row] = await db
        .select()
        .from(epgPrograms)
        .where(and(eq(epgPrograms.channel_id, channelId), eq(epgPrograms.original_id, originalId)))
        .limit(1);
      return row;
    },
  };
}

export type PlaybackRepo = ReturnType<typeof playbackRepo>;
