import { ErrorCode } from '@efir/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import {
  accountEntitlements,
  accountEvents,
  accounts,
  profiles,
  purchaseOptions,
  purchaseOrders,
  purchasePrices,
  serviceItems,
  services,
} from '../../db/schema/index.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { pushedEvent } from '../notifications/live.js';
import { ITEMS, registerByPhone, seedRatedItems } from '../profiles/test-support.js';
import { seedDemoPrices } from './seed.js';
import { PAYMENT_METHOD_IDS, periodEnd } from './service.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { app, database } = await createTestApp({ clock });
const db = database.db;
await seedRatedItems(db, 'clip-purchases', { free: false });

/** A cinema subscription inside a bundle; it opens the 6+ film and the series. */
const CINEMA = 5101;
const BUNDLE = 5100;
/** A service the operator has switched off. */
const CLOSED = 5102;
/** A second service of the bundle, priced after the bundle. */
const SERIALS = 5103;
const service = (id: number, values: Partial<typeof services.$inferInsert>): typeof services.$inferInsert => ({
  id,
  alias: `service-${id}`,
  name: { rus: `Сервис ${id}` },
  description_short: { rus: '' },
  kind: 'subscription',
  content_type: 'media_items',
  active: true,
  image: '',
  icon: '',
  position: id,
  ...values,
});
await db
  .insert(services)
  .values([
    service(BUNDLE, { kind: 'bundle', name: { rus: 'Всё включено' } }),
    service(CINEMA, { parent_id: BUNDLE, name: { rus: 'Кино' } }),
    service(CLOSED, { active: false }),
    service(SERIALS, { parent_id: BUNDLE }),
  ]);
await db.insert(serviceItems).values([
  { service_id: CINEMA, item_type: 'media_item', item_id: ITEMS.sixPlus },
  { service_id: CINEMA, item_type: 'media_item', item_id: ITEMS.adultSeries },
]);

async function option(values: typeof purchaseOptions.$inferInsert, prices: Omit<typeof purchasePrices.$inferInsert, 'seq_id'>[]) {
  const [row] = await db.insert(purchaseOptions).values(values).returning();
  const rows = await db
    .insert(purchasePrices)
    .values(prices.map((price) => ({ ...price, seq_id: row!.seq_id })))
    .returning();
  return { seq_id: row!.seq_id, prices: rows.map((price) => price.price_id) };
}
const cinema = await option({ usage_model: 'SERVICE', service_id: CINEMA }, [
  { duration: 1, duration_unit: 'month', is_default: true, type: 'one_time', amount_minor: 29_900 },
  { duration: 12, duration_unit: 'month', type: 'discount', amount_minor: 299_000, original_amount_minor: 358_800 },
]);
const bundle = await option({ usage_model: 'SERVICE', service_id: BUNDLE }, [
  { duration: 1, duration_unit: 'month', is_default: true, type: 'one_time', amount_minor: 59_900 },
]);
const serials = await option({ usage_model: 'SERVICE', service_id: SERIALS }, [
  { duration: 1, duration_unit: 'month', is_default: true, type: 'one_time', amount_minor: 19_900 },
]);
const rent = await option({ usage_model: 'TVOD', media_item_id: ITEMS.sixteenPlus, position: 1 }, [
  { duration: 48, duration_unit: 'hour', is_default: true, type: 'one_time', amount_minor: 14_900 },
]);
const buyFilm = await option({ usage_model: 'EST', media_item_id: ITEMS.sixteenPlus, position: 2 }, [
  { duration: null, duration_unit: null, is_default: true, type: 'one_time', amount_minor: 39_950 },
]);

/** A service whose first month is 1 ₽ for a new subscriber, then 599 ₽ a month; a year for 5 990 ₽. */
const INTRO = 5104;
await db.insert(services).values(service(INTRO, { name: { rus: 'Максимум' } }));
const intro = await option({ usage_model: 'SERVICE', service_id: INTRO }, [
  { duration: 1, duration_unit: 'month', is_default: true, type: 'one_time', amount_minor: 59_900 },
  { duration: 12, duration_unit: 'month', type: 'discount', amount_minor: 599_000, original_amount_minor: 718_800 },
  { duration: 1, duration_unit: 'month', type: 'intro', amount_minor: 100, original_amount_minor: 59_900 },
]);

