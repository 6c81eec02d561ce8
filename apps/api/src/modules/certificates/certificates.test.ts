import { ErrorCode, normaliseCertificateCode } from '@efir/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import {
  accountEntitlements,
  accounts,
  cardPayments,
  certificateOffers,
  certificates,
  messages,
  profiles,
  services,
} from '../../db/schema/index.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { PAYMENT_METHOD_IDS } from '../payments/service.js';
import { answerChallenge, linkCard } from '../payments/test-support.js';
import { registerByPhone } from '../profiles/test-support.js';
import { CERTIFICATE_ACCOUNT_HOURLY_LIMIT, MY_CERTIFICATES_PATH } from './service.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const OPERATOR_TOKEN = 'operator-token-certificates-0123456789';
const { app, database } = await createTestApp({ clock, acquirer: true, env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN } });
const db = database.db;
const DAY_MS = 24 * 3600 * 1000;

const CINEMA = 6201;
await db.insert(services).values({
  id: CINEMA,
  alias: 'cert-cinema',
  name: { rus: 'Кинозал' },
  description_short: { rus: '' },
  kind: 'subscription',
  content_type: 'media_items',
  active: true,
  image: '',
  icon: '',
  position: 1,
});
const [month, amount, withdrawn] = await db
  .insert(certificateOffers)
  .values([
    { name: { rus: 'Кинозал на 1 месяц', eng: 'Cinema for a month' }, service_id: CINEMA, days: 30, price_minor: 29_900, position: 1 },
    { name: { rus: 'Сертификат на 500 ₽' }, credit_minor: 50_000, price_minor: 50_000, position: 2 },
    { name: { rus: 'Снят с продажи' }, credit_minor: 10_000, price_minor: 10_000, active: false },
  ])
  .returning();

const CARDS = { visa: '4242424242424242', challengeAlways: '4000002760003184', bindThenShort: '4000000000000341' };

let nextIp = 1;
async function newViewer(): Promise<{ viewer: Visitor; accountId: string }> {
  const viewer = browser(app, `10.2.0.${nextIp++}`);
  const phone = await registerByPhone(viewer);
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, phone));
  return { viewer, accountId: row!.id };
}

const key = () => crypto.randomUUID();
const buy = (viewer: Visitor, cardId: string, extra: Record<string, unknown> = {}, idempotency_key = key()) =>
  viewer.call('certificates.buy', {
    body: { offer_id: month!.id, payment_method_id: PAYMENT_METHOD_IDS.linked_card, bank_card_id: cardId, idempotency_key, ...extra },
  });
const activate = (viewer: Visitor, code: string) => viewer.call('certificates.activate', { body: { code } });
const grantsOf = (accountId: string) => db.select().from(accountEntitlements).where(eq(accountEntitlements.account_id, accountId));
const balanceOf = async (accountId: string) =>
  (await db.select({ b: accounts.balance_minor }).from(accounts).where(eq(accounts.id, accountId)))[0]!.b;
const certificateCount = async () => (await db.select({ n: count() }).from(certificates))[0]!.n;

/** A certificate bought by a new viewer with a linked card: its code as /my/certificates shows it. */
async function boughtCode(offerId = month!.id): Promise<string> {
  const { viewer } = await newViewer();
  const card = await linkCard(viewer, CARDS.visa);
  await buy(viewer, card.id, { offer_id: offerId });
  const mine = await viewer.call('certificates.mine');
  return mine.bought[0]!.code!;
}

describe('certificate offers (/podarochnye-sertifikaty)', () => {
  it('lists the active offers to a visitor, in the operator’s order, with what each holds', async () => {
    const { offers } = await browser(app).call('certificates.offers');
    expect(offers.map((offer) => offer.id)).toEqual([month!.id, amount!.id]);
    expect(offers[0]).toMatchObject({ kind: 'service', name: 'Кинозал на 1 месяц', price: 299, days: 30, service: { id: CINEMA } });
    expect(offers[1]).toMatchObject({ kind: 'amount', price: 500, amount: 500, service: null, days: null });
  });

  it('buying and the list need a signed-in account', async () => {
    const visitor = browser(app);
    await expectProblem(visitor.call('certificates.mine'), 401, ErrorCode.SESSION_INVALID);
    const body = {
      offer_id: month!.id,
      payment_method_id: PAYMENT_METHOD_IDS.linked_card,
      bank_card_id: crypto.randomUUID(),
      idempotency_key: key(),
    };
    await expectProblem(visitor.call('certificates.buy', { body }), 401, ErrorCode.SESSION_INVALID);
  });
});

