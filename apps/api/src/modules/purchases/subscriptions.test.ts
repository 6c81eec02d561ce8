import { ErrorCode } from '@efir/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import {
  accountEvents,
  accounts,
  purchaseOptions,
  purchaseOrders,
  purchasePrices,
  serviceItems,
  services,
  settings,
  subscriptions,
} from '../../db/schema/index.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { PAYMENT_METHOD_IDS } from '../payments/service.js';
import { answerChallenge, linkCard } from '../payments/test-support.js';
import { ITEMS, registerByPhone, seedRatedItems } from '../profiles/test-support.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
/** The operator's special service (spec 2 §9): its intro price buys 14 days whatever the price list says. */
const SPECIAL = 6204;
const { app, database, acquirer } = await createTestApp({
  clock,
  acquirer: true,
  env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN, EFIR_FORCED_INTRO_SERVICE_ID: String(SPECIAL) },
});
const db = database.db;
await seedRatedItems(db, 'clip-subscriptions', { free: false });
const DAY = 24 * 3600_000;

const CINEMA = 6201;
const serviceRow = {
  id: CINEMA,
  alias: 'cinema-subscriptions',
  name: { rus: 'Кино' },
  description_short: { rus: '' },
  kind: 'subscription' as const,
  content_type: 'media_items' as const,
  active: true,
  image: '',
  icon: '',
  position: 1,
};
await db.insert(services).values(serviceRow);
await db.insert(serviceItems).values({ service_id: CINEMA, item_type: 'media_item', item_id: ITEMS.sixPlus });
const [option] = await db.insert(purchaseOptions).values({ usage_model: 'SERVICE', service_id: CINEMA }).returning();
const [monthly, trial] = await db
  .insert(purchasePrices)
  .values([
    { seq_id: option!.seq_id, duration: 1, duration_unit: 'month', is_default: true, type: 'one_time', amount_minor: 29_900 },
    { seq_id: option!.seq_id, duration: 14, duration_unit: 'day', type: 'trial', amount_minor: 100 },
  ])
  .returning();
const item = { item_type: 'media_item' as const, item_id: ITEMS.sixPlus };

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

const subscribe = (viewer: Visitor, price_id = monthly!.price_id, extra: Record<string, unknown> = {}) =>
  viewer.call('buy.content', {
    body: {
      seq_id: option!.seq_id,
      price_id,
      item,
      payment_method_id: PAYMENT_METHOD_IDS.account_prepaid,
      idempotency_key: crypto.randomUUID(),
      ...extra,
    },
  });
const runJobs = () => browser(app).call('dev.jobsRun');
/** Moves the clock on as a viewer who keeps using the service would (a session idle for 30 days ends). */
async function pass(viewer: Visitor, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 20 * DAY) {
    clock.advance(Math.min(left, 20 * DAY));
    await viewer.call('sessions.current');
  }
}
const stateOf = async (viewer: Visitor) =>
  (await viewer.call('services.getById', { params: { id: String(CINEMA) } })).purchase_state?.service;
const balanceOf = async (accountId: string) =>
  (await db.select({ balance: accounts.balance_minor }).from(accounts).where(eq(accounts.id, accountId)))[0]!.balance;
const ordersOf = async (accountId: string) =>
  (await db.select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.account_id, accountId)))[0]!.n;
const eventsOf = async (accountId: string) =>
  (await db.select({ type: accountEvents.type }).from(accountEvents).where(eq(accountEvents.account_id, accountId))).map((e) => e.type);
/** Whether access opens the film now (its media is not packaged here: 1000603 comes after access). */
const plays = (viewer: Visitor) =>
  viewer.call('playback.asset', { params: { content_type: 'media_item', content_id: ITEMS.sixPlus } }).then(
    () => true,
    (error: { body?: { error_code?: number } }) => {
      if (error.body?.error_code === ErrorCode.MEDIA_NOT_READY) return true;
      if (error.body?.error_code === ErrorCode.CONTENT_NOT_PURCHASED) return false;
      throw error;
    },
  );