type Item = { item_type: 'media_item' | 'service'; item_id: number };
const film: Item = { item_type: 'media_item', item_id: ITEMS.sixteenPlus };
const inCinema: Item = { item_type: 'media_item', item_id: ITEMS.sixPlus };

/** A new phone account holding `roubles` on its prepaid account; answers its id. */
async function viewerWith(roubles: number): Promise<{ viewer: Visitor; accountId: string }> {
  const viewer = browser(app);
  const phone = await registerByPhone(viewer);
  const [row] = await db
    .update(accounts)
    .set({ balance_minor: roubles * 100 })
    .where(eq(accounts.phone, phone))
    .returning({ id: accounts.id });
  return { viewer, accountId: row!.id };
}

const runJobs = () => browser(app).call('dev.jobsRun');
const balanceOf = async (accountId: string) =>
  (await db.select({ balance: accounts.balance_minor }).from(accounts).where(eq(accounts.id, accountId)))[0]!.balance;
const ordersOf = async (accountId: string) =>
  (await db.select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.account_id, accountId)))[0]!.n;
const grantsOf = (accountId: string) => db.select().from(accountEntitlements).where(eq(accountEntitlements.account_id, accountId));
const buy = (
  viewer: Visitor,
  body: { seq_id: number; price_id: number; item?: Item; pin_code?: string; payment_method_id?: number; idempotency_key?: string },
) =>
  viewer.call('buy.content', {
    body: { payment_method_id: PAYMENT_METHOD_IDS.account_prepaid, item: film, idempotency_key: crypto.randomUUID(), ...body },
  });