describe('buying a certificate by card', () => {
  it('for oneself with a linked card: one press, the code in /my/certificates and a message leading there', async () => {
    const { viewer, accountId } = await newViewer();
    const card = await linkCard(viewer, CARDS.visa);
    const answer = await buy(viewer, card.id);
    expect(answer.status).toBe('success');
    expect(answer.notification.display.target?.url).toBe(MY_CERTIFICATES_PATH);
    const { bought, activated } = await viewer.call('certificates.mine');
    expect(activated).toEqual([]);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ name: 'Кинозал на 1 месяц', kind: 'service', used: false, recipient_email: null });
    expect(bought[0]!.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(answer.notification.display.submessage).toContain(bought[0]!.code);
    const stored = await db.select().from(messages).where(eq(messages.account_id, accountId));
    expect(stored.map((message) => [message.event_code, message.display?.target?.url])).toEqual([
      ['vod_certificate_created', MY_CERTIFICATES_PATH],
    ]);
  });

  it('as a gift through 3-D Secure: the code is mailed to the recipient with the message once the payment is captured', async () => {
    const { viewer } = await newViewer();
    const card = await linkCard(viewer, CARDS.challengeAlways);
    const answer = await buy(viewer, card.id, { recipient_email: 'Friend@Example.com', message: 'С днём рождения!' });
    expect(answer.status).toBe('wait_payment');
    expect(await viewer.call('certificates.mine')).toEqual({ bought: [], activated: [] });
    await answerChallenge(answer.challenge_url!);
    const confirmed = await viewer.call('tickets.confirm', { body: { ticket_id: answer.ticket_id!, idempotency_key: key() } });
    expect(confirmed.notification.display.submessage).toContain('friend@example.com');
    const [certificate] = (await viewer.call('certificates.mine')).bought;
    expect(certificate).toMatchObject({ recipient_email: 'friend@example.com', message: 'С днём рождения!', used: false });
    await viewer.call('dev.jobsRun');
    const [mail] = await viewer.call('dev.outbox', { query: { to: 'friend@example.com' } });
    expect(mail).toMatchObject({ channel: 'email', code: certificate!.code });
    expect(mail!.text).toContain('С днём рождения!');
    expect(mail!.text).toContain(MY_CERTIFICATES_PATH);
  });

  it('charges once per idempotency key: the same press again answers the same and writes no second certificate', async () => {
    const { viewer, accountId } = await newViewer();
    const card = await linkCard(viewer, CARDS.visa);
    const pressed = key();
    const [first, again] = [await buy(viewer, card.id, {}, pressed), await buy(viewer, card.id, {}, pressed)];
    expect(again).toEqual(first);
    expect((await viewer.call('certificates.mine')).bought).toHaveLength(1);
    const paid = await db.select().from(cardPayments).where(eq(cardPayments.account_id, accountId));
    expect(paid.filter((payment) => payment.kind === 'certificate')).toHaveLength(1);
  });

  it('refuses bad input with a code and writes nothing: an unknown or withdrawn offer, the balance, another’s card, a bad address, a declined card', async () => {
    const { viewer, accountId } = await newViewer();
    const card = await linkCard(viewer, CARDS.visa);
    const declining = await linkCard(viewer, CARDS.bindThenShort);
    const before = await certificateCount();
    const paymentsBefore = (await db.select({ n: count() }).from(cardPayments).where(eq(cardPayments.account_id, accountId)))[0]!.n;
    await expectProblem(buy(viewer, card.id, { offer_id: 999_999 }), 404, ErrorCode.CERTIFICATE_OFFER_UNKNOWN);
    await expectProblem(buy(viewer, card.id, { offer_id: withdrawn!.id }), 404, ErrorCode.CERTIFICATE_OFFER_UNKNOWN);
    await expectProblem(
      buy(viewer, card.id, { payment_method_id: PAYMENT_METHOD_IDS.account_prepaid }),
      400,
      ErrorCode.PAYMENT_METHOD_UNAVAILABLE,
    );
    await expectProblem(buy(viewer, crypto.randomUUID()), 409, ErrorCode.BANK_CARD_UNKNOWN);
    await expectProblem(buy(viewer, card.id, { recipient_email: 'not-an-address' }), 400, ErrorCode.VALIDATION_FAILED);
    await expectProblem(buy(viewer, card.id, { message: 'x'.repeat(301) }), 400, ErrorCode.VALIDATION_FAILED);
    await expectProblem(buy(viewer, declining.id), 402, ErrorCode.PAYMENT_DECLINED);
    expect(await certificateCount()).toBe(before);
    const paymentsAfter = (await db.select().from(cardPayments).where(eq(cardPayments.account_id, accountId))).filter(
      (payment) => payment.status === 'captured' && payment.kind === 'certificate',
    );
    expect(paymentsAfter).toEqual([]);
    expect(paymentsBefore).toBeGreaterThan(0);
  });
});

