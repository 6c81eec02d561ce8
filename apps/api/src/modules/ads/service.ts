import { randomUUID } from 'node:crypto';
import {
  AD_EVENTS,
  type AdBreak,
  type AdBreaksBody,
  type AdEvent,
  type AdPixelEvent,
  type AdSettings,
  type AdSlot,
  CHANNEL_AD_SLOTS,
  MAX_ADS_PER_SLOT_LIVE,
  type PlayerAd,
} from '@efir/contract';
import { BRANDS } from '../../../../web/app/brand/brands.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import { AD_SPOT_HEIGHT, AD_SPOT_KBPS, AD_SPOT_URL_PREFIX, AD_SPOT_WIDTH, type AdSpotSpec, DEMO_AD_SPOTS } from '../../media/index.js';
import type { ContentLimits } from '../profiles/content-limits.js';
import { builtinProvider, providerFor } from './provider.js';
import { type AdContent, type AdsRepo, WRAPPER_CREATIVE } from './repo.js';
import { inlineVast, type TrackingUrl, wrapperVast } from './vast.js';

/** Without the operator's settings: the built-in server, real (not test) ads, at most this many a viewer sees an hour. */
export const DEFAULT_AD_SETTINGS: AdSettings = { provider: 'builtin', vast_url: null, is_test: false, cap_per_hour: 12 };
/** Free content without breaks of its own (paid content has none unless the operator sets them). */
export const FREE_CONTENT_BREAKS: AdBreak[] = [
  { slot: 'preroll', ads: 1 },
  { slot: 'pauseroll', ads: 1 },
  { slot: 'postroll', ads: 1 },
];
/** The demo's free films and series also break in the middle, at 20 s (the demo clips run 30–40 s). */
export const DEMO_BREAKS: AdBreak[] = [...FREE_CONTENT_BREAKS, { slot: 'midroll', ads: 1, cue_points: [20] }];
/** A free channel without breaks of its own: one ad as the viewer joins, one on resuming from their pause (spec 2 §4: 1 for live). */
export const FREE_CHANNEL_BREAKS: AdBreak[] = [
  { slot: 'preroll', ads: 1 },
  { slot: 'pauseroll', ads: 1 },
];
/**
 * The demo's one free channel with ads («Кино Хит»): its other free channels are set to none, so the journeys that
 * watch them (peer-to-peer, the guide, catch-up) meet the picture at once.
 */
export const DEMO_AD_CHANNEL_SLUG = 'kino-hit';
const CAP_WINDOW_MS = 3600_000;
/** How many free films /test_avod_player looks through for one with breaks. */
const TEST_TITLE_CANDIDATES = 50;

/** Where an asset or VAST answer is asked from: the public origin its absolute URLs start with, and the brand. */
export interface AdPlace {
  origin: string;
  brand: string;
}
/** Who asks and from where: the viewer's key for capping (as positions keep it) too. */
export interface AdRequester extends AdPlace {
  owner: string;
}

export interface AdsServiceOptions {
  clock: Clock;
  spots?: readonly AdSpotSpec[];
  /** EFIR_AD_ORIGINS: the only origins besides our own that the pages' CSP lets the player reach for ads. */
  adOrigins?: readonly string[];
}

