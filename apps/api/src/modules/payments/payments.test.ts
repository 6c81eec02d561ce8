import { ErrorCode } from '@efir/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { accountEntitlements, accountEvents, accounts, cardPayments, purchaseOrders } from '../../db/schema/index.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { ITEMS, registerByPhone, seedRatedItems } from '../profiles/test-support.js';
import { PAYMENT_METHOD_IDS } from './service.js';
import { answerChallenge, linkCard as linkTestCard, seedCinema, startBinding as startCardBinding } from './test-support.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
/** Everything the server logs during these journeys, at its most talkative: no card may be in it. */
const serverLog: string[] = [];
const { app, database, acquirer } = await createTestApp({
  clock,
  acquirer: true,
  env: { LOG_LEVEL: 'trace' },
  log: { write: (line) => void serverLog.push(line) },
});
const db = database.db;
await seedRatedItems(db, 'clip-payments', { free: false });

const { CINEMA, chosen } = await seedCinema(db, ITEMS.sixPlus);

const CARDS = {
  visa: '4242424242424242',
  challengeOnBind: '4000000000003220',
  challengeAlways: '4000002760003184',
  bindThenShort: '4000000000000341',
  declined: '4000000000009995',
};
/** CVCs nothing else in the database or the answers would hold. */
const CVC = '917';

async function newViewer(): Promise<{ viewer: Visitor; accountId: string }> {
  const viewer = browser(app);
  const phone = await registerByPhone(viewer);
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, phone));
  return { viewer, accountId: row!.id };
}

const key = () => crypto.randomUUID();
const startBinding = (viewer: Visitor, number: string) => startCardBinding(viewer, number, CVC);
const linkCard = (viewer: Visitor, number: string) => linkTestCard(viewer, number, CVC);

const buyByCard = (viewer: Visitor, cardId: string, idempotency_key = key()) =>
  viewer.call('buy.content', {
    body: { ...chosen, payment_method_id: PAYMENT_METHOD_IDS.linked_card, bank_card_id: cardId, is_confirmed: true, idempotency_key },
  });
const grantsOf = (accountId: string) => db.select().from(accountEntitlements).where(eq(accountEntitlements.account_id, accountId));
const ordersOf = async (accountId: string) =>
  (await db.select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.account_id, accountId)))[0]!.n;
const eventsOf = async (accountId: string) =>
  (await db.select({ type: accountEvents.type }).from(accountEvents).where(eq(accountEvents.account_id, accountId))).map((e) => e.type);
/** Whether access lets the film play; its media is not packaged here, which the asset answers after access (1000603). */
const plays = async (viewer: Visitor) =>
  viewer.call('playback.asset', { params: { content_type: 'media_item', content_id: ITEMS.sixPlus } }).then(
    () => true,
    (error: { body?: { error_code?: number } }) => {
      if (error.body?.error_code === ErrorCode.MEDIA_NOT_READY) return true;
      if (error.body?.error_code === ErrorCode.CONTENT_NOT_PURCHASED) return false;
      throw error;
    },
  );

describe('payment methods with an acquirer (spec 2 §3 Payment method, §7 paymentMethodsByTypes)', () => {
  it('offers a new card at the acquirer’s payment_url, then each linked card by its bank_card.id', async () => {
    const { viewer } = await newViewer();
    const before = await viewer.call('paymentMethodsByTypes.get', { query: { types: 'purchase,card_bind' } });
    const anyCard = {
      id: PAYMENT_METHOD_IDS.any_card,
      name: 'any_card',
      description: 'Новая карта',
      payment_url: `${acquirer!.publicUrl}/checkout`,
    };
    expect(before.payment_methods.card_bind).toEqual([anyCard]);
    expect(before.payment_methods.purchase!.map((method) => method.name)).toEqual(['account_prepaid', 'any_card']);
    const card = await linkCard(viewer, CARDS.visa);
    const after = await viewer.call('paymentMethodsByTypes.get', { query: { types: 'purchase' } });
    expect(after.payment_methods.purchase![0]).toEqual({
      id: PAYMENT_METHOD_IDS.linked_card,
      name: 'linked_card',
      description: 'Visa •• 4242',
      payment_url: null,
      bank_card: { id: card.id },
    });
  });
});

