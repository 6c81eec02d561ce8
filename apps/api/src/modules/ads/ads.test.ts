import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VASTClient } from '@dailymotion/vast-client';
import { ErrorCode } from '@efir/contract';
import { DOMParser } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { adEvents, adImpressions, adPixelEvents, ageLimits, banners, channels, mediaItems } from '../../db/schema/index.js';
import { CH, seedChannels } from '../epg/test-support.js';
import { adsRepo } from './repo.js';
import { adsService, DEMO_AD_CHANNEL_SLUG, FREE_CHANNEL_BREAKS } from './service.js';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
/** The site's public origin: ad URLs start with it. */
const ORIGIN = 'https://tv.efir.test';
const XSD = path.resolve(import.meta.dirname, '../../../test/fixtures/vast-4.1-subset.xsd');
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;

const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'efir-ads-'));
mkdirSync(path.join(mediaDir, 'vod', 'aurora', 'cenc'), { recursive: true });
writeFileSync(path.join(mediaDir, 'vod', 'aurora', 'done.json'), '{}');
// The test channels' stream: its live asset needs only to be packaged.
mkdirSync(path.join(mediaDir, 'vod', 'loop'), { recursive: true });
writeFileSync(path.join(mediaDir, 'vod', 'loop', 'done.json'), '{}');
mkdirSync(path.join(mediaDir, 'ads'), { recursive: true });
writeFileSync(path.join(mediaDir, 'ads', 'kosmos-cola.mp4'), Buffer.alloc(3000, 1));

const clock = testClock();
const { app, database } = await createTestApp({
  clock,
  env: { EFIR_MEDIA_DIR: mediaDir, EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN, EFIR_PUBLIC_URL: ORIGIN, EFIR_AD_ORIGINS: 'https://ads.example' },
});
const { db } = database;

const item = (id: number, values: Partial<typeof mediaItems.$inferInsert>) => ({
  id,
  type: 'film' as const,
  slug: `ad-item-${id}`,
  name: { rus: `Фильм ${id}` },
  short_description: { rus: '' },
  summary: { rus: '' },
  age_limit_id: 1,
  category: 'movies' as const,
  usage_model: 'SERVICE' as const,
  is_free: true,
  poster_bg_color: '#000000',
  logo: '',
  background: '',
  visit_card: '',
  screenshots: [],
  stream_id: 'aurora',
  ...values,
});
const FREE = 9101;
const PAID = 9102;
const SERIES = 9110;
const EPISODE = 9112;
await db.insert(ageLimits).values({ id: 1, name: '0+', age_value: 0, position: 1 }).onConflictDoNothing();
await db
  .insert(mediaItems)
  .values([
    item(FREE, {}),
    item(PAID, { is_free: false }),
    item(SERIES, { type: 'series', category: 'series', stream_id: null }),
    item(9111, { type: 'season', series_id: SERIES, order_number: 1, stream_id: null, is_free: false }),
    item(EPISODE, { type: 'episode', series_id: SERIES, season_id: 9111, order_number: 1, is_free: false }),
  ]);

// Free channels (CH.archive keeps a free archive) and one paid: the TV subscriptions' kind.
const programs = await seedChannels(db, clock.now());
const PAID_CHANNEL = CH.sold;
await db.update(channels).set({ is_free: false }).where(eq(channels.id, PAID_CHANNEL));

const operator = (method: string, url: string, body?: unknown) =>
  browser(app).raw(url, {
    method,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const vastPath = (query: string) => `/api/v1/ads/vast?${query}`;
/** Our absolute URLs name the public origin; the test reaches the same app in process. */
const local = (url: string) => url.replace(ORIGIN, '');

function validate(xml: string): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'efir-vast-'));
  const file = path.join(dir, 'answer.xml');
  writeFileSync(file, xml);
  // Throws with xmllint's message when the answer breaks the schema.
  execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' });
}

