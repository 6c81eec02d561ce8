import { z } from 'zod';
import { RowId, RowIdParam } from './ids.js';

/** spec 2 §4 ad slots. */
export const AD_SLOTS = ['preroll', 'midroll', 'pauseroll', 'postroll'] as const;
export const AdSlot = z.enum(AD_SLOTS);
export type AdSlot = z.infer<typeof AdSlot>;

/** spec 2 §9: a slot plays up to 4 ads (1 for live). */
export const MAX_ADS_PER_SLOT = 4;
export const MAX_ADS_PER_SLOT_LIVE = 1;

/** What carries ad breaks: a film or series (its seasons and episodes play its breaks), or a live channel (its archive too). */
export const AdContentType = z.enum(['media_item', 'channel']);
export type AdContentType = z.infer<typeof AdContentType>;
/**
 * spec 2 §4 on a channel: a preroll as the viewer joins, and a pauseroll on resuming from their pause (once in 5 minutes);
 * live has no cue points in the content and no end, so no midroll or postroll.
 */
export const CHANNEL_AD_SLOTS = ['preroll', 'pauseroll'] as const satisfies readonly AdSlot[];
/** spec 2 §9 ad wrapper limit: the player follows at most 10 wrappers, so the server never chains more. */
export const AD_WRAPPER_LIMIT = 10;

/** One slot of the player asset's `ad` map (spec 2 §3, §5): the VAST URL to ask, and a midroll's cue points in seconds. */
export const AdSlotSource = z.object({ url: z.string(), cue_points: z.array(z.number().int().nonnegative()).optional() });
export type AdSlotSource = z.infer<typeof AdSlotSource>;
export const PlayerAd = z.object({
  preroll: AdSlotSource.optional(),
  midroll: AdSlotSource.optional(),
  pauseroll: AdSlotSource.optional(),
  postroll: AdSlotSource.optional(),
});
export type PlayerAd = z.infer<typeof PlayerAd>;

/** The VAST request of the built-in ad server; `wrappers` answers a chain of that many Wrapper ads first (for tests of the limit). */
export const AdVastQuery = z.strictObject({
  content_type: AdContentType.default('media_item'),
  content_id: RowIdParam,
  slot: AdSlot,
  wrappers: z.coerce.number().int().min(0).max(AD_WRAPPER_LIMIT).optional(),
});

/** What the tracking URLs of a served ad record: VAST Impression, the Linear TrackingEvents, ClickTracking and Error. */
export const AD_EVENTS = [
  'impression',
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'skip',
  'click',
  'error',
] as const;
export const AdEvent = z.enum(AD_EVENTS);
export type AdEvent = z.infer<typeof AdEvent>;
export const AdEventParams = z.strictObject({ impression_id: z.uuid(), event: AdEvent });

/**
 * A brand's ad source: the built-in ad server, or an external VAST URL with `{content_id}`, `{slot}` and
 * `{content_type}` (`media_item` or `channel`) in it; its origin joins the pages' CSP.
 */
export const AdSettings = z
  .strictObject({
    provider: z.enum(['builtin', 'external']),
    /** spec 2 §5: an ad URL must start with http. */
    vast_url: z
      .string()
      .max(2000)
      .regex(/^https?:\/\/[^\s]+$/, 'an http(s) URL')
      .nullable()
      .default(null),
    is_test: z.boolean(),
    /** Frequency capping: at most this many ad impressions per viewer per hour; 0 turns the brand's ads off. */
    cap_per_hour: z.number().int().min(0).max(1000),
  })
  .refine((s) => s.provider === 'builtin' || s.vast_url !== null, { message: 'an external provider needs vast_url', path: ['vast_url'] });
export type AdSettings = z.infer<typeof AdSettings>;
export const AdBrandParam = z.strictObject({ brand: z.string().regex(/^[a-z0-9-]{1,40}$/) });

export const AdBreak = z.strictObject({
  slot: AdSlot,
  ads: z.number().int().min(1).max(MAX_ADS_PER_SLOT),
  /** Midroll only: seconds of the content at which the midroll plays. */
  cue_points: z.array(z.number().int().min(1).max(86_400)).max(20).optional(),
});
export type AdBreak = z.infer<typeof AdBreak>;
export const AdBreaksBody = z
  .strictObject({ breaks: z.array(AdBreak).max(AD_SLOTS.length) })
  .refine((b) => new Set(b.breaks.map((x) => x.slot)).size === b.breaks.length, { message: 'each slot once', path: ['breaks'] })
  .refine((b) => b.breaks.every((x) => (x.slot === 'midroll') === (x.cue_points !== undefined && x.cue_points.length > 0)), {
    message: 'cue_points are for a midroll, which needs at least one',
    path: ['breaks'],
  });
export type AdBreaksBody = z.infer<typeof AdBreaksBody>;
export const AdContentParam = z.strictObject({ content_id: RowIdParam });
/** Whose breaks: a film or series by default, a channel with `content_type=channel`. */
export const AdContentQuery = z.strictObject({ content_type: AdContentType.default('media_item') });
export const AdBreaksAnswer = z.object({
  content_type: AdContentType,
  content_id: RowId,
  configured: z.boolean(),
  breaks: z.array(AdBreak),
});

/** The operator's counts per creative: ads served, and each tracking event recorded once per served ad. */
export const AdCreativeStats = z.object({
  creative_id: z.string(),
  title: z.string(),
  served: z.number().int(),
  events: z.record(AdEvent, z.number().int()),
});
export const AdStatsAnswer = z.object({ creatives: z.array(AdCreativeStats) });

/** spec 2 §7: a banner's ad pixels are asked for as images when it shows and when it is clicked. */
export const AD_PIXEL_EVENTS = ['show', 'click'] as const;
export const AdPixelEvent = z.enum(AD_PIXEL_EVENTS);
export type AdPixelEvent = z.infer<typeof AdPixelEvent>;
export const AdPixelParams = z.strictObject({ banner_id: RowIdParam, event: AdPixelEvent });
/** The operator's counts per banner of its own pixels: each request, and how many viewers made them. */
export const AdPixelStats = z.object({
  banner_id: RowId,
  events: z.record(AdPixelEvent, z.number().int()),
  viewers: z.number().int(),
});
export const AdPixelStatsAnswer = z.object({ banners: z.array(AdPixelStats) });