describe('linking a card (spec 2 §4 Card entry, §7 bankCards.add and tickets.confirm)', () => {
  it('binds a card: the order, the binding in the browser, the ticket confirmed; the card is listed and bank_card_added written', async () => {
    const { viewer, accountId } = await newViewer();
    const { order, bound } = await startBinding(viewer, CARDS.visa);
    expect(order).toMatchObject({
      pay_amount: 1,
      currency: 'RUB',
      ticket_id: order.order_id,
      payment_url: expect.stringContaining('/checkout'),
    });
    expect(bound).toEqual({ reqStatus: 0, status: 'bound' });
    const confirmed = await viewer.call('tickets.confirm', { body: { ticket_id: order.ticket_id, idempotency_key: key() } });
    expect(confirmed).toEqual({
      status: 'success',
      notification: { display: { message: 'Карта Visa •• 4242 привязана' } },
      bank_card: { id: expect.any(String), brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2028 },
    });
    expect(await viewer.call('bankCards.list')).toEqual({ bank_cards: [confirmed.bank_card] });
    expect(await eventsOf(accountId)).toEqual(['bank_card_added']);
  });

  it('a 3-D Secure card is pending (1000406) until the challenge passes; the callback settles it as well, once', async () => {
    const { viewer } = await newViewer();
    const { order, bound } = await startBinding(viewer, CARDS.challengeOnBind);
    expect(bound).toMatchObject({ reqStatus: 0, status: 'challenge' });
    await expectProblem(
      viewer.call('tickets.confirm', { body: { ticket_id: order.ticket_id, idempotency_key: key() } }),
      409,
      ErrorCode.PAYMENT_PENDING,
    );
    await answerChallenge(String(bound.challenge_url));
    await acquirer!.callbacks.flush();
    await acquirer!.callbacks.flush();
    const confirmed = await viewer.call('tickets.confirm', { body: { ticket_id: order.ticket_id, idempotency_key: key() } });
    expect(confirmed.bank_card).toMatchObject({ last4: '3220' });
    expect((await viewer.call('bankCards.list')).bank_cards).toHaveLength(1);
  });

  it('a declined card answers the bank’s reason (1000405) and links nothing', async () => {
    const { viewer, accountId } = await newViewer();
    const { order, bound } = await startBinding(viewer, CARDS.declined);
    expect(bound.reqStatus).toBe(51);
    const refusal = await expectProblem(
      viewer.call('tickets.confirm', { body: { ticket_id: order.ticket_id, idempotency_key: key() } }),
      402,
      ErrorCode.PAYMENT_DECLINED,
    );
    expect(refusal.description).toBe('На карте недостаточно средств');
    expect((await viewer.call('bankCards.list')).bank_cards).toEqual([]);
    expect(await eventsOf(accountId)).toEqual([]);
  });

  it('unlinks a card (bank_card_deleted); it no longer pays; another account’s card is unknown', async () => {
    const { viewer, accountId } = await newViewer();
    const card = await linkCard(viewer, CARDS.visa);
    const stranger = await newViewer();
    await expectProblem(stranger.viewer.call('bankCards.delete', { params: { id: card.id } }), 404, ErrorCode.BANK_CARD_UNKNOWN);
    expect(await viewer.call('bankCards.delete', { params: { id: card.id } })).toEqual({ bank_cards: [] });
    expect(await eventsOf(accountId)).toEqual(['bank_card_added', 'bank_card_deleted']);
    await expectProblem(buyByCard(viewer, card.id), 409, ErrorCode.BANK_CARD_UNKNOWN);
    expect(await ordersOf(accountId)).toBe(0);
  });
});

