import { BONUS_CURRENCY, ErrorCode } from '@efir/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import {
  accountEntitlements,
  accountEvents,
  accounts,
  bonusLedger,
  bonusMembers,
  bonusPrograms,
  purchaseOptions,
  purchaseOrders,
  purchasePrices,
} from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../accounts/seed.js';
import { expectProblem, freshPhone, lastCode, type Visitor } from '../auth/test-support.js';
import { linkCard } from '../payments/test-support.js';
import { ITEMS, registerByPhone, seedRatedItems } from '../profiles/test-support.js';
import { PAYMENT_METHOD_IDS } from '../purchases/service.js';
import { bonusesRepo } from './repo.js';
import { BONUS_METHOD_ID } from './service.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const { app, database } = await createTestApp({ clock, acquirer: true, env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN } });
const refund = (orderId: string) =>
  browser(app).raw(`/api/operator/orders/${orderId}/refund`, { method: 'POST', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
const db = database.db;
await seedRatedItems(db, 'clip-bonuses', { free: false });
await seedDemoAccounts(db, clock);

const [program] = await db
  .insert(bonusPrograms)
  .values({
    name: { rus: 'Эфир Бонусы' },
    required_login_type: 'phone',
    activation_terms: { rus: 'Условия' },
    earn_percent: 5,
    welcome_points: 500,
  })
  .returning();
const PROGRAM = program!.id;

/** A rental of each film at 149 ₽ or 300 points. */
async function rental(mediaItemId: number) {
  const [option] = await db.insert(purchaseOptions).values({ usage_model: 'TVOD', media_item_id: mediaItemId }).returning();
  const [money, points] = await db
    .insert(purchasePrices)
    .values([
      { seq_id: option!.seq_id, duration: 48, duration_unit: 'hour', is_default: true, type: 'one_time', amount_minor: 14_900 },
      {
        seq_id: option!.seq_id,
        duration: 48,
        duration_unit: 'hour',
        type: 'bonus',
        amount_minor: 300,
        currency: BONUS_CURRENCY,
        bonus_program_id: PROGRAM,
      },
    ])
    .returning();
  return {
    seq_id: option!.seq_id,
    money: money!.price_id,
    points: points!.price_id,
    item: { item_type: 'media_item' as const, item_id: mediaItemId },
  };
}
const sixPlus = await rental(ITEMS.sixPlus);
const sixteenPlus = await rental(ITEMS.sixteenPlus);

/** Every viewer from an address of its own, so the codes' per-address limit is not what a test meets. */
let nextAddress = 10;
async function newViewer(): Promise<{ viewer: Visitor; phone: string; accountId: string }> {
  nextAddress += 1;
  const viewer = browser(app, `10.0.0.${nextAddress}`);
  const phone = await registerByPhone(viewer);
  // The sign-in code's resend timer holds for its phone, whatever a code is for.
  clock.advance(61_000);
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, phone));
  return { viewer, phone, accountId: row!.id };
}

const programOf = async (viewer: Visitor) => (await viewer.call('bonuses.list')).programs.find((p) => p.id === PROGRAM)!;
const memberOf = async (accountId: string) =>
  (
    await db
      .select()
      .from(bonusMembers)
      .where(and(eq(bonusMembers.account_id, accountId), eq(bonusMembers.program_id, PROGRAM)))
  )[0];
const ledgerSum = async (accountId: string) =>
  Number(
    (
      await db
        .select({ sum: sql<string | null>`coalesce(sum(${bonusLedger.points}), 0)` })
        .from(bonusLedger)
        .where(and(eq(bonusLedger.account_id, accountId), eq(bonusLedger.program_id, PROGRAM)))
    )[0]!.sum,
  );
const rowsOf = async (table: typeof bonusLedger | typeof bonusMembers) => (await db.select({ n: count() }).from(table))[0]!.n;

/** Registered through the whole flow with the account's own phone; answers the confirmed program. */
async function joined() {
  const viewer = await newViewer();
  const request = await viewer.viewer.call('bonuses.register', { body: { program_id: PROGRAM } });
  const code = await lastCode(viewer.viewer, viewer.phone);
  await viewer.viewer.call('bonuses.confirm', {
    body: { program_id: PROGRAM, action: 'register', request_id: request.request_id, confirmation_code: code },
  });
  return viewer;
}