describe('the purchase PIN (spec 2 §6)', () => {
  it('a profile that needs its PIN to buy is refused without it and with a wrong one, and buys with the right one', async () => {
    const { viewer, accountId } = await newViewer();
    const card = await linkCard(viewer, CARDS.visa);
    await viewer.call('profiles.list');
    await db.update(profiles).set({ is_purchase_pin_required: true }).where(eq(profiles.account_id, accountId));
    await expectProblem(buy(viewer, card.id), 403, ErrorCode.PURCHASE_PIN_REQUIRED);
    await expectProblem(buy(viewer, card.id, { pin_code: '1234' }), 403, ErrorCode.PIN_WRONG);
    expect((await viewer.call('certificates.mine')).bought).toEqual([]);
    expect((await buy(viewer, card.id, { pin_code: '0000' })).status).toBe('success');
    expect((await viewer.call('certificates.mine')).bought).toHaveLength(1);
  });
});

describe('activating a certificate (/my/certificates)', () => {
  it('a service certificate opens the service for its days, after any the account holds; the buyer sees it used', async () => {
    const { viewer: buyer } = await newViewer();
    const card = await linkCard(buyer, CARDS.visa);
    await buy(buyer, card.id);
    const code = (await buyer.call('certificates.mine')).bought[0]!.code!;
    const { viewer, accountId } = await newViewer();
    // Typed as the viewer might: lower case, spaces instead of dashes.
    const answer = await activate(viewer, ` ${code.toLowerCase().replaceAll('-', ' ')} `);
    expect(answer).toMatchObject({ service_id: CINEMA, credited: null });
    expect(answer.access_until).toBe(new Date(clock.now().getTime() + 30 * DAY_MS).toISOString());
    const [grant] = await grantsOf(accountId);
    expect(grant).toMatchObject({ service_id: CINEMA, source: 'certificate' });
    expect((await buyer.call('certificates.mine')).bought[0]).toMatchObject({ used: true });
    const mine = await viewer.call('certificates.mine');
    expect(mine.activated).toMatchObject([{ name: 'Кинозал на 1 месяц', used: true, code: null }]);
  });

  it('an amount certificate credits the prepaid balance', async () => {
    const code = await boughtCode(amount!.id);
    const { viewer, accountId } = await newViewer();
    const before = await balanceOf(accountId);
    const answer = await activate(viewer, code);
    expect(answer).toMatchObject({ credited: 500, service_id: null, access_until: null });
    expect(await balanceOf(accountId)).toBe(before + 50_000);
  });

  it('is refused with a code and writes nothing: unknown, already used (by anyone, the buyer too), expired', async () => {
    const code = await boughtCode();
    const { viewer, accountId } = await newViewer();
    await expectProblem(activate(viewer, 'ABCD-EFGH-JKLM'), 404, ErrorCode.CERTIFICATE_UNKNOWN);
    await activate(viewer, code);
    const { viewer: other, accountId: otherId } = await newViewer();
    await expectProblem(activate(viewer, code), 409, ErrorCode.CERTIFICATE_ALREADY_USED);
    await expectProblem(activate(other, code), 409, ErrorCode.CERTIFICATE_ALREADY_USED);
    expect(await grantsOf(accountId)).toHaveLength(1);
    expect(await grantsOf(otherId)).toEqual([]);

    // A year on: the certificate's validity ends (moved back in the database; the viewers' sessions would end too).
    const late = await boughtCode(amount!.id);
    await db
      .update(certificates)
      .set({ valid_until: new Date(clock.now().getTime() - 1000) })
      .where(eq(certificates.code, normaliseCertificateCode(late)));
    const balance = await balanceOf(otherId);
    await expectProblem(activate(other, late), 410, ErrorCode.CERTIFICATE_EXPIRED);
    expect(await balanceOf(otherId)).toBe(balance);
    const [row] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.code, normaliseCertificateCode(late)));
    expect(row!.activated_at).toBeNull();
  });

  it('grants once when many accounts send the same code at the same moment', async () => {
    const code = await boughtCode();
    const racers = await Promise.all(Array.from({ length: 8 }, () => newViewer()));
    const results = await Promise.allSettled(racers.map(({ viewer }) => activate(viewer, code)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason.body.error_code).toBe(ErrorCode.CERTIFICATE_ALREADY_USED);
    const grants = await db.select().from(accountEntitlements).where(eq(accountEntitlements.source, 'certificate'));
    const [row] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.code, normaliseCertificateCode(code)));
    expect(grants.filter((grant) => grant.source_id === row!.id)).toHaveLength(1);
  });

  it(`an account gets ${CERTIFICATE_ACCOUNT_HOURLY_LIMIT} tries an hour, so codes cannot be guessed`, async () => {
    const { viewer } = await newViewer();
    for (let at = 0; at < CERTIFICATE_ACCOUNT_HOURLY_LIMIT; at += 1)
      await expectProblem(activate(viewer, `WRONG${at}`), 404, ErrorCode.CERTIFICATE_UNKNOWN);
    const code = await boughtCode();
    await expectProblem(activate(viewer, code), 429, ErrorCode.CERTIFICATE_ATTEMPTS_EXCEEDED);
    clock.advance(3600 * 1000);
    expect((await activate(viewer, code)).service_id).toBe(CINEMA);
  });
});

