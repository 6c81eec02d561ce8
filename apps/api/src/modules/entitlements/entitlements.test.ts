import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@efir/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import {
  accountEntitlements,
  accounts,
  channels,
  epgPrograms,
  mediaItems,
  purchaseOptions,
  purchasePrices,
  serviceItems,
  services,
} from '../../db/schema/index.js';
import { mediaDirWithLoopClip } from '../../media/live/test-loop-clip.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { CH, seedChannels } from '../epg/test-support.js';
import { mediaTokens } from '../playback/media-token.js';
import { ITEMS, registerByPhone, seedRatedItems } from '../profiles/test-support.js';
import { PAYMENT_METHOD_IDS } from '../purchases/service.js';

const SECRET = 'test-secret-test-secret-test-secret!';
const HOUR = 3_600_000;
const clock = testClock(new Date('2026-11-22T12:00:00Z'));
// The channels' looping live clip, and a packaged film clip beside it.
const mediaDir = mediaDirWithLoopClip('loop');
mkdirSync(path.join(mediaDir, 'vod', 'aurora', 'cenc'), { recursive: true });
writeFileSync(path.join(mediaDir, 'vod', 'aurora', 'done.json'), '{}');
const { app, database } = await createTestApp({ clock, env: { EFIR_MEDIA_DIR: mediaDir, EFIR_SECRET: SECRET } });
const db = database.db;
await seedRatedItems(db, 'aurora', { free: false });
const programs = await seedChannels(db, clock.now());

const FREE_FILM = 7190;
const PAID_CHANNEL = 905;
/** A cinema subscription inside a bundle (the 6+ film and the series); basic TV (the paid channel); the TV archive. */
const SERVICE = { bundle: 5200, cinema: 5201, tv: 5202, archive: 10 } as const;

await db.insert(mediaItems).values({
  id: FREE_FILM,
  type: 'film',
  slug: 'free-film',
  name: { rus: 'Бесплатный фильм' },
  short_description: { rus: '' },
  summary: { rus: '' },
  age_limit_id: 1,
  category: 'movies',
  usage_model: 'SERVICE',
  is_free: true,
  poster_bg_color: '#000000',
  logo: '',
  background: '',
  visit_card: '',
  screenshots: [],
  stream_id: 'aurora',
});
const [template] = await db.select().from(channels).where(eq(channels.id, CH.plain));
await db.insert(channels).values({ ...template!, id: PAID_CHANNEL, slug: 'paid-tv', number: 5, is_free: false });
const service = (id: number, values: Partial<typeof services.$inferInsert>): typeof services.$inferInsert => ({
  id,
  alias: `access-${id}`,
  name: { rus: `Сервис ${id}` },
  description_short: { rus: '' },
  kind: 'subscription',
  content_type: 'mixed',
  active: true,
  image: '',
  icon: '',
  position: id,
  ...values,
});
await db
  .insert(services)
  .values([
    service(SERVICE.bundle, { kind: 'bundle' }),
    service(SERVICE.cinema, { parent_id: SERVICE.bundle }),
    service(SERVICE.tv, {}),
    service(SERVICE.archive, {}),
  ]);
await db.insert(serviceItems).values([
  { service_id: SERVICE.cinema, item_type: 'media_item', item_id: ITEMS.sixPlus },
  { service_id: SERVICE.cinema, item_type: 'media_item', item_id: ITEMS.adultSeries },
  { service_id: SERVICE.tv, item_type: 'channel', item_id: PAID_CHANNEL },
]);
// A finished programme on the channel whose archive is sold as the TV archive service.
const soldProgram = { ...programs.finished, id: 90, original_id: 'sold-90', channel_id: CH.sold };
await db.insert(epgPrograms).values(soldProgram);