describe('subscriptions that renew (spec 2 §4 Service subscription status)', () => {
  it('renews from the balance at the period’s end by the durable job: charged, the next period granted, still playing', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    await subscribe(viewer);
    const firstEnd = new Date(clock.now().getTime());
    firstEnd.setUTCMonth(firstEnd.getUTCMonth() + 1);
    expect(await stateOf(viewer)).toMatchObject({ status: 'subscribed', autopayment: true, active_until: firstEnd.toISOString() });
    await pass(viewer, firstEnd.getTime() + 60_000 - clock.now().getTime());
    expect((await runJobs()).ran).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(accountId)).toBe(100_000 - 2 * 29_900);
    expect(await ordersOf(accountId)).toBe(2);
    expect(await plays(viewer)).toBe(true);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.account_id, accountId));
    expect(row!.current_period_end > firstEnd).toBe(true);
    expect(await stateOf(viewer)).toMatchObject({ status: 'subscribed', active_until: row!.current_period_end.toISOString() });
    await runJobs();
    expect(await ordersOf(accountId)).toBe(2);
  });

  it('a trial renews at the regular price, after the trial’s own period', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    await subscribe(viewer, trial!.price_id);
    expect(await balanceOf(accountId)).toBe(100_000 - 100);
    await pass(viewer, 14 * DAY + 60_000);
    await runJobs();
    expect(await balanceOf(accountId)).toBe(100_000 - 100 - 29_900);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.account_id, accountId));
    expect(row).toMatchObject({ price_id: monthly!.price_id, amount_minor: 29_900, status: 'subscribed' });
    expect(await plays(viewer)).toBe(true);
  });

  it('an intro price of three periods is charged for three months, then the regular price; the list says what comes next', async () => {
    const HITS = 6203;
    await db.insert(services).values({ ...serviceRow, id: HITS, alias: 'hits-subscriptions', position: 3 });
    const [hits] = await db.insert(purchaseOptions).values({ usage_model: 'SERVICE', service_id: HITS }).returning();
    const [regular, intro] = await db
      .insert(purchasePrices)
      .values([
        { seq_id: hits!.seq_id, duration: 1, duration_unit: 'month', is_default: true, type: 'one_time', amount_minor: 29_900 },
        { seq_id: hits!.seq_id, duration: 1, duration_unit: 'month', type: 'intro', amount_minor: 14_950, periods: 3 },
      ])
      .returning();
    // Only an intro price holds for several periods.
    await expect(
      db
        .insert(purchasePrices)
        .values({ seq_id: hits!.seq_id, duration: 1, duration_unit: 'month', type: 'one_time', amount_minor: 1, periods: 2 }),
    ).rejects.toThrow();

    const { viewer, accountId } = await viewerWith(2000);
    const service = { item_type: 'service' as const, item_id: HITS };
    const variants = await viewer.call('purchases.variants', { query: service });
    expect(variants.purchase_variants[0]!.periods[0]!.prices[0]).toMatchObject({
      price_id: intro!.price_id,
      amount: 149.5,
      intro: { duration: 1, periods: 3, unit: 'month' },
    });
    expect((await viewer.call('services.getById', { params: { id: String(HITS) } })).offer).toMatchObject({
      type: 'intro',
      amount: 149.5,
      periods: 3,
      follow_on: { amount: 299, duration: 1, duration_unit: 'month' },
    });
    await viewer.call('buy.content', {
      body: {
        seq_id: hits!.seq_id,
        price_id: intro!.price_id,
        item: service,
        payment_method_id: PAYMENT_METHOD_IDS.account_prepaid,
        idempotency_key: crypto.randomUUID(),
      },
    });
    const charged = [14_950];
    const nextCharge = async () =>
      (await viewer.call('subscriptions.list')).subscriptions.find((listed) => listed.service.id === HITS)?.next_charge?.amount;
    for (const expected of [14_950, 14_950, 29_900, 29_900]) {
      expect(await nextCharge()).toBe(expected / 100);
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.account_id, accountId));
      await pass(viewer, row!.current_period_end.getTime() + 60_000 - clock.now().getTime());
      await runJobs();
      charged.push(expected);
      expect(await balanceOf(accountId)).toBe(200_000 - charged.reduce((sum, amount) => sum + amount, 0));
    }
    const paid = await db
      .select({ price_id: purchaseOrders.price_id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.account_id, accountId));
    expect(paid.map((order) => order.price_id).sort()).toEqual(
      [intro!.price_id, intro!.price_id, intro!.price_id, regular!.price_id, regular!.price_id].sort(),
    );
  });

  it('the special service’s intro price buys 14 days, then renews monthly; its other prices keep their periods', async () => {
    await db.insert(services).values({ ...serviceRow, id: SPECIAL, alias: 'special-subscriptions', position: 4 });
    const [special] = await db.insert(purchaseOptions).values({ usage_model: 'SERVICE', service_id: SPECIAL }).returning();
    const [, intro] = await db
      .insert(purchasePrices)
      .values([
        { seq_id: special!.seq_id, duration: 1, duration_unit: 'month', is_default: true, type: 'one_time', amount_minor: 29_900 },
        { seq_id: special!.seq_id, duration: 1, duration_unit: 'month', type: 'intro', amount_minor: 100 },
      ])
      .returning();
    const { viewer, accountId } = await viewerWith(1000);
    const service = { item_type: 'service' as const, item_id: SPECIAL };
    const [offered] = (await viewer.call('purchases.variants', { query: service })).purchase_variants;
    expect(offered!.periods.map((period) => [period.duration, period.duration_unit, period.prices[0]!.type])).toEqual([
      [1, 'month', 'one_time'],
      [14, 'day', 'intro'],
    ]);
    expect((await viewer.call('services.getById', { params: { id: String(SPECIAL) } })).offer).toMatchObject({
      type: 'intro',
      amount: 1,
      duration: 14,
      duration_unit: 'day',
      follow_on: { amount: 299, duration: 1, duration_unit: 'month' },
    });
    const bought = clock.now().getTime();
    await viewer.call('buy.content', {
      body: {
        seq_id: special!.seq_id,
        price_id: intro!.price_id,
        item: service,
        payment_method_id: PAYMENT_METHOD_IDS.account_prepaid,
        idempotency_key: crypto.randomUUID(),
      },
    });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.account_id, accountId));
    expect(row!.current_period_end.getTime() - bought).toBe(14 * DAY);
    expect(row).toMatchObject({ amount_minor: 29_900, duration: 1, duration_unit: 'month' });
    await pass(viewer, 14 * DAY + 60_000);
    await runJobs();
    expect(await balanceOf(accountId)).toBe(100_000 - 100 - 29_900);
  });

  it('a renewal the balance cannot pay ends it (payment_failed); access ends with the period', async () => {
    const { viewer, accountId } = await viewerWith(400);
    await subscribe(viewer);
    await pass(viewer, 32 * DAY);
    await runJobs();
    expect(await balanceOf(accountId)).toBe(40_000 - 29_900);
    expect(await ordersOf(accountId)).toBe(1);
    expect(await eventsOf(accountId)).toContain('payment_failed');
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.account_id, accountId));
    expect(row).toMatchObject({ status: 'unsubscribed', end_reason: 'payment_failed' });
    expect(await plays(viewer)).toBe(false);
    expect(await stateOf(viewer)).toBeNull();
  });

  it('unsubscribing keeps access until the period ends and stops renewals; taking it back renews again', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    await subscribe(viewer);
    const unsubscribed = await viewer.call('subscriptions.unsubscribe', { params: { service_id: CINEMA } });
    expect(unsubscribed.service).toMatchObject({
      status: 'unsubscribed',
      autopayment: false,
      status_change_date: clock.now().toISOString(),
    });
    expect(await stateOf(viewer)).toMatchObject({ status: 'unsubscribed', active_until: unsubscribed.service!.active_until });
    expect(await eventsOf(accountId)).toContain('sync_unsubscribes');
    expect((await viewer.call('subscriptions.cancelUnsubscribe', { params: { service_id: CINEMA } })).service).toMatchObject({
      status: 'subscribed',
      autopayment: true,
    });
    await viewer.call('subscriptions.unsubscribe', { params: { service_id: CINEMA } });
    await pass(viewer, 10 * DAY);
    expect(await plays(viewer)).toBe(true);
    await pass(viewer, 25 * DAY);
    await runJobs();
    expect(await ordersOf(accountId)).toBe(1);
    expect(await plays(viewer)).toBe(false);
    await expectProblem(
      viewer.call('subscriptions.cancelUnsubscribe', { params: { service_id: CINEMA } }),
      409,
      ErrorCode.SUBSCRIPTION_UNKNOWN,
    );
    const [listed] = (await viewer.call('subscriptions.list')).subscriptions;
    expect(listed).toMatchObject({
      service: { id: CINEMA, name: 'Кино' },
      status: 'unsubscribed',
      end_reason: 'unsubscribed',
      next_charge: null,
    });
  });

  it('renews by the card it was bought with, without 3-D Secure (the merchant charges); an unlinked card ends it', async () => {
    const { viewer, accountId } = await viewerWith(0);
    const bank_card = await linkCard(viewer, '4000002760003184');
    const paid = await subscribe(viewer, monthly!.price_id, {
      payment_method_id: PAYMENT_METHOD_IDS.linked_card,
      bank_card_id: bank_card.id,
    });
    await answerChallenge(paid.challenge_url!);
    await viewer.call('tickets.confirm', { body: { ticket_id: paid.ticket_id!, idempotency_key: crypto.randomUUID() } });
    expect(await ordersOf(accountId)).toBe(1);
    await pass(viewer, 32 * DAY);
    await runJobs();
    expect(await ordersOf(accountId)).toBe(2);
    expect(await plays(viewer)).toBe(true);
    const [listed] = (await viewer.call('subscriptions.list')).subscriptions;
    expect(listed).toMatchObject({ status: 'subscribed', payment_method: 'card', next_charge: { amount: 299, currency: 'RUB' } });
    await viewer.call('bankCards.delete', { params: { id: bank_card.id } });
    await pass(viewer, 32 * DAY);
    await runJobs();
    expect(await ordersOf(accountId)).toBe(2);
    expect(await eventsOf(accountId)).toContain('payment_failed');
    expect(await plays(viewer)).toBe(false);
  });

  it('the operator refunds: the balance credited or the card payment reversed, access ended now, no more renewals; once', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    const bought = await subscribe(viewer);
    const refund = (orderId: string, token = OPERATOR_TOKEN) =>
      browser(app).raw(`/api/operator/orders/${orderId}/refund`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await refund(bought.order_id, 'wrong-token-wrong-token-wrong-token-01')).status).toBe(401);
    expect(await plays(viewer)).toBe(true);
    const answer = await refund(bought.order_id);
    expect(await answer.json()).toEqual({
      order_id: bought.order_id,
      status: 'refunded',
      amount: 299,
      currency: 'RUB',
      method: 'account_prepaid',
    });
    expect((await refund(bought.order_id)).status).toBe(200);
    expect(await balanceOf(accountId)).toBe(100_000);
    expect(await plays(viewer)).toBe(false);
    await pass(viewer, 32 * DAY);
    await runJobs();
    expect(await balanceOf(accountId)).toBe(100_000);
    const [listed] = (await viewer.call('subscriptions.list')).subscriptions;
    expect(listed).toMatchObject({ status: 'unsubscribed', end_reason: 'refunded' });
    expect((await viewer.call('payments.history')).payments).toEqual([
      expect.objectContaining({ order_id: bought.order_id, status: 'refunded', amount: 299, method: 'account_prepaid', renewal: false }),
    ]);

    const byCard = await viewerWith(0);
    const bank_card = await linkCard(byCard.viewer, '5555555555554444');
    const paid = await subscribe(byCard.viewer, monthly!.price_id, {
      payment_method_id: PAYMENT_METHOD_IDS.linked_card,
      bank_card_id: bank_card.id,
    });
    const [record] = (await byCard.viewer.call('payments.history')).payments;
    expect(record).toMatchObject({
      method: 'card',
      bank_card: { brand: 'mastercard', last4: '4444' },
      status: 'paid',
      item: { type: 'service', name: 'Кино' },
    });
    expect((await refund(record!.order_id)).status).toBe(200);
    expect(acquirer!.payments().find((payment) => payment.order_ref === paid.order_id)?.status).toBe('refunded');
    expect(await plays(byCard.viewer)).toBe(false);
  });

  it('a payment’s receipt: what, when, how much, how paid and the access it bought; another account’s is not found', async () => {
    const { viewer } = await viewerWith(1000);
    const bought = await subscribe(viewer);
    const receipt = await viewer.call('payments.receipt', { params: { order_id: bought.order_id } });
    const [record] = (await viewer.call('payments.history')).payments;
    const until = new Date(clock.now().getTime());
    until.setUTCMonth(until.getUTCMonth() + 1);
    expect(receipt).toEqual({
      ...record,
      item: { type: 'service', id: CINEMA, name: 'Кино' },
      amount: 299,
      method: 'account_prepaid',
      status: 'paid',
      access: { from: clock.now().toISOString(), until: until.toISOString() },
      seller: null,
    });
    // The operator's legal entity, once set, is on every receipt; a malformed setting is left out, never half shown.
    const seller = { name: 'ООО «Оператор»', tax_id: '7701234567', address: 'Москва', email: 'help@operator.test' };
    await db.insert(settings).values({ key: 'seller', value: seller });
    expect((await viewer.call('payments.receipt', { params: { order_id: bought.order_id } })).seller).toEqual(seller);
    await db
      .update(settings)
      .set({ value: { name: '' } })
      .where(eq(settings.key, 'seller'));
    expect((await viewer.call('payments.receipt', { params: { order_id: bought.order_id } })).seller).toBeNull();
    await db.delete(settings).where(eq(settings.key, 'seller'));
    const stranger = await viewerWith(0);
    await expectProblem(stranger.viewer.call('payments.receipt', { params: { order_id: bought.order_id } }), 404, ErrorCode.NOT_FOUND);
    await expectProblem(viewer.call('payments.receipt', { params: { order_id: crypto.randomUUID() } }), 404, ErrorCode.NOT_FOUND);
    expect((await viewer.raw('/api/v1/payments/not-a-uuid/receipt')).status).toBe(400);
  });

  it('a subscription a partner bills: the operator reports it, the service says so and opens, a renewal extends it, and it ends when reported cancelled', async () => {
    const { viewer, accountId } = await viewerWith(0);
    const path = (externalId = 'msisdn-79990001122') => `/api/operator/accounts/${accountId}/external_subscriptions/telecom/${externalId}`;
    const report = (body: unknown, externalId?: string, token = OPERATOR_TOKEN) =>
      browser(app).raw(path(externalId), {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    const cancel = (externalId?: string) =>
      browser(app).raw(path(externalId), { method: 'DELETE', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY).toISOString();
    const code = async (response: Response) => ((await response.json()) as { error_code: number }).error_code;

    // Every refusal answers a code and writes nothing.
    expect(
      (await report({ service_id: CINEMA, active_until: inDays(30) }, undefined, 'wrong-token-wrong-token-wrong-token-01')).status,
    ).toBe(401);
    const past = await report({ service_id: CINEMA, active_until: inDays(-1) });
    expect([past.status, await code(past)]).toEqual([400, ErrorCode.VALIDATION_FAILED]);
    const unknownService = await report({ service_id: 999_999, active_until: inDays(30) });
    expect([unknownService.status, await code(unknownService)]).toEqual([404, ErrorCode.NOT_FOUND]);
    expect((await report({ service_id: CINEMA, active_until: 'tomorrow' })).status).toBe(400);
    const unknownAccount = await browser(app).raw(path().replace(accountId, crypto.randomUUID()), {
      method: 'PUT',
      body: JSON.stringify({ service_id: CINEMA, active_until: inDays(30) }),
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    });
    expect([unknownAccount.status, await code(unknownAccount)]).toEqual([404, ErrorCode.ACCOUNT_NOT_FOUND]);
    const neverReported = await cancel('never-reported');
    expect([neverReported.status, await code(neverReported)]).toEqual([404, ErrorCode.SUBSCRIPTION_UNKNOWN]);
    expect(await plays(viewer)).toBe(false);
    expect(await eventsOf(accountId)).toEqual([]);

    const until = inDays(30);
    const reported = await report({ service_id: CINEMA, active_until: until });
    expect(await reported.json()).toEqual({
      account_id: accountId,
      biller: 'telecom',
      external_id: 'msisdn-79990001122',
      service_id: CINEMA,
      active_until: until,
    });
    expect(await stateOf(viewer)).toMatchObject({ status: 'subscribed_in_external_billing', external_billing: true, active_until: until });
    expect(await plays(viewer)).toBe(true);
    // The same report again changes nothing; another service for the same subscription is refused.
    expect((await report({ service_id: CINEMA, active_until: until })).status).toBe(200);
    expect(await eventsOf(accountId)).toEqual(['sync_purchases']);
    const otherService = await report({ service_id: CINEMA + 1, active_until: until });
    expect(otherService.status).not.toBe(200);

    const renewed = inDays(60);
    await report({ service_id: CINEMA, active_until: renewed });
    await pass(viewer, 45 * DAY);
    expect(await stateOf(viewer)).toMatchObject({ status: 'subscribed_in_external_billing', active_until: renewed });
    expect(await plays(viewer)).toBe(true);
    // Nothing of ours renews or charges it.
    await runJobs();
    expect(await ordersOf(accountId)).toBe(0);

    expect((await cancel()).status).toBe(200);
    expect(await plays(viewer)).toBe(false);
    expect(await stateOf(viewer)).toBeNull();
    expect((await cancel()).status).toBe(200);
    expect(await eventsOf(accountId)).toEqual(['sync_purchases', 'sync_purchases', 'sync_unsubscribes']);
  });

  it('a trial or intro price is a first subscription’s, first in its period; after one purchase only the regular prices are offered', async () => {
    const { viewer, accountId } = await viewerWith(1000);
    const periods = async () => (await viewer.call('purchases.variants', { query: item })).purchase_variants[0]?.periods ?? [];
    expect((await periods()).map((period) => period.prices.map((price) => price.type))).toEqual([['one_time'], ['trial']]);
    const bought = await subscribe(viewer);
    await browser(app).raw(`/api/operator/orders/${bought.order_id}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect((await periods()).map((period) => period.prices.map((price) => price.type))).toEqual([['one_time']]);
    await expectProblem(subscribe(viewer, trial!.price_id), 409, ErrorCode.PURCHASE_OPTION_UNKNOWN);
    expect(await ordersOf(accountId)).toBe(1);
  });

  it('a free trial by card charges nothing and keeps the card for the renewal, which charges it', async () => {
    const [free] = await db
      .insert(purchasePrices)
      .values({ seq_id: option!.seq_id, duration: 7, duration_unit: 'day', type: 'trial', amount_minor: 0 })
      .returning();
    const { viewer, accountId } = await viewerWith(0);
    const bank_card = await linkCard(viewer, '2200000000000004');
    const paid = await subscribe(viewer, free!.price_id, {
      payment_method_id: PAYMENT_METHOD_IDS.linked_card,
      bank_card_id: bank_card.id,
    });
    expect(paid.status).toBe('success');
    expect(acquirer!.payments().filter((payment) => payment.token === undefined || payment.order_ref === paid.order_id)).toEqual([]);
    expect(await plays(viewer)).toBe(true);
    await pass(viewer, 8 * DAY);
    await runJobs();
    expect(await ordersOf(accountId)).toBe(2);
    const [renewal] = (await viewer.call('payments.history')).payments;
    expect(renewal).toMatchObject({ amount: 299, method: 'card', renewal: true, bank_card: { last4: '0004' } });
    await db.delete(purchasePrices).where(eq(purchasePrices.price_id, free!.price_id));
  });

  it('a visitor is refused the subscription calls', async () => {
    const visitor = browser(app);
    await visitor.call('sessions.current');
    await expectProblem(visitor.call('subscriptions.list'), 403, ErrorCode.AUTH_REQUIRED);
    await expectProblem(visitor.call('subscriptions.unsubscribe', { params: { service_id: CINEMA } }), 403, ErrorCode.AUTH_REQUIRED);
  });
});