/** vast-client as the player runs it, fetching through one viewer's cookie jar. */
function vastClientOf(viewer: ReturnType<typeof browser>) {
  const fetched: string[] = [];
  const urlHandler = {
    async get(url: string) {
      fetched.push(url);
      const response = await viewer.raw(local(url));
      const rawXml = await response.text();
      if (response.status !== 200) return { error: new Error(`status ${response.status}`), statusCode: response.status };
      const xml = new DOMParser().parseFromString(rawXml, 'text/xml');
      return { xml, details: { byteLength: rawXml.length, statusCode: 200, rawXml } };
    },
  };
  const client = new VASTClient(0, 0);
  return { fetched, get: (url: string, wrapperLimit = 10) => client.get(url, { urlHandler, wrapperLimit, timeout: 4000 }) };
}

const countEvents = async (impressionId: string) =>
  (await db.select().from(adEvents)).filter((row) => row.impression_id === impressionId).map((row) => row.event);

describe('the player asset’s ads', () => {
  it('gives free content its slots with absolute VAST URLs, and paid content none', async () => {
    const viewer = browser(app);
    const asset = await viewer.call('playback.asset', { params: { content_type: 'media_item', content_id: FREE } });
    expect(asset.adIsTest).toBe(false);
    expect(Object.keys(asset.ad ?? {}).sort()).toEqual(['pauseroll', 'postroll', 'preroll']);
    expect(asset.ad?.preroll?.url).toBe(`${ORIGIN}/api/v1/ads/vast?content_id=${FREE}&slot=preroll`);
    const paid = await (await operator('GET', `/api/operator/ads/breaks/${PAID}`)).json();
    expect(paid).toEqual({ content_type: 'media_item', content_id: PAID, configured: false, breaks: [] });
  });

  it('an episode plays its free series’ breaks and midroll cue points set by the operator', async () => {
    const set = await operator('PUT', `/api/operator/ads/breaks/${SERIES}`, {
      breaks: [
        { slot: 'preroll', ads: 2 },
        { slot: 'midroll', ads: 1, cue_points: [20, 600] },
      ],
    });
    expect(set.status).toBe(200);
    const asset = await browser(app).call('playback.asset', { params: { content_type: 'media_item', content_id: EPISODE } });
    expect(asset.ad?.midroll).toEqual({ url: `${ORIGIN}/api/v1/ads/vast?content_id=${EPISODE}&slot=midroll`, cue_points: [20, 600] });
    expect(asset.ad?.postroll).toBeUndefined();
  });

  it('an external ad server per brand gets the content and slot in its URL, and test ads are flagged', async () => {
    const put = await operator('PUT', '/api/operator/ads/settings/efir', {
      provider: 'external',
      vast_url: 'https://ads.example/vast?c={content_id}&s={slot}',
      is_test: true,
      cap_per_hour: 5,
    });
    expect(put.status).toBe(200);
    const asset = await browser(app).call('playback.asset', { params: { content_type: 'media_item', content_id: FREE } });
    expect(asset.ad?.preroll?.url).toBe(`https://ads.example/vast?c=${FREE}&s=preroll`);
    expect(asset.adIsTest).toBe(true);
    // A cap of 0 turns the brand's ads off: no slots at all.
    await operator('PUT', '/api/operator/ads/settings/efir', { provider: 'builtin', is_test: false, cap_per_hour: 0 });
    const off = await browser(app).call('playback.asset', { params: { content_type: 'media_item', content_id: FREE } });
    expect(off.ad).toBeUndefined();
    const back = await operator('PUT', '/api/operator/ads/settings/efir', { provider: 'builtin', is_test: false, cap_per_hour: 12 });
    expect(back.status).toBe(200);
  });
});

