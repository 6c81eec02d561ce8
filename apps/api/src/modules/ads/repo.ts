import type { AdBreak, AdContentType, AdEvent, AdPixelEvent, AdSettings } from '@efir/contract';
import { and, asc, count, countDistinct, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  adBreakPlans,
  adEvents,
  adImpressions,
  adPixelEvents,
  adSettings,
  banners,
  channelAdBreakPlans,
  channels,
  mediaItems,
} from '../../db/schema/index.js';
import { withinLimits } from '../catalog/repo.js';
import type { ContentLimits } from '../profiles/content-limits.js';

/** The wrapper levels of a chain are served ads too (their tracking is recorded), under this creative id. */
export const WRAPPER_CREATIVE = 'wrapper';

/** What carries ad breaks: a film or series, or a channel (the same id may name one of each). */
export interface AdContent {
  type: AdContentType;
  id: number;
}

export function adsRepo(db: Db) {
  return {
    async settings(brand: string): Promise<AdSettings | undefined> {
      const [row] = await db.select().from(adSettings).where(eq(adSettings.brand, brand)).limit(1);
      return row && { provider: row.provider, vast_url: row.vast_url, is_test: row.is_test, cap_per_hour: row.cap_per_hour };
    },
    async setSettings(brand: string, settings: AdSettings): Promise<void> {
      await db
        .insert(adSettings)
        .values({ brand, ...settings })
        .onConflictDoUpdate({ target: adSettings.brand, set: settings });
    },

    /** A film or series with its own free flag; an episode or season names its series, whose flag and breaks it follows. */
    async mediaItem(id: number): Promise<{ id: number; type: string; is_free: boolean; series_id: number | null } | undefined> {
      const [row] = await db
        .select({ id: mediaItems.id, type: mediaItems.type, is_free: mediaItems.is_free, series_id: mediaItems.series_id })
        .from(mediaItems)
        .where(eq(mediaItems.id, id))
        .limit(1);
      return row;
    },
    /** Free films with a stream, within the profile's limits, in id order: a catalogue's steady first choices. */
    async freeFilms(limits: ContentLimits, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: mediaItems.id })
        .from(mediaItems)
        .where(
          and(
            eq(mediaItems.type, 'film'),
            eq(mediaItems.is_free, true),
            isNotNull(mediaItems.stream_id),
            ...withinLimits(mediaItems.age_limit_id, limits, mediaItems.is_erotic),
          ),
        )
        .orderBy(asc(mediaItems.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    async freeMediaItems(): Promise<number[]> {
      const rows = await db
        .select({ id: mediaItems.id })
        .from(mediaItems)
        .where(and(eq(mediaItems.is_free, true), sql`${mediaItems.type} in ('film', 'series')`));
      return rows.map((row) => row.id);
    },
    async freeChannels(): Promise<{ id: number; slug: string }[]> {
      return db.select({ id: channels.id, slug: channels.slug }).from(channels).where(eq(channels.is_free, true));
    },
    async channel(id: number): Promise<{ id: number; is_free: boolean } | undefined> {
      const [row] = await db.select({ id: channels.id, is_free: channels.is_free }).from(channels).where(eq(channels.id, id)).limit(1);
      return row;
    },
    async plan(content: AdContent): Promise<AdBreak[] | undefined> {
      const [row] =
        content.type === 'channel'
          ? await db.select().from(channelAdBreakPlans).where(eq(channelAdBreakPlans.channel_id, content.id)).limit(1)
          : await db.select().from(adBreakPlans).where(eq(adBreakPlans.media_item_id, content.id)).limit(1);
      return row?.breaks;
    },
    async setPlan(content: AdContent, breaks: AdBreak[], now: Date): Promise<void> {
      if (content.type === 'channel') {
        await db
          .insert(channelAdBreakPlans)
          .values({ channel_id: content.id, breaks, updated_at: now })
          .onConflictDoUpdate({ target: channelAdBreakPlans.channel_id, set: { breaks, updated_at: now } });
        return;
      }
      await db
        .insert(adBreakPlans)
        .values({ media_item_id: content.id, breaks, updated_at: now })
        .onConflictDoUpdate({ target: adBreakPlans.media_item_id, set: { breaks, updated_at: now } });
    },
    async deletePlan(content: AdContent): Promise<void> {
      if (content.type === 'channel') await db.delete(channelAdBreakPlans).where(eq(channelAdBreakPlans.channel_id, content.id));
      else await db.delete(adBreakPlans).where(eq(adBreakPlans.media_item_id, content.id));
    },

    async serve(rows: (typeof adImpressions.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(adImpressions).values(rows);
    },
    /** Ads this viewer has been shown (an impression recorded) since then, wrapper levels not counted: what capping limits. */
    async shownSince(owner: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(adImpressions)
        .innerJoin(adEvents, and(eq(adEvents.impression_id, adImpressions.id), eq(adEvents.event, 'impression')))
        .where(and(eq(adImpressions.owner, owner), gte(adImpressions.served_at, since), ne(adImpressions.creative_id, WRAPPER_CREATIVE)));
      return row?.n ?? 0;
    },
    /** How many ads of each creative this viewer was served: the next pod starts with the ones they saw least. */
    async servedByCreative(owner: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ creative_id: adImpressions.creative_id, n: count() })
        .from(adImpressions)
        .where(eq(adImpressions.owner, owner))
        .groupBy(adImpressions.creative_id);
      return new Map(rows.map((row) => [row.creative_id, row.n]));
    },
    async impressionExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: adImpressions.id }).from(adImpressions).where(eq(adImpressions.id, id)).limit(1);
      return row !== undefined;
    },
    /** Once per served ad and event: a repeat finds the row and changes nothing. */
    async record(row: { impression_id: string; event: AdEvent; recorded_at: Date }): Promise<void> {
      await db.insert(adEvents).values(row).onConflictDoNothing();
    },
    async bannerExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: banners.id }).from(banners).where(eq(banners.id, id)).limit(1);
      return row !== undefined;
    },
    async recordPixel(row: typeof adPixelEvents.$inferInsert): Promise<void> {
      await db.insert(adPixelEvents).values(row);
    },
    async pixelStats(): Promise<{ events: { banner_id: number; event: AdPixelEvent; n: number }[]; viewers: Map<number, number> }> {
      const events = await db
        .select({ banner_id: adPixelEvents.banner_id, event: adPixelEvents.event, n: count() })
        .from(adPixelEvents)
        .groupBy(adPixelEvents.banner_id, adPixelEvents.event)
        .orderBy(asc(adPixelEvents.banner_id));
      const viewers = await db
        .select({ banner_id: adPixelEvents.banner_id, n: countDistinct(adPixelEvents.owner) })
        .from(adPixelEvents)
        .groupBy(adPixelEvents.banner_id);
      return { events, viewers: new Map(viewers.map((row) => [row.banner_id, row.n])) };
    },
    async stats(): Promise<{ served: { creative_id: string; n: number }[]; events: { creative_id: string; event: AdEvent; n: number }[] }> {
      const served = await db
        .select({ creative_id: adImpressions.creative_id, n: count() })
        .from(adImpressions)
        .groupBy(adImpressions.creative_id);
      const events = await db
        .select({ creative_id: adImpressions.creative_id, event: adEvents.event, n: count() })
        .from(adEvents)
        .innerJoin(adImpressions, eq(adImpressions.id, adEvents.impression_id))
        .groupBy(adImpressions.creative_id, adEvents.event);
      return { served, events };
    },
  };
}

export type AdsRepo = ReturnType<typeof adsRepo>;