describe('purchase options (spec 2 §3 Purchase option, §4 purchase details load only for signed-in users)', () => {
  it('a visitor is refused the options, the payment methods and the purchase', async () => {
    const visitor = browser(app);
    await visitor.call('sessions.current');
    await expectProblem(visitor.call('purchases.variants', { query: film }), 403, ErrorCode.AUTH_REQUIRED);
    await expectProblem(visitor.call('paymentMethodsByTypes.get', { query: { types: 'purchase' } }), 403, ErrorCode.AUTH_REQUIRED);
    await expectProblem(buy(visitor, { seq_id: rent.seq_id, price_id: rent.prices[0]! }), 403, ErrorCode.AUTH_REQUIRED);
  });

  it('a film to rent or buy lists both, with its periods and prices in roubles', async () => {
    const { viewer } = await viewerWith(0);
    const answer = await viewer.call('purchases.variants', { query: film });
    expect(answer.purchased).toBeNull();
    expect(answer.purchase_variants).toEqual([
      {
        seq_id: rent.seq_id,
        usage_model: 'TVOD',
        service: null,
        content: { quality: 'HD', name: `Фильм ${ITEMS.sixteenPlus}`, media_item_type: 'film' },
        periods: [
          {
            duration: 48,
            duration_unit: 'hour',
            is_default: true,
            prices: [{ price_id: rent.prices[0], type: 'one_time', amount: 149, currency: 'RUB' }],
          },
        ],
        is_quick_purchase: false,
      },
      expect.objectContaining({
        seq_id: buyFilm.seq_id,
        usage_model: 'EST',
        periods: [{ duration: null, duration_unit: null, is_default: true, prices: [expect.objectContaining({ amount: 399.5 })] }],
      }),
    ]);
  });

  it('a film in a subscription offers the subscription and the bundle above it; an episode is offered as its series', async () => {
    const { viewer } = await viewerWith(0);
    const answer = await viewer.call('purchases.variants', { query: inCinema });
    expect(answer.purchase_variants.map((variant) => [variant.usage_model, variant.service?.name])).toEqual([
      ['SERVICE', 'Кино'],
      ['SERVICE', 'Всё включено'],
    ]);
    const yearly = answer.purchase_variants[0]!.periods[1]!;
    expect(yearly).toEqual({
      duration: 12,
      duration_unit: 'month',
      is_default: false,
      prices: [{ price_id: cinema.prices[1], type: 'discount', amount: 2990, original_amount: 3588, currency: 'RUB' }],
    });
    const episode = await viewer.call('purchases.variants', { query: { item_type: 'media_item', item_id: ITEMS.milderEpisode } });
    expect(episode.purchase_variants.map((variant) => variant.seq_id)).toEqual([cinema.seq_id, bundle.seq_id]);
  });

  it('a service’s page offers its own subscription and the bundle above it; a bundle’s page only the bundle', async () => {
    const { viewer } = await viewerWith(0);
    const ofService = await viewer.call('purchases.variants', { query: { item_type: 'service', item_id: CINEMA } });
    expect(ofService.purchase_variants.map((variant) => variant.seq_id)).toEqual([cinema.seq_id, bundle.seq_id]);
    const ofBundle = await viewer.call('purchases.variants', { query: { item_type: 'service', item_id: BUNDLE } });
    expect(ofBundle.purchase_variants.map((variant) => variant.seq_id)).toEqual([bundle.seq_id]);
    expect(ofBundle.purchase_variants[0]!.content.name).toBe('Всё включено');
    // Priced after the bundle, the service's own subscription still comes first on its page.
    const ofSerials = await viewer.call('purchases.variants', { query: { item_type: 'service', item_id: SERIALS } });
    expect(ofSerials.purchase_variants.map((variant) => variant.seq_id)).toEqual([serials.seq_id, bundle.seq_id]);
    await expectProblem(viewer.call('purchases.variants', { query: { item_type: 'service', item_id: CLOSED } }), 404, ErrorCode.NOT_FOUND);
  });

  it('an item the profile may not see is not found, nor one that does not exist', async () => {
    const { viewer } = await viewerWith(0);
    await expectProblem(
      viewer.call('purchases.variants', { query: { item_type: 'media_item', item_id: ITEMS.erotic } }),
      404,
      ErrorCode.NOT_FOUND,
    );
    await expectProblem(
      viewer.call('purchases.variants', { query: { item_type: 'media_item', item_id: 999_999 } }),
      404,
      ErrorCode.NOT_FOUND,
    );
    await expectProblem(viewer.call('purchases.variants', { query: { item_type: 'channel', item_id: 999_999 } }), 404, ErrorCode.NOT_FOUND);
  });
});

describe('payment methods (spec 2 §7 paymentMethodsByTypes.get)', () => {
  it('the prepaid account carries its balance; without a top-up page no refill method is offered', async () => {
    const { viewer } = await viewerWith(250);
    const answer = await viewer.call('paymentMethodsByTypes.get', { query: { types: 'purchase,account_refill' } });
    expect(answer.payment_methods).toEqual({
      purchase: [
        {
          id: PAYMENT_METHOD_IDS.account_prepaid,
          name: 'account_prepaid',
          description: 'С баланса счёта: 250\u00a0₽',
          payment_url: null,
          balance: { amount: 250, currency: 'RUB' },
        },
      ],
      account_refill: [],
    });
  });

  it('an unknown group is a validation error', async () => {
    const { viewer } = await viewerWith(0);
    await expectProblem(viewer.call('paymentMethodsByTypes.get', { query: { types: 'purchase,cash' } }), 400, ErrorCode.VALIDATION_FAILED);
  });
});