async function option(values: typeof purchaseOptions.$inferInsert, price: Omit<typeof purchasePrices.$inferInsert, 'seq_id'>) {
  const [row] = await db.insert(purchaseOptions).values(values).returning();
  const [priced] = await db
    .insert(purchasePrices)
    .values({ ...price, seq_id: row!.seq_id })
    .returning();
  return { seq_id: row!.seq_id, price_id: priced!.price_id };
}
const monthly = { duration: 1, duration_unit: 'month', is_default: true, type: 'one_time', amount_minor: 29_900 } as const;
const OPTIONS = {
  cinema: await option({ usage_model: 'SERVICE', service_id: SERVICE.cinema }, monthly),
  bundle: await option({ usage_model: 'SERVICE', service_id: SERVICE.bundle }, monthly),
  tv: await option({ usage_model: 'SERVICE', service_id: SERVICE.tv }, monthly),
  archive: await option({ usage_model: 'SERVICE', service_id: SERVICE.archive }, monthly),
  rent: await option(
    { usage_model: 'TVOD', media_item_id: ITEMS.sixteenPlus, position: 1 },
    { duration: 48, duration_unit: 'hour', is_default: true, type: 'one_time', amount_minor: 14_900 },
  ),
  own: await option(
    { usage_model: 'EST', media_item_id: ITEMS.sixteenPlus, position: 2 },
    { duration: null, duration_unit: null, is_default: true, type: 'one_time', amount_minor: 39_900 },
  ),
};
type Item = { item_type: 'media_item' | 'channel' | 'service'; item_id: number };

/** A new phone account with 1 000 ₽ on its prepaid account, whose profile sees up to 18+ freely. */
async function subscriber(): Promise<{ viewer: Visitor; accountId: string }> {
  const viewer = browser(app);
  const phone = await registerByPhone(viewer);
  const [row] = await db.update(accounts).set({ balance_minor: 100_000 }).where(eq(accounts.phone, phone)).returning({ id: accounts.id });
  return { viewer, accountId: row!.id };
}
const buy = (viewer: Visitor, chosen: { seq_id: number; price_id: number }, item: Item) =>
  viewer.call('buy.content', {
    body: { payment_method_id: PAYMENT_METHOD_IDS.account_prepaid, item, idempotency_key: crypto.randomUUID(), ...chosen },
  });
const play = (viewer: Visitor, content_id: number, content_type: 'media_item' | 'channel' | 'trailer' = 'media_item') =>
  viewer.call('playback.asset', { params: { content_type, content_id } });
const catchup = (viewer: Visitor, channel_id: number, original_id: string) =>
  viewer.call('playback.programAsset', { params: { channel_id, original_id } });
const grantRows = async () => (await db.select({ n: count() }).from(accountEntitlements))[0]!.n;