describe('the operator’s offers', () => {
  const operator = (path: string, method: string, body?: unknown) =>
    browser(app).raw(path, {
      method,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const offerIds = async () => (await browser(app).call('certificates.offers')).offers.map((offer) => offer.id);

  it('puts an offer on sale and takes it off; a certificate already bought keeps what it holds', async () => {
    const created = await operator('/api/operator/certificate-offers', 'POST', {
      name: { rus: 'Кинозал на неделю' },
      service_id: CINEMA,
      days: 7,
      price: 99,
      position: 5,
    });
    expect(created.status).toBe(201);
    const offer = (await created.json()) as { id: number };
    expect(offer).toMatchObject({ kind: 'service', name: 'Кинозал на неделю', price: 99, days: 7, service: { id: CINEMA } });
    expect(await offerIds()).toContain(offer.id);
    const code = await boughtCode(offer.id);

    expect((await operator(`/api/operator/certificate-offers/${offer.id}`, 'DELETE')).status).toBe(200);
    expect(await offerIds()).not.toContain(offer.id);
    expect((await operator(`/api/operator/certificate-offers/${offer.id}`, 'DELETE')).status).toBe(404);
    const { viewer, accountId } = await newViewer();
    await activate(viewer, code);
    expect(await grantsOf(accountId)).toMatchObject([{ service_id: CINEMA, source: 'certificate' }]);
  });

  it('refuses an offer that holds both or neither, an unknown service, and a caller without the token; nothing is written', async () => {
    const offersInTable = async () => (await db.select({ n: count() }).from(certificateOffers))[0]!.n;
    const before = await offersInTable();
    const refused = async (body: unknown, status: number, code: number) => {
      const response = await operator('/api/operator/certificate-offers', 'POST', body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error_code: number }).error_code).toBe(code);
    };
    const name = { rus: 'Сертификат' };
    await refused({ name, price: 100 }, 400, ErrorCode.VALIDATION_FAILED);
    await refused({ name, price: 100, amount: 100, service_id: CINEMA, days: 30 }, 400, ErrorCode.VALIDATION_FAILED);
    await refused({ name, price: 100, service_id: CINEMA }, 400, ErrorCode.VALIDATION_FAILED);
    await refused({ name, price: 0, amount: 100 }, 400, ErrorCode.VALIDATION_FAILED);
    await refused({ name, price: 100, service_id: 999_999, days: 30 }, 400, ErrorCode.CERTIFICATE_SERVICE_UNKNOWN);
    const anonymous = await browser(app).raw('/api/operator/certificate-offers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, price: 100, amount: 100 }),
    });
    expect(anonymous.status).toBe(401);
    expect(await offersInTable()).toBe(before);
  });
});