describe('buying (spec 2 §4 Purchase flow, §7 buy.content)', () => {
  it('renting charges the balance exactly, opens the film for 48 hours, and the options then say so', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    const answer = await buy(viewer, { seq_id: rent.seq_id, price_id: rent.prices[0]! });
    expect(answer).toEqual({
      status: 'success',
      order_id: expect.any(String),
      ticket_id: null,
      challenge_url: null,
      // The account's time zone (Moscow) and the one date format the web writes too; the moment itself for clients.
      notification: {
        display: { message: `«Фильм ${ITEMS.sixteenPlus}» взят напрокат`, submessage: 'Доступ открыт до 24 ноября 2026 г. в 15:00' },
        access_until: '2026-11-24T12:00:00.000Z',
      },
    });
    expect(await balanceOf(accountId)).toBe(100_000 - 14_900);
    const [grant] = await grantsOf(accountId);
    expect(grant).toMatchObject({ media_item_id: ITEMS.sixteenPlus, service_id: null, source: 'purchase', source_id: answer.order_id });
    expect(grant!.ends_at!.getTime() - clock.now().getTime()).toBe(48 * 3600_000);
    expect(await viewer.call('purchases.variants', { query: film })).toEqual({
      purchase_variants: [],
      purchased: { usage_model: 'TVOD', until: '2026-11-24T12:00:00.000Z' },
    });
  });

  it('a rental’s end is pushed to the account as its item’s sync_purchase, when it comes and not before', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    await buy(viewer, { seq_id: rent.seq_id, price_id: rent.prices[0]! });
    const ended = async () =>
      (await db.select().from(accountEvents).where(eq(accountEvents.account_id, accountId))).filter((row) => row.type === 'sync_purchase');
    const bought = clock.now();
    clock.advance(48 * 3600_000 - 1000);
    await runJobs();
    expect(await ended()).toEqual([]);
    clock.advance(1000);
    await runJobs();
    await runJobs();
    clock.set(bought);
    const [row, ...more] = await ended();
    expect(more).toEqual([]);
    expect(pushedEvent({ ...row!, message: null }, null)).toMatchObject({
      event_code: 'sync_purchase',
      event_type: 'item',
      item: { type: 'media_item', id: ITEMS.sixteenPlus },
    });
  });

  it('a film bought is open for ever; buying it again is refused and costs nothing', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    await buy(viewer, { seq_id: buyFilm.seq_id, price_id: buyFilm.prices[0]! });
    expect(await balanceOf(accountId)).toBe(100_000 - 39_950);
    expect((await viewer.call('purchases.variants', { query: film })).purchased).toEqual({ usage_model: 'EST', until: null });
    await expectProblem(buy(viewer, { seq_id: rent.seq_id, price_id: rent.prices[0]! }), 409, ErrorCode.ALREADY_PURCHASED);
    expect(await balanceOf(accountId)).toBe(100_000 - 39_950);
    expect(await ordersOf(accountId)).toBe(1);
  });

  it('a subscription opens every item of the service; the bundle opens its sub-services’ items too', async () => {
    const { viewer } = await viewerWith(1000);
    await buy(viewer, { seq_id: bundle.seq_id, price_id: bundle.prices[0]!, item: inCinema });
    const purchased = (await viewer.call('purchases.variants', { query: { item_type: 'media_item', item_id: ITEMS.milderEpisode } }))
      .purchased;
    expect(purchased).toEqual({ usage_model: 'SERVICE', until: '2026-12-22T12:00:00.000Z' });
  });

  it('a subscription bought on the service’s page opens the service and its items; a film’s own purchase does not open the service', async () => {
    const { viewer } = await viewerWith(1000);
    const cinemaPage = { item_type: 'service' as const, item_id: CINEMA };
    await buy(viewer, { seq_id: cinema.seq_id, price_id: cinema.prices[0]!, item: cinemaPage });
    expect((await viewer.call('purchases.variants', { query: cinemaPage })).purchased).toEqual({
      usage_model: 'SERVICE',
      until: '2026-12-22T12:00:00.000Z',
    });
    expect((await viewer.call('purchases.variants', { query: inCinema })).purchased?.usage_model).toBe('SERVICE');
    // The bundle is still on offer: holding one of its services does not make it held.
    expect((await viewer.call('purchases.variants', { query: { item_type: 'service', item_id: BUNDLE } })).purchased).toBeNull();
    await expectProblem(
      buy(viewer, { seq_id: bundle.seq_id, price_id: bundle.prices[0]!, item: cinemaPage }),
      409,
      ErrorCode.ALREADY_PURCHASED,
    );

    const other = await viewerWith(1000);
    await buy(other.viewer, { seq_id: buyFilm.seq_id, price_id: buyFilm.prices[0]! });
    expect((await other.viewer.call('purchases.variants', { query: cinemaPage })).purchased).toBeNull();
  });

  it('a short balance is refused with 2000034 and changes nothing', async () => {
    const { viewer, accountId } = await viewerWith(100);
    const problem = await expectProblem(buy(viewer, { seq_id: rent.seq_id, price_id: rent.prices[0]! }), 402, ErrorCode.INSUFFICIENT_FUNDS);
    expect(problem.description).toBe('Недостаточно средств: нужно 149\u00a0₽, на счёте 100\u00a0₽. Пополните счёт, чтобы оплатить');
    expect(await balanceOf(accountId)).toBe(10_000);
    expect(await ordersOf(accountId)).toBe(0);
    expect(await grantsOf(accountId)).toEqual([]);
  });

  it('a price of another option, an option that does not open the item, or another payment method is refused', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    await expectProblem(buy(viewer, { seq_id: rent.seq_id, price_id: buyFilm.prices[0]! }), 409, ErrorCode.PURCHASE_OPTION_UNKNOWN);
    await expectProblem(buy(viewer, { seq_id: cinema.seq_id, price_id: cinema.prices[0]! }), 409, ErrorCode.PURCHASE_OPTION_UNKNOWN);
    await expectProblem(
      buy(viewer, { seq_id: rent.seq_id, price_id: rent.prices[0]!, payment_method_id: PAYMENT_METHOD_IDS.external_url }),
      400,
      ErrorCode.PAYMENT_METHOD_UNAVAILABLE,
    );
    expect(await balanceOf(accountId)).toBe(100_000);
    expect(await ordersOf(accountId)).toBe(0);
  });

  it('a profile that needs its PIN to buy is refused without it and with a wrong one, and buys with the right one', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    await viewer.call('profiles.list');
    await db.update(profiles).set({ is_purchase_pin_required: true }).where(eq(profiles.account_id, accountId));
    const rental = { seq_id: rent.seq_id, price_id: rent.prices[0]! };
    await expectProblem(buy(viewer, rental), 403, ErrorCode.PURCHASE_PIN_REQUIRED);
    await expectProblem(buy(viewer, { ...rental, pin_code: '1234' }), 403, ErrorCode.PIN_WRONG);
    expect(await ordersOf(accountId)).toBe(0);
    await buy(viewer, { ...rental, pin_code: '0000' });
    expect(await ordersOf(accountId)).toBe(1);
  });

  it('two purchases at once charge once', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    const results = await Promise.allSettled([
      buy(viewer, { seq_id: rent.seq_id, price_id: rent.prices[0]! }),
      buy(viewer, { seq_id: buyFilm.seq_id, price_id: buyFilm.prices[0]! }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await ordersOf(accountId)).toBe(1);
    const charged = 100_000 - (await balanceOf(accountId));
    expect([14_900, 39_950]).toContain(charged);
  });

  it('100 presses at once with one idempotency key charge once and answer alike', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    const idempotency_key = crypto.randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => buy(viewer, { seq_id: rent.seq_id, price_id: rent.prices[0]!, idempotency_key })),
    );
    const answered = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answered.map((answer) => answer.order_id)).size).toBe(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect((result.reason as { body?: { error_code?: number } }).body?.error_code).toBe(ErrorCode.IDEMPOTENCY_IN_PROGRESS);
    expect(await ordersOf(accountId)).toBe(1);
    expect(await balanceOf(accountId)).toBe(100_000 - 14_900);
  });

  it('100 different purchases at once never overdraw the balance: what is charged is exactly what was ordered', async () => {
    const { viewer, accountId } = await viewerWith(800);
    const choices = [
      { seq_id: rent.seq_id, price_id: rent.prices[0]! },
      { seq_id: buyFilm.seq_id, price_id: buyFilm.prices[0]! },
      { seq_id: serials.seq_id, price_id: serials.prices[0]!, item: inCinema },
      { seq_id: cinema.seq_id, price_id: cinema.prices[0]!, item: inCinema },
      { seq_id: bundle.seq_id, price_id: bundle.prices[0]!, item: inCinema },
    ];
    await Promise.allSettled(Array.from({ length: 100 }, (_, index) => buy(viewer, choices[index % choices.length]!)));
    const balance = await balanceOf(accountId);
    const orders = await db.select().from(purchaseOrders).where(eq(purchaseOrders.account_id, accountId));
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(orders.length).toBeGreaterThanOrEqual(1);
    expect(orders.reduce((sum, order) => sum + order.amount_minor, 0)).toBe(80_000 - balance);
    expect(new Set(orders.map((order) => order.seq_id)).size).toBe(orders.length);
  });

  it('a malformed PIN or item is a validation error', async () => {
    const { viewer } = await viewerWith(1000);
    await expectProblem(
      buy(viewer, { seq_id: rent.seq_id, price_id: rent.prices[0]!, pin_code: '12a4' }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    await expectProblem(
      viewer.call('buy.content', { body: { seq_id: rent.seq_id, price_id: rent.prices[0]!, payment_method_id: 1 } as never }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
  });
});

describe('what a service costs (the offer on every service the catalogue answers)', () => {
  const serviceItem: Item = { item_type: 'service', item_id: INTRO };
  const firstMonth = { amount: 1, currency: 'RUB', type: 'intro', duration: 1, duration_unit: 'month', periods: 1 };
  const thenMonthly = { amount: 599, currency: 'RUB', duration: 1, duration_unit: 'month' };

  it('a visitor is shown the price a new subscriber pays and what follows, on the list and on the service', async () => {
    const visitor = browser(app);
    const listed = (await visitor.call('services.list')).items.find((item) => item.id === INTRO);
    expect(listed?.offer).toEqual({ ...firstMonth, follow_on: thenMonthly });
    expect((await visitor.call('services.getById', { params: { id: String(INTRO) } })).offer).toEqual({
      ...firstMonth,
      follow_on: thenMonthly,
    });
    // Without a trial or intro price: the cheapest period, and nothing follows.
    expect((await visitor.call('services.getById', { params: { id: String(CINEMA) } })).offer).toEqual({
      amount: 299,
      currency: 'RUB',
      type: 'one_time',
      duration: 1,
      duration_unit: 'month',
      periods: 1,
      follow_on: null,
    });
  });

  it('is what the checkout charges; once the account has paid for the service it is offered the regular price', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    const shown = (await viewer.call('services.getById', { params: { id: String(INTRO) } })).offer;
    const { purchase_variants } = await viewer.call('purchases.variants', { query: serviceItem });
    const month = purchase_variants.find((option) => option.service?.id === INTRO)!.periods.find((period) => period.is_default)!;
    expect(month.prices[0]).toMatchObject({ amount: shown?.amount, type: shown?.type });
    await buy(viewer, { seq_id: intro.seq_id, price_id: month.prices[0]!.price_id, item: serviceItem });
    expect(await balanceOf(accountId)).toBe(100_000 - 100);
    expect((await viewer.call('services.getById', { params: { id: String(INTRO) } })).offer).toEqual({
      ...thenMonthly,
      type: 'one_time',
      periods: 1,
      follow_on: null,
    });
  });

  it('a service without prices is not sold: no offer', async () => {
    expect((await browser(app).call('services.getById', { params: { id: String(CLOSED) } })).offer).toBeNull();
  });
});

describe('periods and the demo price list', () => {
  it('months are calendar months, clamped to the last day', () => {
    expect(periodEnd(new Date('2027-01-31T10:00:00Z'), 1, 'month').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(periodEnd(new Date('2026-11-22T12:00:00Z'), 12, 'month').toISOString()).toBe('2027-11-22T12:00:00.000Z');
    expect(periodEnd(new Date('2026-11-22T12:00:00Z'), 1, 'year').toISOString()).toBe('2027-11-22T12:00:00.000Z');
    expect(periodEnd(new Date('2026-11-22T12:00:00Z'), 2, 'day').toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it('the demo list is added once, only to an empty price list', async () => {
    const before = (await db.select({ n: count() }).from(purchaseOptions))[0]!.n;
    await seedDemoPrices(db);
    expect((await db.select({ n: count() }).from(purchaseOptions))[0]!.n).toBe(before);
  });
});