describe('who may play what (spec 2 §6; docs/decisions/0011)', () => {
  it('a visitor plays free content and trailers at once; a paid film asks them to sign in, and nothing is written', async () => {
    const visitor = browser(app);
    expect(await play(visitor, FREE_FILM)).toMatchObject({ type: 'vod', content: { id: FREE_FILM } });
    expect(await play(visitor, ITEMS.sixteenPlus, 'trailer')).toMatchObject({ contentType: 'trailer' });
    const before = await grantRows();
    const body = await expectProblem(play(visitor, ITEMS.sixPlus), 403, ErrorCode.CONTENT_NOT_PURCHASED);
    expect(body.purchase).toEqual({ item_type: 'media_item', item_id: ITEMS.sixPlus, login_required: true });
    await expectProblem(play(visitor, ITEMS.milderEpisode), 403, ErrorCode.CONTENT_NOT_PURCHASED);
    expect(await grantRows()).toBe(before);
  });

  it('a signed-in viewer without a purchase is refused with the purchase variants that would open the item', async () => {
    const { viewer } = await subscriber();
    const body = await expectProblem(play(viewer, ITEMS.sixPlus), 403, ErrorCode.CONTENT_NOT_PURCHASED);
    const purchase = body.purchase as { login_required: boolean; purchase_variants: { seq_id: number }[] };
    expect(purchase.login_required).toBe(false);
    expect(purchase.purchase_variants.map((variant) => variant.seq_id)).toEqual([OPTIONS.cinema.seq_id, OPTIONS.bundle.seq_id]);
  });

  it('a subscription opens its service’s films and every episode of its series; the bundle above it opens them too', async () => {
    const { viewer } = await subscriber();
    await buy(viewer, OPTIONS.cinema, { item_type: 'media_item', item_id: ITEMS.sixPlus });
    expect(await play(viewer, ITEMS.sixPlus)).toMatchObject({ content: { id: ITEMS.sixPlus } });
    expect(await play(viewer, ITEMS.milderEpisode)).toMatchObject({ content: { id: ITEMS.milderEpisode } });
    expect(await play(viewer, ITEMS.adultSeries)).toMatchObject({ content: { id: ITEMS.milderEpisode } });
    await expectProblem(play(viewer, ITEMS.sixteenPlus), 403, ErrorCode.CONTENT_NOT_PURCHASED);

    const other = await subscriber();
    await buy(other.viewer, OPTIONS.bundle, { item_type: 'service', item_id: SERVICE.bundle });
    expect(await play(other.viewer, ITEMS.sixPlus)).toMatchObject({ content: { id: ITEMS.sixPlus } });
  });

  it('a rental plays until it ends, its media token never outlives it, and then the asset and the licence refuse', async () => {
    const { viewer } = await subscriber();
    const rentedAt = clock.now().getTime();
    await buy(viewer, OPTIONS.rent, { item_type: 'media_item', item_id: ITEMS.sixteenPlus });
    clock.advance(46 * HOUR);
    const asset = await play(viewer, ITEMS.sixteenPlus);
    expect(mediaTokens(SECRET, clock).open(asset.token!).expiresAt).toBe(rentedAt + 48 * HOUR);
    clock.advance(3 * HOUR);
    await expectProblem(play(viewer, ITEMS.sixteenPlus), 403, ErrorCode.CONTENT_NOT_PURCHASED);
    clock.advance(-49 * HOUR);
  });

  it('the licence asks again: a grant withdrawn after the token was issued gets no keys', async () => {
    const { viewer, accountId } = await subscriber();
    await buy(viewer, OPTIONS.own, { item_type: 'media_item', item_id: ITEMS.sixteenPlus });
    const asset = await play(viewer, ITEMS.sixteenPlus);
    const kids = ['AAAAAAAAAAAAAAAAAAAAAA'];
    await db.delete(accountEntitlements).where(eq(accountEntitlements.account_id, accountId));
    await expectProblem(
      viewer.call('playback.clearKeyLicence', { query: { token: asset.token! }, body: { kids } }),
      403,
      ErrorCode.CONTENT_NOT_PURCHASED,
    );
  });

  it('a film bought for ever has no end and still plays long after a rental would have ended', async () => {
    const { viewer, accountId } = await subscriber();
    await buy(viewer, OPTIONS.own, { item_type: 'media_item', item_id: ITEMS.sixteenPlus });
    expect((await db.select().from(accountEntitlements).where(eq(accountEntitlements.account_id, accountId)))[0]!.ends_at).toBeNull();
    clock.advance(10 * 24 * HOUR);
    try {
      expect(await play(viewer, ITEMS.sixteenPlus)).toMatchObject({ content: { id: ITEMS.sixteenPlus } });
    } finally {
      clock.advance(-10 * 24 * HOUR);
    }
  });

  it('a free channel is live for a visitor; a paid channel needs a subscription that carries it', async () => {
    const visitor = browser(app);
    expect(await play(visitor, CH.archive, 'channel')).toMatchObject({ type: 'live' });
    const body = await expectProblem(play(visitor, PAID_CHANNEL, 'channel'), 403, ErrorCode.CONTENT_NOT_PURCHASED);
    expect(body.purchase).toEqual({ item_type: 'channel', item_id: PAID_CHANNEL, login_required: true });
    const { viewer } = await subscriber();
    await expectProblem(play(viewer, PAID_CHANNEL, 'channel'), 403, ErrorCode.CONTENT_NOT_PURCHASED);
    await buy(viewer, OPTIONS.tv, { item_type: 'channel', item_id: PAID_CHANNEL });
    expect(await play(viewer, PAID_CHANNEL, 'channel')).toMatchObject({ type: 'live', channel: { channel_id: PAID_CHANNEL } });
  });

  it('catch-up sold as the TV archive is refused until the archive is held, then plays and the live window reaches back', async () => {
    const { viewer } = await subscriber();
    const body = await expectProblem(catchup(viewer, CH.sold, soldProgram.original_id), 403, ErrorCode.CONTENT_NOT_PURCHASED);
    expect(body.purchase).toMatchObject({ item_type: 'service', item_id: SERVICE.archive, login_required: false });
    const live = await play(viewer, CH.sold, 'channel');
    const window = async (assetUrl: string) =>
      /timeShiftBufferDepth="PT(\d+)S"/.exec(await (await viewer.raw(`${assetUrl}/manifest.mpd?offset=7200`)).text())?.[1];
    expect(Number(await window(live.assetUrl))).toBeLessThan(3600);

    await buy(viewer, OPTIONS.archive, { item_type: 'service', item_id: SERVICE.archive });
    expect(await catchup(viewer, CH.sold, soldProgram.original_id)).toMatchObject({ type: 'vod', media_type: 'archive' });
    const held = await play(viewer, CH.sold, 'channel');
    expect(Number(await window(held.assetUrl))).toBe(3600 + 7200);
  });

  it('a free archive plays for a visitor', async () => {
    expect(await catchup(browser(app), CH.archive, programs.finished.original_id)).toMatchObject({ media_type: 'archive' });
  });
});