describe('ads on live channels', () => {
  const channelAsset = (viewer: ReturnType<typeof browser>, id: number) =>
    viewer.call('playback.asset', { params: { content_type: 'channel', content_id: id } });
  const channelBreaks = (method: string, id: number, body?: unknown) =>
    operator(method, `/api/operator/ads/breaks/${id}?content_type=channel`, body);

  it('a free channel’s live asset carries a preroll and a pauseroll by default, a paid channel none', async () => {
    const asset = await channelAsset(browser(app), CH.archive);
    expect(asset.type).toBe('live');
    expect(asset.ad).toEqual({
      preroll: { url: `${ORIGIN}/api/v1/ads/vast?content_type=channel&content_id=${CH.archive}&slot=preroll` },
      pauseroll: { url: `${ORIGIN}/api/v1/ads/vast?content_type=channel&content_id=${CH.archive}&slot=pauseroll` },
    });
    expect(await (await channelBreaks('GET', CH.archive)).json()).toEqual({
      content_type: 'channel',
      content_id: CH.archive,
      configured: false,
      breaks: [
        { slot: 'preroll', ads: 1 },
        { slot: 'pauseroll', ads: 1 },
      ],
    });
    expect(await (await channelBreaks('GET', PAID_CHANNEL)).json()).toMatchObject({ configured: false, breaks: [] });
    // The same id as a film is another thing: a channel's breaks are asked for by their type.
    expect((await operator('GET', `/api/operator/ads/breaks/${CH.archive}`)).status).toBe(404);
  });

  it('a programme of the channel’s archive plays the channel’s breaks', async () => {
    const asset = await browser(app).call('playback.programAsset', {
      params: { channel_id: CH.archive, original_id: programs.finished.original_id },
    });
    expect(asset.media_type).toBe('archive');
    expect(asset.ad?.preroll?.url).toBe(`${ORIGIN}/api/v1/ads/vast?content_type=channel&content_id=${CH.archive}&slot=preroll`);
  });

  it('the operator sets a channel’s breaks through the same endpoints, and a paid channel carries ads only when set', async () => {
    const set = await channelBreaks('PUT', PAID_CHANNEL, { breaks: [{ slot: 'preroll', ads: 1 }] });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({
      content_type: 'channel',
      content_id: PAID_CHANNEL,
      configured: true,
      breaks: [{ slot: 'preroll', ads: 1 }],
    });
    const reset = await (await channelBreaks('DELETE', PAID_CHANNEL)).json();
    expect(reset).toMatchObject({ configured: false, breaks: [] });
    await channelBreaks('PUT', CH.plain, { breaks: [] });
    expect((await channelAsset(browser(app), CH.plain)).ad).toBeUndefined();
    await channelBreaks('DELETE', CH.plain);
    expect((await channelAsset(browser(app), CH.plain)).ad?.preroll).toBeDefined();
  });

  it('refuses a channel midroll, postroll or more than 1 ad a break, and an unknown channel, writing nothing', async () => {
    const before = await (await channelBreaks('GET', CH.archive)).json();
    for (const breaks of [[{ slot: 'midroll', ads: 1, cue_points: [20] }], [{ slot: 'postroll', ads: 1 }], [{ slot: 'preroll', ads: 2 }]]) {
      const refused = await channelBreaks('PUT', CH.archive, { breaks });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error_code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect((await channelBreaks('PUT', 999_999, { breaks: [] })).status).toBe(404);
    expect((await channelBreaks('GET', 999_999)).status).toBe(404);
    expect((await operator('GET', `/api/operator/ads/breaks/${CH.archive}?content_type=karaoke_item`)).status).toBe(400);
    expect(await (await channelBreaks('GET', CH.archive)).json()).toEqual(before);
  });

  it('a channel’s VAST serves one ad for the channel, and capping counts it with the viewer’s films', async () => {
    await operator('PUT', '/api/operator/ads/settings/efir', { provider: 'builtin', is_test: false, cap_per_hour: 2 });
    try {
      const viewer = browser(app);
      const xml = await (await viewer.raw(vastPath(`content_type=channel&content_id=${CH.archive}&slot=preroll`))).text();
      const ids = [...xml.matchAll(/<AdServingId>([^<]+)<\/AdServingId>/g)].map((m) => m[1]!);
      expect(ids).toHaveLength(1);
      const [served] = await db.select().from(adImpressions).where(eq(adImpressions.id, ids[0]!));
      expect(served).toMatchObject({ channel_id: CH.archive, media_item_id: null, slot: 'preroll' });
      await viewer.raw(`/api/v1/ads/events/${ids[0]}/impression`);
      // A film's preroll of 2 gets one more; then the channel's preroll gets none.
      const film = await (await viewer.raw(vastPath(`content_id=${EPISODE}&slot=preroll`))).text();
      const filmIds = [...film.matchAll(/<AdServingId>([^<]+)<\/AdServingId>/g)].map((m) => m[1]!);
      expect(filmIds).toHaveLength(1);
      await viewer.raw(`/api/v1/ads/events/${filmIds[0]}/impression`);
      const capped = await (await viewer.raw(vastPath(`content_type=channel&content_id=${CH.archive}&slot=preroll`))).text();
      expect(capped).not.toContain('<Ad ');
      // A paid channel without breaks, and a slot a channel has not, answer no Ad.
      for (const query of [`content_id=${PAID_CHANNEL}&slot=preroll`, `content_id=${CH.archive}&slot=postroll`]) {
        expect(await (await browser(app).raw(vastPath(`content_type=channel&${query}`))).text()).not.toContain('<Ad ');
      }
    } finally {
      await operator('PUT', '/api/operator/ads/settings/efir', { provider: 'builtin', is_test: false, cap_per_hour: 12 });
    }
  });

  it('an external ad server gets the channel in its URL', async () => {
    await operator('PUT', '/api/operator/ads/settings/efir', {
      provider: 'external',
      vast_url: 'https://ads.example/vast?t={content_type}&c={content_id}&s={slot}',
      is_test: true,
      cap_per_hour: 5,
    });
    try {
      const asset = await channelAsset(browser(app), CH.archive);
      expect(asset.ad?.preroll?.url).toBe(`https://ads.example/vast?t=channel&c=${CH.archive}&s=preroll`);
      expect(asset.adIsTest).toBe(true);
    } finally {
      await operator('PUT', '/api/operator/ads/settings/efir', { provider: 'builtin', is_test: false, cap_per_hour: 12 });
    }
  });
});

describe.skipIf(!hasXmllint)(
  hasXmllint
    ? 'VAST answers (xmllint against the VAST 4.1 schema subset)'
    : 'VAST answers — SKIPPED: xmllint is not installed (apt-get install libxml2-utils; scripts/ensure-packages.mjs does)',
  () => {
    it('an inline pod validates, parses in vast-client and carries every tracking URL', async () => {
      const viewer = browser(app);
      const response = await viewer.raw(vastPath(`content_id=${EPISODE}&slot=preroll`));
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await response.text();
      validate(xml);
      // A new viewer: the first viewer's next pod would start with the creative they have not been served yet.
      const { ads } = await vastClientOf(browser(app)).get(`${ORIGIN}${vastPath(`content_id=${EPISODE}&slot=preroll`)}`);
      expect(ads).toHaveLength(2);
      const [first] = ads;
      const linear = first.creatives.find((c: { type: string }) => c.type === 'linear');
      expect(linear.duration).toBe(10);
      expect(linear.skipDelay).toBe(5);
      expect(linear.mediaFiles[0]).toMatchObject({ deliveryType: 'progressive', mimeType: 'video/mp4', width: 640, height: 360 });
      expect(linear.mediaFiles[0].fileURL).toBe(`${ORIGIN}/media/ads/kosmos-cola.mp4`);
      expect(Object.keys(linear.trackingEvents).sort()).toEqual([
        'complete',
        'firstQuartile',
        'midpoint',
        'skip',
        'start',
        'thirdQuartile',
      ]);
      expect(linear.videoClickThroughURLTemplate.url).toMatch(/^https:\/\/tv\.efir\.test\//);
      expect(first.impressionURLTemplates[0].url).toBe(`${ORIGIN}/api/v1/ads/events/${first.adServingId}/impression`);
      expect(first.errorURLTemplates[0]).toBe(`${ORIGIN}/api/v1/ads/events/${first.adServingId}/error`);
      // The two ads of the pod are different creatives.
      expect(ads[1].creatives[0].adId).not.toBe(first.creatives[0].adId);
    });

    it('a slot without ads and paid content answer a VAST with no Ad, which validates', async () => {
      for (const query of [`content_id=${FREE}&slot=midroll`, `content_id=${PAID}&slot=preroll`, 'content_id=999999&slot=preroll']) {
        const xml = await (await browser(app).raw(vastPath(query))).text();
        validate(xml);
        expect(xml).not.toContain('<Ad ');
      }
    });

    it('a chain of wrappers resolves to the inline ad with every level’s tracking, and the client’s limit stops a longer one', async () => {
      const viewer = browser(app);
      const client = vastClientOf(viewer);
      for (const depth of [1, 3]) validate(await (await viewer.raw(vastPath(`content_id=${FREE}&slot=preroll&wrappers=${depth}`))).text());
      // The limit of 10 counts VAST documents: 9 wrappers and the inline ad resolve, 10 wrappers do not.
      const { ads } = await client.get(`${ORIGIN}${vastPath(`content_id=${FREE}&slot=preroll&wrappers=9`)}`);
      expect(client.fetched).toHaveLength(10);
      expect(ads).toHaveLength(1);
      // One impression and one start URL per wrapper level, and the inline ad's own.
      expect(ads[0].impressionURLTemplates).toHaveLength(10);
      expect(ads[0].creatives[0].trackingEvents.start).toHaveLength(10);
      const beyond = vastClientOf(viewer);
      const limited = await beyond.get(`${ORIGIN}${vastPath(`content_id=${FREE}&slot=preroll&wrappers=10`)}`);
      // VAST error 302, wrapper limit reached: the 11th document is never asked for, and there is no ad.
      expect(beyond.fetched).toHaveLength(10);
      expect(limited.ads).toHaveLength(0);
      expect((await viewer.raw(vastPath(`content_id=${FREE}&slot=preroll&wrappers=11`))).status).toBe(400);
    });
  },
);

describe('tracking', () => {
  it('records each event of a served ad once, and the operator reads the counts per creative', async () => {
    const viewer = browser(app);
    const xml = await (await viewer.raw(vastPath(`content_id=${FREE}&slot=preroll`))).text();
    const impression = /<AdServingId>([^<]+)<\/AdServingId>/.exec(xml)?.[1];
    expect(impression).toBeDefined();
    const before = (await (await operator('GET', '/api/operator/ads/creatives')).json()) as {
      creatives: { creative_id: string; served: number; events: Record<'impression' | 'start' | 'complete', number> }[];
    };
    const pixel = (event: string) => viewer.raw(`/api/v1/ads/events/${impression}/${event}`);
    const first = await pixel('impression');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/gif');
    for (const event of ['impression', 'start', 'start', 'firstQuartile', 'skip', 'click', 'error', 'error']) await pixel(event);
    expect((await countEvents(impression!)).sort()).toEqual(['click', 'error', 'firstQuartile', 'impression', 'skip', 'start']);
    const after = (await (await operator('GET', '/api/operator/ads/creatives')).json()) as typeof before;
    const creative = /<Creative id="([^"]+)"/.exec(xml)?.[1];
    const was = before.creatives.find((c) => c.creative_id === creative)!;
    const now = after.creatives.find((c) => c.creative_id === creative)!;
    expect(now.served).toBe(was.served);
    expect(now.events.impression - was.events.impression).toBe(1);
    expect(now.events.start - was.events.start).toBe(1);
    expect(now.events.complete - was.events.complete).toBe(0);
  });

  it('refuses unknown ads and events, writing nothing', async () => {
    const rows = (await db.select().from(adEvents)).length;
    const viewer = browser(app);
    const unknown = await viewer.raw('/api/v1/ads/events/6f1d9f4c-1111-4222-8333-944455556666/start');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error_code).toBe(ErrorCode.NOT_FOUND);
    expect((await viewer.raw('/api/v1/ads/events/not-a-uuid/start')).status).toBe(400);
    const [served] = await db.select().from(adImpressions).limit(1);
    expect((await viewer.raw(`/api/v1/ads/events/${served!.id}/download`)).status).toBe(400);
    expect((await db.select().from(adEvents)).length).toBe(rows);
  });
});