describe('paying by card (spec 2 §4 Purchase flow, §7 buy.content)', () => {
  it('a linked card pays in one press: the order, the grant and sync_purchases commit together, and the film plays', async () => {
    const { viewer, accountId } = await newViewer();
    const card = await linkCard(viewer, CARDS.visa);
    expect(await plays(viewer)).toBe(false);
    const answer = await buyByCard(viewer, card.id);
    expect(answer).toMatchObject({ status: 'success', ticket_id: null, challenge_url: null });
    expect(answer.notification.display.message).toBe('Подписка «Кино» оформлена');
    const [order] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.account_id, accountId));
    expect(order).toMatchObject({ payment_method: 'card', card_payment_id: answer.order_id, amount_minor: 29_900, service_id: CINEMA });
    expect(await grantsOf(accountId)).toHaveLength(1);
    expect(await eventsOf(accountId)).toEqual(['bank_card_added', 'sync_purchases']);
    expect(await plays(viewer)).toBe(true);
  });

  it('3-D Secure on payment: wait_payment with the challenge, then the ticket confirms and access opens', async () => {
    const { viewer, accountId } = await newViewer();
    const card = await linkCard(viewer, CARDS.challengeAlways);
    const answer = await buyByCard(viewer, card.id);
    expect(answer).toMatchObject({ status: 'wait_payment', ticket_id: answer.order_id, challenge_url: expect.any(String) });
    expect(await grantsOf(accountId)).toEqual([]);
    await answerChallenge(answer.challenge_url!);
    const confirmed = await viewer.call('tickets.confirm', { body: { ticket_id: answer.ticket_id!, idempotency_key: key() } });
    expect(confirmed.notification.display.message).toBe('Подписка «Кино» оформлена');
    await acquirer!.callbacks.flush();
    expect(await grantsOf(accountId)).toHaveLength(1);
    expect(await ordersOf(accountId)).toBe(1);
    expect(await plays(viewer)).toBe(true);
  });

  it('a failed challenge or a declined payment grants nothing and writes payment_failed', async () => {
    const { viewer, accountId } = await newViewer();
    const card = await linkCard(viewer, CARDS.challengeAlways);
    const answer = await buyByCard(viewer, card.id);
    await answerChallenge(answer.challenge_url!, '0000');
    await expectProblem(
      viewer.call('tickets.confirm', { body: { ticket_id: answer.ticket_id!, idempotency_key: key() } }),
      402,
      ErrorCode.PAYMENT_DECLINED,
    );
    const short = await linkCard(viewer, CARDS.bindThenShort);
    const refusal = await expectProblem(buyByCard(viewer, short.id), 402, ErrorCode.PAYMENT_DECLINED);
    expect(refusal.description).toBe('На карте недостаточно средств');
    expect(await grantsOf(accountId)).toEqual([]);
    expect(await ordersOf(accountId)).toBe(0);
    expect((await eventsOf(accountId)).filter((type) => type === 'payment_failed')).toHaveLength(2);
    expect(await plays(viewer)).toBe(false);
  });

  it('100 concurrent presses with one idempotency key charge the card once and grant once', async () => {
    const { viewer, accountId } = await newViewer();
    const card = await linkCard(viewer, CARDS.visa);
    const idempotencyKey = key();
    const answers = await Promise.allSettled(Array.from({ length: 100 }, () => buyByCard(viewer, card.id, idempotencyKey)));
    const succeeded = answers.filter((answer) => answer.status === 'fulfilled');
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers)
      if (answer.status === 'rejected')
        expect((answer.reason as { body?: { error_code?: number } }).body?.error_code).toBe(ErrorCode.IDEMPOTENCY_IN_PROGRESS);
    const payments = await db
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.account_id, accountId), eq(cardPayments.kind, 'purchase')));
    expect(payments.map((payment) => payment.status)).toEqual(['captured']);
    expect(await ordersOf(accountId)).toBe(1);
    expect(await grantsOf(accountId)).toHaveLength(1);
    expect(await buyByCard(viewer, card.id, idempotencyKey)).toEqual((succeeded[0] as PromiseFulfilledResult<unknown>).value);
    // A hundred requests through the whole stack: on a busy machine they need more than the default 20 s.
  }, 60_000);

  it('a crash between the acquirer’s capture and our commit converges through the signed callback to one charge and one grant', async () => {
    const { viewer, accountId } = await newViewer();
    const card = await linkCard(viewer, CARDS.visa);
    // The commit fails after the acquirer captured, as if the process died there.
    await db.execute(
      sql`create or replace function efir_test_crash() returns trigger language plpgsql as $$ begin raise exception 'crash'; end $$`,
    );
    await db.execute(sql`create trigger efir_test_crash before insert on purchase_orders for each row execute function efir_test_crash()`);
    const idempotencyKey = key();
    await expect(buyByCard(viewer, card.id, idempotencyKey)).rejects.toMatchObject({ status: 500 });
    await db.execute(sql`drop trigger efir_test_crash on purchase_orders`);
    const [open] = await db
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.account_id, accountId), eq(cardPayments.kind, 'purchase')));
    expect(open!.status).toBe('pending');
    expect(await grantsOf(accountId)).toEqual([]);
    await acquirer!.callbacks.flush();
    await acquirer!.callbacks.flush();
    expect(await ordersOf(accountId)).toBe(1);
    expect(await grantsOf(accountId)).toHaveLength(1);
    // The viewer's retry, once the crashed request's lease is over, answers the settled purchase without a second charge.
    clock.advance(61_000);
    expect((await buyByCard(viewer, card.id, idempotencyKey)).status).toBe('success');
    expect(await ordersOf(accountId)).toBe(1);
    expect(acquirer!.payments().filter((payment) => payment.order_ref === open!.id)).toHaveLength(1);
  });

  it('a new viewer tops the balance up by card (account_refill), within the limits, once per key, then pays from it', async () => {
    const { viewer, accountId } = await newViewer();
    const card = await linkCard(viewer, CARDS.visa);
    const methods = await viewer.call('paymentMethodsByTypes.get', { query: { types: 'account_refill' } });
    expect(methods.payment_methods.account_refill!.map((method) => method.name)).toEqual(['linked_card', 'any_card']);
    const refill = (amount: number, idempotency_key = key()) =>
      viewer.call('account.refill', { body: { amount, bank_card_id: card.id, idempotency_key } });
    await expectProblem(refill(5), 400, ErrorCode.VALIDATION_FAILED);
    await expectProblem(refill(50_001), 400, ErrorCode.VALIDATION_FAILED);
    const refillKey = key();
    const answer = await refill(500, refillKey);
    expect(answer).toMatchObject({ status: 'success', notification: { display: { message: 'Счёт пополнен на 500\u00a0₽' } } });
    expect(await refill(500, refillKey)).toEqual(answer);
    const balance = async () => (await db.select({ b: accounts.balance_minor }).from(accounts).where(eq(accounts.id, accountId)))[0]!.b;
    expect(await balance()).toBe(50_000);
    expect(await eventsOf(accountId)).toContain('get_billing_info_request');
    clock.advance(60_000);
    await viewer.call('buy.content', {
      body: { ...chosen, payment_method_id: PAYMENT_METHOD_IDS.account_prepaid, idempotency_key: key() },
    });
    expect(await balance()).toBe(50_000 - 29_900);
    expect(await plays(viewer)).toBe(true);
    const history = (await viewer.call('payments.history')).payments;
    expect(history.map(({ kind, amount, method, item }) => ({ kind, amount, method, item: item?.name ?? null }))).toEqual([
      { kind: 'purchase', amount: 299, method: 'account_prepaid', item: 'Кино' },
      { kind: 'refill', amount: 500, method: 'card', item: null },
    ]);
    expect(history[1]).toMatchObject({ order_id: answer.order_id, bank_card: { brand: 'visa', last4: '4242' }, status: 'paid' });
  });

  it('callbacks with a bad signature are refused and change nothing', async () => {
    const response = await browser(app).raw('/api/v1/acquirer/callbacks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-acquirer-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt', type: 'payment.updated', created: 1, data: {} }),
    });
    expect(response.status).toBe(400);
  });

  it('no card number or CVC is kept in any table, nor in the server’s log', async () => {
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const cells: string[] = [];
    for (const { tablename } of await rowsOf(sql`select tablename from pg_tables where schemaname = 'public'`))
      for (const row of await rowsOf(sql.raw(`select * from "${String(tablename)}"`)))
        for (const value of Object.values(row)) cells.push(JSON.stringify(value) ?? '');
    for (const number of Object.values(CARDS)) expect(cells.filter((cell) => cell.includes(number))).toEqual([]);
    expect(cells.filter((cell) => cell === `"${CVC}"` || cell.includes('"cvc"'))).toEqual([]);
    expect(serverLog.length).toBeGreaterThan(100);
    for (const number of Object.values(CARDS)) expect(serverLog.filter((line) => line.includes(number))).toEqual([]);
    expect(serverLog.filter((line) => line.includes('cvc') || line.includes('cc-exp'))).toEqual([]);
  });
});