describe('what the catalogue tells each viewer they hold (spec 2 §3 tstv_options_channel, Service purchase_state)', () => {
  const tstv = async (viewer: Visitor, id: number) =>
    (await viewer.call('channels.getByNcId', { params: { id: String(id) } })).tstv_options_channel;
  const stateOf = async (viewer: Visitor, id: number) =>
    (await viewer.call('services.getById', { params: { id: String(id) } })).purchase_state;

  it('catch-up and pause-live sold as a service are purchased only for its holders; time-shift that is not sold comes with the channel', async () => {
    const { viewer } = await subscriber();
    expect(await tstv(browser(app), CH.sold)).toMatchObject({
      is_catchup_purchased: false,
      is_pltv_purchased: false,
      tstv_service_id: SERVICE.archive,
    });
    expect(await tstv(viewer, CH.sold)).toMatchObject({ is_catchup_purchased: false, is_pltv_purchased: false });
    expect(await tstv(browser(app), CH.archive)).toMatchObject({ is_catchup_purchased: true, is_pltv_purchased: true });
    await buy(viewer, OPTIONS.archive, { item_type: 'service', item_id: SERVICE.archive });
    expect(await tstv(viewer, CH.sold)).toMatchObject({ is_catchup_purchased: true, is_pltv_purchased: true });
    const list = await viewer.call('channels.list');
    expect(list.items.find((channel) => channel.id === CH.sold)?.tstv_options_channel.is_catchup_purchased).toBe(true);
  });

  it('a service says whether the viewer subscribes, until when, and through which bundle', async () => {
    const { viewer } = await subscriber();
    expect(await stateOf(browser(app), SERVICE.cinema)).toEqual({ service: null });
    expect(await stateOf(viewer, SERVICE.cinema)).toEqual({ service: null });
    await buy(viewer, OPTIONS.bundle, { item_type: 'service', item_id: SERVICE.bundle });
    const until = '2026-12-22T12:00:00.000Z';
    expect(await stateOf(viewer, SERVICE.bundle)).toEqual({
      service: expect.objectContaining({ status: 'subscribed', parent_service: null, active_until: until }),
    });
    expect(await stateOf(viewer, SERVICE.cinema)).toEqual({
      service: expect.objectContaining({
        status: 'subscribed',
        parent_service: { id: SERVICE.bundle, alias: `access-${SERVICE.bundle}`, name: `Сервис ${SERVICE.bundle}` },
        active_until: until,
      }),
    });
    expect(await stateOf(viewer, SERVICE.tv)).toEqual({ service: null });
  });
});