export function adsService(repo: AdsRepo, { clock, spots = DEMO_AD_SPOTS, adOrigins = [] }: AdsServiceOptions) {
  const settingsOf = async (brand: string) => (await repo.settings(brand)) ?? DEFAULT_AD_SETTINGS;

  /**
   * Breaks belong to a film or series (an episode plays its series' ones) or to a channel (its archive plays them too):
   * the operator's, else the default of free content.
   */
  async function plan(content: AdContent): Promise<{ owner: number; configured: boolean; breaks: AdBreak[] } | undefined> {
    if (content.type === 'channel') {
      const channel = await repo.channel(content.id);
      if (!channel) return undefined;
      const configured = await repo.plan(content);
      if (configured) return { owner: channel.id, configured: true, breaks: configured };
      return { owner: channel.id, configured: false, breaks: channel.is_free ? FREE_CHANNEL_BREAKS : [] };
    }
    const item = await repo.mediaItem(content.id);
    if (!item) return undefined;
    const parent = item.series_id === null ? item : await repo.mediaItem(item.series_id);
    if (!parent) return undefined;
    const configured = await repo.plan({ type: 'media_item', id: parent.id });
    if (configured) return { owner: parent.id, configured: true, breaks: configured };
    return { owner: parent.id, configured: false, breaks: parent.is_free ? FREE_CONTENT_BREAKS : [] };
  }

  const trackingFor =
    (origin: string, impressionId: string): TrackingUrl =>
    (event) =>
      `${origin}/api/v1/ads/events/${impressionId}/${event}`;

  /** The ads of a pod: as many as the slot plays and the viewer's cap allows, the creatives they saw least first. */
  async function pod(requester: AdRequester, count: number): Promise<AdSpotSpec[]> {
    const { cap_per_hour } = await settingsOf(requester.brand);
    const shown = await repo.shownSince(requester.owner, new Date(clock.now().getTime() - CAP_WINDOW_MS));
    const n = Math.min(count, Math.max(0, cap_per_hour - shown), spots.length);
    const served = await repo.servedByCreative(requester.owner);
    return [...spots].sort((a, b) => (served.get(a.id) ?? 0) - (served.get(b.id) ?? 0)).slice(0, n);
  }

  const brandExists = (brand: string) => BRANDS.some((b) => b.id === brand);

  return {
    /** The player asset's `ad` map and `adIsTest` (spec 2 §3) for a film, episode or channel; paid content has no `ad` by default. */
    async forAsset(content: AdContent, requester: AdPlace): Promise<{ ad?: PlayerAd; adIsTest: boolean }> {
      const settings = await settingsOf(requester.brand);
      const breaks = (await plan(content))?.breaks ?? [];
      // A cap of 0 is a brand without ads: the player is not even given slots to ask.
      if (breaks.length === 0 || settings.cap_per_hour === 0) return { adIsTest: settings.is_test };
      const provider = providerFor(settings);
      const ad: PlayerAd = {};
      for (const { slot, cue_points } of breaks) {
        ad[slot] = {
          url: provider.slotUrl({ origin: requester.origin, content, slot }),
          ...(cue_points ? { cue_points } : {}),
        };
      }
      return { ad, adIsTest: settings.is_test };
    },

    /**
     * /test_avod_player: the first free film the profile may watch that has ad breaks (the operator may have set a
     * free film's to none), so an operator sees their ad setup on a title that carries it; null when none has.
     */
    async testTitle(limits: ContentLimits): Promise<number | null> {
      for (const id of await repo.freeFilms(limits, TEST_TITLE_CANDIDATES)) {
        if ((await plan({ type: 'media_item', id }))?.breaks.length) return id;
      }
      return null;
    },

    /** A brand's test flag, for assets that carry no ads (trailers, karaoke). */
    async adIsTest(brand: string): Promise<boolean> {
      return (await settingsOf(brand)).is_test;
    },

    /**
     * The VAST 4.1 answer of a slot: `wrappers` levels of Wrapper first (each asking the next with one fewer),
     * then the pod. A content or slot without ads, or a capped viewer, gets a VAST with no Ad.
     */
    async vast(
      query: { content_type: AdContent['type']; content_id: number; slot: AdSlot; wrappers?: number },
      requester: AdRequester,
    ): Promise<string> {
      const now = clock.now();
      const content: AdContent = { type: query.content_type, id: query.content_id };
      const base = {
        owner: requester.owner,
        ...(content.type === 'channel' ? { channel_id: content.id } : { media_item_id: content.id }),
        slot: query.slot,
        served_at: now,
      };
      const wrappers = query.wrappers ?? 0;
      if (wrappers > 0) {
        const id = randomUUID();
        await repo.serve([{ ...base, id, creative_id: WRAPPER_CREATIVE }]);
        const rest = wrappers - 1;
        const next = `${builtinProvider.slotUrl({ origin: requester.origin, content, slot: query.slot })}${rest > 0 ? `&wrappers=${rest}` : ''}`;
        return wrapperVast({ impressionId: id, track: trackingFor(requester.origin, id), next });
      }
      const slotBreak = (await plan(content))?.breaks.find((b) => b.slot === query.slot);
      const ads = slotBreak ? (await pod(requester, slotBreak.ads)).map((spot) => ({ spot, impressionId: randomUUID() })) : [];
      await repo.serve(ads.map(({ spot, impressionId }) => ({ ...base, id: impressionId, creative_id: spot.id })));
      return inlineVast(
        ads.map(({ spot, impressionId }) => ({
          impressionId,
          spot,
          mediaUrl: `${requester.origin}${AD_SPOT_URL_PREFIX}/${spot.id}.mp4`,
          clickThrough: `${requester.origin}/?ad=${encodeURIComponent(spot.id)}`,
          track: trackingFor(requester.origin, impressionId),
          mediaFile: { width: AD_SPOT_WIDTH, height: AD_SPOT_HEIGHT, kbps: AD_SPOT_KBPS },
        })),
      );
    },

    /** A tracking pixel: the event of that served ad, once; an unknown ad is 404 and writes nothing. */
    async record(impressionId: string, event: AdEvent): Promise<void> {
      if (!(await repo.impressionExists(impressionId))) throw notFound('No such ad');
      await repo.record({ impression_id: impressionId, event, recorded_at: clock.now() });
    },

    /** A banner's ad pixel on our server: its show or click, by this viewer; an unknown banner is 404 and writes nothing. */
    async recordPixel(bannerId: number, event: AdPixelEvent, owner: string): Promise<void> {
      if (!(await repo.bannerExists(bannerId))) throw notFound('No such banner');
      await repo.recordPixel({ id: randomUUID(), banner_id: bannerId, event, owner, recorded_at: clock.now() });
    },

    /** Shows and clicks per banner, and how many viewers made them. */
    async pixelStats() {
      const { events, viewers } = await repo.pixelStats();
      const byBanner = new Map<number, { banner_id: number; events: Record<AdPixelEvent, number>; viewers: number }>();
      for (const row of events) {
        const entry = byBanner.get(row.banner_id) ?? {
          banner_id: row.banner_id,
          events: { show: 0, click: 0 },
          viewers: viewers.get(row.banner_id) ?? 0,
        };
        entry.events[row.event] = row.n;
        byBanner.set(row.banner_id, entry);
      }
      return { banners: [...byBanner.values()] };
    },

    async stats() {
      const { served, events } = await repo.stats();
      const titles = new Map<string, string>([...spots.map((s): [string, string] => [s.id, s.brand]), [WRAPPER_CREATIVE, 'VAST Wrapper']]);
      const ids = new Set([...spots.map((s) => s.id), ...served.map((s) => s.creative_id)]);
      return {
        creatives: [...ids].map((creative_id) => ({
          creative_id,
          title: titles.get(creative_id) ?? creative_id,
          served: served.find((s) => s.creative_id === creative_id)?.n ?? 0,
          events: Object.fromEntries(
            AD_EVENTS.map((event) => [event, events.find((e) => e.creative_id === creative_id && e.event === event)?.n ?? 0]),
          ) as Record<AdEvent, number>,
        })),
      };
    },

    async setSettings(brand: string, settings: AdSettings): Promise<void> {
      if (!brandExists(brand)) throw notFound('No such brand');
      // A VAST server the pages' CSP does not name would fail in every browser: refused here instead.
      const external = settings.provider === 'external' && settings.vast_url ? new URL(settings.vast_url).origin : null;
      if (external && !adOrigins.includes(external)) {
        throw badRequest(`The VAST server ${external} is not among the advertisers' origins: add it to EFIR_AD_ORIGINS`);
      }
      await repo.setSettings(brand, settings);
    },

    async breaks(content: AdContent) {
      const found = await plan(content);
      if (!found || found.owner !== content.id) {
        throw notFound(content.type === 'channel' ? 'No such channel' : 'No such film or series');
      }
      return { content_type: content.type, content_id: content.id, configured: found.configured, breaks: found.breaks };
    },
    async setBreaks(content: AdContent, body: AdBreaksBody) {
      if (content.type === 'channel') {
        if (!(await repo.channel(content.id))) throw notFound('No such channel');
        const wrong = body.breaks.find((b) => !(CHANNEL_AD_SLOTS as readonly AdSlot[]).includes(b.slot));
        if (wrong) throw badRequest(`A channel has no ${wrong.slot}: live has no cue points and no end (preroll and pauseroll only)`);
        if (body.breaks.some((b) => b.ads > MAX_ADS_PER_SLOT_LIVE))
          throw badRequest('A channel’s break plays 1 ad (spec 2 §4: 1 for live)');
      } else {
        const item = await repo.mediaItem(content.id);
        if (!item) throw notFound('No such film or series');
        if (item.series_id !== null) throw badRequest('Ad breaks belong to the series, not to its seasons or episodes');
      }
      await repo.setPlan(content, body.breaks, clock.now());
      return this.breaks(content);
    },
    async resetBreaks(content: AdContent) {
      await this.breaks(content);
      await repo.deletePlan(content);
      return this.breaks(content);
    },

    /**
     * The demo: test ads on every brand, a midroll on the free films and series besides the default breaks, and the
     * free channels' default breaks on one of them only.
     */
    async seedDemo(): Promise<void> {
      for (const brand of BRANDS) {
        if (!(await repo.settings(brand.id))) await repo.setSettings(brand.id, { ...DEFAULT_AD_SETTINGS, is_test: true });
      }
      for (const id of await repo.freeMediaItems()) {
        const content: AdContent = { type: 'media_item', id };
        if (!(await repo.plan(content))) await repo.setPlan(content, DEMO_BREAKS, clock.now());
      }
      for (const { id, slug } of await repo.freeChannels()) {
        const content: AdContent = { type: 'channel', id };
        if (slug !== DEMO_AD_CHANNEL_SLUG && !(await repo.plan(content))) await repo.setPlan(content, [], clock.now());
      }
    },
  };
}

export type AdsService = ReturnType<typeof adsService>;
