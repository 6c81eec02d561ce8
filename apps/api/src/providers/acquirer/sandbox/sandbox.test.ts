import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/helpers.js';
import { httpAcquirer } from '../http-acquirer.js';
import { REQ_STATUS, SIGNATURE_HEADER } from '../protocol.js';
import { checkSignature } from '../signature.js';
import { type SandboxOptions, startSandboxAcquirer } from './server.js';
import { CHALLENGE_CODE, TEST_CARDS } from './test-cards.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const MERCHANT = 'http://shop.test:3000';
const SECRET = 'callback-secret-callback-secret-1234';
const received: { body: string; signature: string | null }[] = [];
let acknowledge = true;
const options: SandboxOptions = {
  host: '127.0.0.1',
  port: 0,
  merchantKey: 'merchant-key-0123456789',
  callbackSecret: SECRET,
  callbackUrl: 'http://shop.test:3000/callbacks',
  merchantOrigins: [MERCHANT],
  clock,
  stateFile: path.join(mkdtempSync(path.join(os.tmpdir(), 'efir-sandbox-')), 'state.json'),
  delivery: 'manual',
  fetch: async (_url, init) => {
    received.push({ body: String(init?.body), signature: new Headers(init?.headers).get(SIGNATURE_HEADER) });
    return new Response(null, { status: acknowledge ? 200 : 500 });
  },
};
let sandbox = await startSandboxAcquirer(options);
afterAll(() => sandbox.close());
const merchant = () =>
  httpAcquirer({
    apiUrl: sandbox.apiUrl,
    publicUrl: sandbox.publicUrl,
    merchantKey: options.merchantKey,
    callbackSecret: SECRET,
    timeoutMs: 5000,
  });

const post = (url: string, body: unknown, origin = MERCHANT) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
const card = (number: string, cvc = number.startsWith('3') ? '1234' : '123') => ({ cardnumber: number, 'cc-exp': '12/28', cvc });

/** The browser's part of a binding: the card form's create, then bind. */
async function bindCard(number: string) {
  const binding = await merchant().createBinding({ orderRef: `bind-${crypto.randomUUID()}`, amountMinor: 100, currency: 'RUB' });
  const created = await (await post(`${merchant().paymentUrl}/card/create`, card(number))).json();
  const bound = await (await post(`${merchant().paymentUrl}/card/bind`, { req_id: binding.req_id, card_token: created.card_token })).json();
  return { binding, bound, state: await merchant().binding(binding.req_id) };
}

async function answerChallenge(url: string, code: string, action = 'confirm') {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code, action }),
  });
}