describe('bonus activation (spec 2 §4 Bonus activation, §7 bonuses.register, changeLogin, confirm)', () => {
  it('registers with the account’s phone: need_confirm, then the code; a wrong code first costs a try and registers nothing', async () => {
    const { viewer, phone, accountId } = await newViewer();
    expect(await programOf(viewer)).toMatchObject({
      status: 'not_registered',
      actions: ['register', 'use_custom_login'],
      required_login_type: 'phone',
      login: phone,
      balance: 0,
    });
    const request = await viewer.call('bonuses.register', { body: { program_id: PROGRAM } });
    expect(request).toMatchObject({ status: 'need_confirm', resend_after: 60 });
    expect((await programOf(viewer)).status).toBe('need_confirm');
    const code = await lastCode(viewer, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    const refused = await expectProblem(
      viewer.call('bonuses.confirm', {
        body: { program_id: PROGRAM, action: 'register', request_id: request.request_id, confirmation_code: wrong },
      }),
      400,
      ErrorCode.CODE_WRONG,
    );
    expect(refused.attempts_left).toBeGreaterThan(0);
    expect((await memberOf(accountId))?.registered_at).toBeNull();
    const confirmed = await viewer.call('bonuses.confirm', {
      body: { program_id: PROGRAM, action: 'register', request_id: request.request_id, confirmation_code: code },
    });
    expect(confirmed.program).toMatchObject({ status: 'registered', balance: 500, login: phone });
    expect(await ledgerSum(accountId)).toBe(500);
    const events = await db.select({ type: accountEvents.type }).from(accountEvents).where(eq(accountEvents.account_id, accountId));
    expect(events.map((event) => event.type)).toContain('bonuses_changed');

    // Replayed: the request is used, so the same code confirms nothing and no second welcome bonus is written.
    await expectProblem(
      viewer.call('bonuses.confirm', {
        body: { program_id: PROGRAM, action: 'register', request_id: request.request_id, confirmation_code: code },
      }),
      400,
      ErrorCode.BONUS_REQUEST_UNKNOWN,
    );
    await expectProblem(viewer.call('bonuses.register', { body: { program_id: PROGRAM } }), 409, ErrorCode.BONUS_ALREADY_REGISTERED);
    expect(await ledgerSum(accountId)).toBe(500);
  });

  it('an expired code is refused and the account stays unregistered', async () => {
    const { viewer, phone, accountId } = await newViewer();
    const request = await viewer.call('bonuses.register', { body: { program_id: PROGRAM } });
    const code = await lastCode(viewer, phone);
    clock.advance(601_000);
    await expectProblem(
      viewer.call('bonuses.confirm', {
        body: { program_id: PROGRAM, action: 'register', request_id: request.request_id, confirmation_code: code },
      }),
      400,
      ErrorCode.CODE_EXPIRED,
    );
    expect((await memberOf(accountId))?.registered_at).toBeNull();
    expect(await ledgerSum(accountId)).toBe(0);
  });

  it('another login: a phone as 89… is stored as 79…; the code goes there; another account’s request is not this one’s', async () => {
    const { viewer, accountId } = await newViewer();
    const other = freshPhone();
    const request = await viewer.call('bonuses.changeLogin', {
      body: { program_id: PROGRAM, login: `8${other.slice(1)}`, login_type: 'phone' },
    });
    const code = await lastCode(viewer, other);
    const stranger = await newViewer();
    await expectProblem(
      stranger.viewer.call('bonuses.confirm', {
        body: { program_id: PROGRAM, action: 'use_custom_login', request_id: request.request_id, confirmation_code: code },
      }),
      400,
      ErrorCode.BONUS_REQUEST_UNKNOWN,
    );
    // The action must be the request's own.
    await expectProblem(
      viewer.call('bonuses.confirm', {
        body: { program_id: PROGRAM, action: 'register', request_id: request.request_id, confirmation_code: code },
      }),
      400,
      ErrorCode.BONUS_REQUEST_UNKNOWN,
    );
    const confirmed = await viewer.call('bonuses.confirm', {
      body: { program_id: PROGRAM, action: 'use_custom_login', request_id: request.request_id, confirmation_code: code },
    });
    expect(confirmed.program).toMatchObject({ status: 'registered', login: other, balance: 500 });
    expect((await memberOf(accountId))?.login).toBe(other);
  });

  it('every bad input answers a code and writes nothing', async () => {
    const { viewer } = await newViewer();
    const members = await rowsOf(bonusMembers);
    const ledger = await rowsOf(bonusLedger);
    const change = (login: string, login_type: 'phone' | 'email' = 'phone', program_id = PROGRAM) =>
      viewer.call('bonuses.changeLogin', { body: { program_id, login, login_type } });
    for (const login of ['7916123456', '79161234567890', '69161234567', '3751234567', 'телефон'])
      await expectProblem(change(login), 400, ErrorCode.BONUS_LOGIN_INVALID);
    await expectProblem(change('viewer@efir.demo', 'email'), 400, ErrorCode.BONUS_LOGIN_INVALID);
    await expectProblem(change('79161234567', 'phone', 999_999), 404, ErrorCode.BONUS_PROGRAM_UNKNOWN);
    await expectProblem(viewer.call('bonuses.register', { body: { program_id: 999_999 } }), 404, ErrorCode.BONUS_PROGRAM_UNKNOWN);
    const request_id = crypto.randomUUID();
    await expectProblem(
      viewer.call('bonuses.confirm', { body: { program_id: PROGRAM, action: 'register', request_id, confirmation_code: '123' } }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    await expectProblem(
      viewer.call('bonuses.confirm', { body: { program_id: PROGRAM, action: 'register', request_id, confirmation_code: '1234' } }),
      400,
      ErrorCode.BONUS_REQUEST_UNKNOWN,
    );
    await expectProblem(viewer.call('bonuses.history', { params: { id: 999_999 } }), 404, ErrorCode.BONUS_PROGRAM_UNKNOWN);
    // An e-mail account has no phone to register with: it gives another login instead.
    const emailViewer = browser(app, '10.0.1.1');
    const { email, password } = DEMO_ACCOUNTS.email;
    await emailViewer.call('auth.sessionCreate', { body: { login: email, login_mode: 'authorize', login_type: 'email', password } });
    expect((await programOf(emailViewer)).actions).toEqual(['use_custom_login']);
    await expectProblem(emailViewer.call('bonuses.register', { body: { program_id: PROGRAM } }), 409, ErrorCode.BONUS_LOGIN_MISSING);
    // No session, no account.
    await expectProblem(
      browser(app, '10.0.1.2').call('bonuses.register', { body: { program_id: PROGRAM } }),
      401,
      ErrorCode.SESSION_INVALID,
    );
    expect({ members: await rowsOf(bonusMembers), ledger: await rowsOf(bonusLedger) }).toEqual({ members, ledger });
  });
});

describe('paying with points (spec 2 §3 Price bonus, Payment method bonus; §4 step 3)', () => {
  const buy = (viewer: Visitor, rent: typeof sixPlus, price: number, payment_method_id: number) =>
    viewer.call('buy.content', {
      body: { seq_id: rent.seq_id, price_id: price, payment_method_id, item: rent.item, idempotency_key: crypto.randomUUID() },
    });

  it('the options carry the bonus price; an unregistered program is refused, a registered one pays and opens the film in one go; a refund gives the points back', async () => {
    const { viewer, accountId } = await newViewer();
    const variants = await viewer.call('purchases.variants', { query: { item_type: 'media_item', item_id: ITEMS.sixPlus } });
    const prices = variants.purchase_variants[0]!.periods[0]!.prices;
    expect(prices.map((price) => [price.type, price.amount, price.currency])).toEqual([
      ['one_time', 149, 'RUB'],
      ['bonus', 300, BONUS_CURRENCY],
    ]);
    expect(prices[1]!.bonus_program).toEqual({ id: PROGRAM });
    const methods = await viewer.call('paymentMethodsByTypes.get', { query: { types: 'purchase' } });
    expect(methods.payment_methods.purchase?.find((method) => method.name === 'bonus')?.bonus_program).toEqual({
      id: PROGRAM,
      status: 'not_registered',
      balance: 0,
    });

    await expectProblem(buy(viewer, sixPlus, sixPlus.points, BONUS_METHOD_ID), 409, ErrorCode.BONUS_NOT_REGISTERED);
    // Points pay bonus prices only, and a bonus price is paid by points only.
    await expectProblem(
      buy(viewer, sixPlus, sixPlus.points, PAYMENT_METHOD_IDS.account_prepaid),
      400,
      ErrorCode.PAYMENT_METHOD_UNAVAILABLE,
    );
    await expectProblem(buy(viewer, sixPlus, sixPlus.money, BONUS_METHOD_ID), 400, ErrorCode.PAYMENT_METHOD_UNAVAILABLE);
    expect((await db.select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.account_id, accountId)))[0]!.n).toBe(0);

    const request = await viewer.call('bonuses.register', { body: { program_id: PROGRAM } });
    const phone = (await programOf(viewer)).login!;
    await viewer.call('bonuses.confirm', {
      body: { program_id: PROGRAM, action: 'register', request_id: request.request_id, confirmation_code: await lastCode(viewer, phone) },
    });
    const paid = await buy(viewer, sixPlus, sixPlus.points, BONUS_METHOD_ID);
    expect(paid.status).toBe('success');
    const grants = await db.select().from(accountEntitlements).where(eq(accountEntitlements.account_id, accountId));
    expect(grants.map((grant) => grant.media_item_id)).toEqual([ITEMS.sixPlus]);
    const history = await viewer.call('bonuses.history', { params: { id: PROGRAM } });
    expect(history.program.balance).toBe(200);
    expect(history.history.map((entry) => [entry.reason, entry.points, entry.order_id])).toEqual([
      ['spent', -300, paid.order_id],
      ['welcome', 500, null],
    ]);
    expect(history.history[0]!.item).toBeTruthy();
    // 200 points are short of the next 300: refused, nothing written.
    await expectProblem(buy(viewer, sixteenPlus, sixteenPlus.points, BONUS_METHOD_ID), 402, ErrorCode.BONUS_POINTS_SHORT);
    expect(await ledgerSum(accountId)).toBe(200);
    expect((await memberOf(accountId))?.balance).toBe(200);
    const payments = await viewer.call('payments.history');
    expect(payments.payments[0]).toMatchObject({ method: 'bonus', amount: 300, currency: BONUS_CURRENCY });
    expect((await refund(paid.order_id)).status).toBe(200);
    expect(await ledgerSum(accountId)).toBe(500);
    expect((await memberOf(accountId))?.balance).toBe(500);
  });

  it('a card purchase earns 5 % of its amount in points, in the capture’s transaction; its refund takes them back', async () => {
    const { viewer, accountId } = await joined();
    const card = await linkCard(viewer, '4242424242424242', '917');
    const paid = await viewer.call('buy.content', {
      body: {
        seq_id: sixteenPlus.seq_id,
        price_id: sixteenPlus.money,
        payment_method_id: PAYMENT_METHOD_IDS.linked_card,
        bank_card_id: card.id,
        is_confirmed: true,
        item: sixteenPlus.item,
        idempotency_key: crypto.randomUUID(),
      },
    });
    expect(paid.status).toBe('success');
    // 149 ₽ at 5 points per 100 ₽: 7 points, rounded down.
    const history = await viewer.call('bonuses.history', { params: { id: PROGRAM } });
    expect(history.history[0]).toMatchObject({ reason: 'earned', points: 7 });
    expect(history.program.balance).toBe(507);
    expect(await ledgerSum(accountId)).toBe(507);
    // A card purchase answers its payment's id; the order is the one the points name.
    expect((await refund(history.history[0]!.order_id!)).status).toBe(200);
    expect((await viewer.call('bonuses.history', { params: { id: PROGRAM } })).history[0]).toMatchObject({
      reason: 'refunded',
      points: -7,
    });
    expect(await ledgerSum(accountId)).toBe(500);
  });

  it('50 concurrent spends never take the balance below zero, and the balance stays the sum of the ledger', async () => {
    const { accountId } = await joined();
    // The events are not what this counts: the ledger and balance are.
    const repo = bonusesRepo(db, async () => undefined);
    const now = clock.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        db.transaction((tx) =>
          repo.move(tx, { account_id: accountId, program_id: PROGRAM, points: -30, reason: 'spent', order_id: null }, now),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(16);
    expect((await memberOf(accountId))?.balance).toBe(20);
    expect(await ledgerSum(accountId)).toBe(20);
  });
});