describe('frequency capping', () => {
  it('stops serving a viewer ads once they have seen the hour’s cap, and serves again an hour later', async () => {
    await operator('PUT', '/api/operator/ads/settings/efir', { provider: 'builtin', is_test: false, cap_per_hour: 2 });
    const viewer = browser(app);
    const shown = async () => {
      const xml = await (await viewer.raw(vastPath(`content_id=${EPISODE}&slot=preroll`))).text();
      const ids = [...xml.matchAll(/<AdServingId>([^<]+)<\/AdServingId>/g)].map((m) => m[1]!);
      for (const id of ids) await viewer.raw(`/api/v1/ads/events/${id}/impression`);
      return ids.length;
    };
    expect(await shown()).toBe(2);
    // Served but never shown ads do not count; shown ones do.
    expect(await shown()).toBe(0);
    // Another viewer is not capped.
    expect((await (await browser(app).raw(vastPath(`content_id=${EPISODE}&slot=preroll`))).text()).match(/<Ad /g)).toHaveLength(2);
    clock.advance(3600_000 + 1);
    expect(await shown()).toBe(2);
    await operator('PUT', '/api/operator/ads/settings/efir', { provider: 'builtin', is_test: false, cap_per_hour: 12 });
  });
});

describe('the operator’s ad settings and breaks', () => {
  it('refuses bad input and writes nothing', async () => {
    const before = await (await operator('GET', `/api/operator/ads/breaks/${FREE}`)).json();
    const bad = [
      { breaks: [{ slot: 'preroll', ads: 5 }] },
      { breaks: [{ slot: 'midroll', ads: 1 }] },
      { breaks: [{ slot: 'preroll', ads: 1, cue_points: [10] }] },
      {
        breaks: [
          { slot: 'preroll', ads: 1 },
          { slot: 'preroll', ads: 2 },
        ],
      },
      { breaks: [{ slot: 'interstitial', ads: 1 }] },
    ];
    for (const body of bad) expect((await operator('PUT', `/api/operator/ads/breaks/${FREE}`, body)).status).toBe(400);
    // Breaks belong to the series, not to an episode; an unknown item is 404.
    expect((await operator('PUT', `/api/operator/ads/breaks/${EPISODE}`, { breaks: [] })).status).toBe(400);
    expect((await operator('PUT', '/api/operator/ads/breaks/999999', { breaks: [] })).status).toBe(404);
    expect(await (await operator('GET', `/api/operator/ads/breaks/${FREE}`)).json()).toEqual(before);
    for (const body of [
      { provider: 'external', is_test: false, cap_per_hour: 1 },
      { provider: 'external', vast_url: 'ftp://ads.example/vast', is_test: false, cap_per_hour: 1 },
      { provider: 'builtin', is_test: false, cap_per_hour: -1 },
    ])
      expect((await operator('PUT', '/api/operator/ads/settings/efir', body)).status).toBe(400);
    // A VAST server the pages' CSP does not name is refused with what to do.
    const elsewhere = await operator('PUT', '/api/operator/ads/settings/efir', {
      provider: 'external',
      vast_url: 'https://vast.elsewhere.example/v?c={content_id}',
      is_test: false,
      cap_per_hour: 1,
    });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).description).toBe(
      "The VAST server https://vast.elsewhere.example is not among the advertisers' origins: add it to EFIR_AD_ORIGINS",
    );
    expect(
      (await operator('PUT', '/api/operator/ads/settings/nobrand', { provider: 'builtin', is_test: false, cap_per_hour: 1 })).status,
    ).toBe(404);
    const asset = await browser(app).call('playback.asset', { params: { content_type: 'media_item', content_id: FREE } });
    expect(asset.ad?.preroll?.url.startsWith(ORIGIN)).toBe(true);
    expect((await browser(app).raw('/api/operator/ads/creatives')).status).toBe(401);
  });

  it('an empty list turns a free film’s ads off, and a reset brings the default back', async () => {
    await operator('PUT', `/api/operator/ads/breaks/${FREE}`, { breaks: [] });
    const off = await browser(app).call('playback.asset', { params: { content_type: 'media_item', content_id: FREE } });
    expect(off.ad).toBeUndefined();
    const reset = await (await operator('DELETE', `/api/operator/ads/breaks/${FREE}`)).json();
    expect(reset).toMatchObject({ configured: false, breaks: [{ slot: 'preroll', ads: 1 }, { slot: 'pauseroll' }, { slot: 'postroll' }] });
  });

  it('/test_avod_player gets the first free film with breaks the profile may watch, and none when their ads are off', async () => {
    // Earlier in id order, but erotic: not for a visitor.
    await db.insert(mediaItems).values(item(9100, { is_erotic: true }));
    const viewer = browser(app);
    expect(await viewer.call('ads.testTitle')).toEqual({ media_item_id: FREE });
    await operator('PUT', `/api/operator/ads/breaks/${FREE}`, { breaks: [] });
    try {
      expect(await viewer.call('ads.testTitle')).toEqual({ media_item_id: null });
    } finally {
      await operator('DELETE', `/api/operator/ads/breaks/${FREE}`);
    }
  });

  it('records a banner’s ad pixels, each show and click, and the operator reads them per banner with their viewers', async () => {
    await db.insert(banners).values({
      id: 901,
      title: { rus: 'Партнёр' },
      size: 'small',
      color: '#000000',
      labels: [],
      media_files: [],
      is_clickable: true,
      image: '',
      image_mobile: '',
    });
    const [first, second] = [browser(app), browser(app)];
    for (const [viewer, event] of [
      [first, 'show'],
      [second, 'show'],
      [first, 'show'],
      [first, 'click'],
    ] as const) {
      const answer = await viewer.raw(`/api/v1/ads/banners/901/${event}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/gif');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    const read = await (await operator('GET', '/api/operator/ads/banners')).json();
    expect(read).toEqual({ banners: [{ banner_id: 901, events: { show: 3, click: 1 }, viewers: 2 }] });
    expect((await browser(app).raw('/api/operator/ads/banners')).status).toBe(401);
  });

  it('refuses a pixel of an unknown banner or event, writing nothing', async () => {
    const before = (await db.select().from(adPixelEvents)).length;
    expect((await browser(app).raw('/api/v1/ads/banners/999999/show')).status).toBe(404);
    expect((await browser(app).raw('/api/v1/ads/banners/901/hover')).status).toBe(400);
    expect((await browser(app).raw('/api/v1/ads/banners/abc/show')).status).toBe(400);
    expect((await db.select().from(adPixelEvents)).length).toBe(before);
  });

  it('serves the demo spots as public progressive MP4', async () => {
    const spot = await browser(app).raw('/media/ads/kosmos-cola.mp4', { headers: { range: 'bytes=0-99' } });
    expect(spot.status).toBe(206);
    expect(spot.headers.get('content-type')).toBe('video/mp4');
    expect((await browser(app).raw('/media/ads/missing.mp4')).status).toBe(404);
    expect((await browser(app).raw('/media/ads/..%2Fvod%2Faurora%2Fdone.json')).status).toBe(404);
  });
});

describe('the demo’s ads', () => {
  it('keep the free channels’ default breaks on «Кино Хит» alone, and the operator’s own choice stands', async () => {
    const [kinoHit, other] = [9201, 9202];
    await db.insert(channels).values(
      [kinoHit, other].map((id) => ({
        id,
        slug: id === kinoHit ? DEMO_AD_CHANNEL_SLUG : `free-${id}`,
        number: id,
        name: { rus: `Канал ${id}` },
        description: { rus: '' },
        age_limit_id: 1,
        usage_model: 'SERVICE' as const,
        is_free: true,
        poster_bg_color: '#000000',
        stream_id: 'loop',
        is_tstv_allowed: false,
        is_pltv_allowed: false,
        is_catchup_allowed: false,
        tstv_depth: 0,
        pltv_max_duration: 0,
        image: '',
        logo: '',
        full_logo: '',
      })),
    );
    await operator('PUT', `/api/operator/ads/breaks/${CH.plain}?content_type=channel`, { breaks: [{ slot: 'preroll', ads: 1 }] });
    await adsService(adsRepo(db), { clock }).seedDemo();
    const breaksOf = async (id: number) =>
      (await (await operator('GET', `/api/operator/ads/breaks/${id}?content_type=channel`)).json()).breaks;
    expect(await breaksOf(kinoHit)).toEqual(FREE_CHANNEL_BREAKS);
    expect(await breaksOf(other)).toEqual([]);
    expect(await breaksOf(CH.plain)).toEqual([{ slot: 'preroll', ads: 1 }]);
  });
});