describe('the sandbox acquirer (docs/decisions/0012)', () => {
  it('takes card data only from the merchant’s pages: CORS for its origins, 403 for any other', async () => {
    const preflight = await fetch(`${merchant().paymentUrl}/card/create`, {
      method: 'OPTIONS',
      headers: { origin: MERCHANT, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(MERCHANT);
    const foreign = await post(`${merchant().paymentUrl}/card/create`, card('4242424242424242'), 'http://evil.test');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('binds an approved card and calls back, signed, with the token, brand, last four and expiry — never the number', async () => {
    received.length = 0;
    const { bound, state } = await bindCard('4242424242424242');
    expect(bound).toEqual({ reqStatus: 0, status: 'bound' });
    expect(state).toMatchObject({ status: 'bound', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2028 } });
    await sandbox.callbacks.flush();
    const [callback] = received;
    expect(checkSignature(SECRET, callback!.body, callback!.signature ?? undefined, clock.now())).toBe('valid');
    expect(JSON.parse(callback!.body)).toMatchObject({ type: 'binding.updated', data: { status: 'bound', card: { last4: '4242' } } });
    expect(callback!.body).not.toContain('4242424242424242');
  });

  it('refuses each declining test card with its reqStatus, and malformed cards before any binding', async () => {
    for (const { number, behaviour } of TEST_CARDS.filter((test) => test.behaviour.kind === 'decline')) {
      const { bound, state } = await bindCard(number);
      const reason = behaviour.kind === 'decline' ? behaviour.reason : 'approved';
      expect(bound.reqStatus, number).toBe(REQ_STATUS[reason]);
      expect(state).toMatchObject({ status: 'failed', decline: reason, card: null });
    }
    const create = (fields: object) => post(`${merchant().paymentUrl}/card/create`, fields).then((response) => response.json());
    expect((await create(card('4242424242424241'))).reqStatus).toBe(REQ_STATUS.invalid_card);
    expect((await create({ ...card('4242424242424242'), 'cc-exp': '13/28' })).reqStatus).toBe(REQ_STATUS.format_error);
    expect((await create({ ...card('4242424242424242'), 'cc-exp': '10/26' })).reqStatus).toBe(REQ_STATUS.expired_card);
    expect((await create({ ...card('378282246310005'), cvc: '123' })).reqStatus).toBe(REQ_STATUS.format_error);
    expect((await create(card('2200000000000004'))).brand).toBe('mir');
  });

  it('asks for 3-D Secure on a page only the merchant may frame; the right code binds, another fails', async () => {
    const { bound } = await bindCard('4000000000003220');
    expect(bound).toMatchObject({ reqStatus: 0, status: 'challenge' });
    const page = await fetch(bound.challenge_url);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${MERCHANT}`);
    expect(await page.text()).toContain('•• 3220');
    expect((await answerChallenge(bound.challenge_url, CHALLENGE_CODE)).status).toBe(200);
    expect((await answerChallenge(bound.challenge_url, CHALLENGE_CODE)).status).toBe(410);

    const failing = await bindCard('4000000000003220');
    const result = await (await answerChallenge(failing.bound.challenge_url, '0000')).text();
    expect(result).toContain('не подтверждён');
    expect(await merchant().binding(failing.binding.req_id)).toMatchObject({ status: 'failed', decline: 'authentication_failed' });
  });

  it('charges an order once however often it is asked; 3-D Secure only for the viewer’s payments; refunds once', async () => {
    const acquirer = merchant();
    const { state } = await bindCard('4242424242424242');
    const pay = {
      order_ref: 'order-once',
      token: state.card!.token,
      amount_minor: 29_900,
      currency: 'RUB',
      initiator: 'customer' as const,
      description: 'Кино',
    };
    const first = await acquirer.pay(pay);
    expect(first).toMatchObject({ status: 'captured', amount_minor: 29_900 });
    expect(await acquirer.pay(pay)).toEqual(first);
    expect(await acquirer.payment('order-once')).toEqual(first);
    expect((await acquirer.refund(first.payment_id)).status).toBe('refunded');
    expect((await acquirer.refund(first.payment_id)).status).toBe('refunded');

    const token = (await acquirer.binding((await bindCardWithChallenge('4000002760003184')).req_id)).card!.token;
    expect((await acquirer.pay({ ...pay, order_ref: 'order-3ds', token })).status).toBe('challenge');
    expect((await acquirer.pay({ ...pay, order_ref: 'order-renewal', token, initiator: 'merchant' })).status).toBe('captured');

    const short = (await bindCard('4000000000000341')).state.card!.token;
    expect(await acquirer.pay({ ...pay, order_ref: 'order-short', token: short })).toMatchObject({
      status: 'declined',
      decline: 'insufficient_funds',
    });
  });

  it('a saved card expires with the clock, and survives a restart of the sandbox', async () => {
    const token = (await bindCard('5555555555554444')).state.card!.token;
    await sandbox.close();
    sandbox = await startSandboxAcquirer(options);
    const pay = { token, amount_minor: 100, currency: 'RUB', initiator: 'merchant' as const, description: 'renewal' };
    expect((await merchant().pay({ ...pay, order_ref: 'after-restart' })).status).toBe('captured');
    clock.set(new Date('2029-01-01T00:00:00Z'));
    try {
      expect(await merchant().pay({ ...pay, order_ref: 'after-expiry' })).toMatchObject({ status: 'declined', decline: 'expired_card' });
    } finally {
      clock.set(new Date('2026-11-22T12:00:00Z'));
    }
  });

  it('sends a callback again until the merchant acknowledges it', async () => {
    await sandbox.callbacks.flush();
    acknowledge = false;
    await bindCard('4242424242424242');
    await sandbox.callbacks.flush();
    expect(sandbox.callbacks.pending()).toHaveLength(1);
    acknowledge = true;
    await sandbox.callbacks.flush();
    expect(sandbox.callbacks.pending()).toHaveLength(0);
  });
});

/** A binding whose 3-D Secure challenge the viewer passed. */
async function bindCardWithChallenge(number: string) {
  const { binding, bound } = await bindCard(number);
  await answerChallenge(bound.challenge_url, CHALLENGE_CODE);
  return binding;
}
