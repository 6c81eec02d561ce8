// @vitest-environment jsdom
import type { BankCardOrder, PaymentMethods, PurchaseOption } from '@efir/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { renderWith } from '../blocks/test-support';
import { PurchaseModal } from './purchase-modal';

const ACQUIRER = 'http://acquirer.test';
const PAYMENT_URL = `${ACQUIRER}/checkout`;
const CARD_ID = '5f0c6b8e-2d7a-4c1e-9b3f-8a6d4e2c1b07';
const LINKED_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const TICKET = '0b7e2d8c-9b43-4d4e-8f3e-6a1c2f0e9d11';
const BIND_CHALLENGE = `${ACQUIRER}/checkout/challenge/ch_bind`;
const PAY_CHALLENGE = `${ACQUIRER}/checkout/challenge/ch_pay`;

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const methods: PaymentMethods = {
  payment_methods: {
    purchase: [
      {
        id: 1,
        name: 'account_prepaid',
        description: 'From the account balance: 100 ₽',
        payment_url: null,
        balance: { amount: 100, currency: 'RUB' },
      },
      { id: 3, name: 'linked_card', description: 'Visa •• 4242', payment_url: null, bank_card: { id: LINKED_ID } },
      { id: 4, name: 'any_card', description: 'New card', payment_url: PAYMENT_URL },
    ],
  },
};
const order = (n: number): BankCardOrder => ({
  order_id: `order-${n}`,
  pay_amount: 1,
  currency: 'RUB',
  req_id: `req_${n}`,
  ticket_id: TICKET,
  payment_url: PAYMENT_URL,
});
const bound = {
  status: 'success',
  notification: { display: { message: 'Card Visa •• 4242 is linked' } },
  bank_card: { id: CARD_ID, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2028 },
};
const rented = { display: { message: '“The Film” is rented', submessage: 'Until 27 November' } };

/** Each endpoint answers from its queue, the last answer repeating; the order can be held back. */
let answers: Record<string, (() => Promise<Response>)[]>;
const answer = (route: string) => {
  const queue = answers[route] ?? [];
  return (queue.length > 1 ? queue.shift()! : queue[0]!)();
};
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  if (url.includes('/api/v1/payment_methods')) return json(200, methods);
  if (url.includes('/api/v1/bank_cards') && method === 'POST') return answer('add');
  if (url.includes('/api/v1/tickets/confirm')) return answer('confirm');
  if (url.includes('/api/v1/buy')) return answer('buy');
  if (url === `${PAYMENT_URL}/card/create`) return answer('create');
  if (url === `${PAYMENT_URL}/card/bind`) return answer('bind');
  return json(404, { error_code: 1000004, description: 'not here' });
});
const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));
const bodies = (part: string) => calls(part).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  answers = {
    add: [() => json(200, order(1)), () => json(200, order(2))],
    create: [() => json(200, { reqStatus: 0, card_token: 'ct_1', brand: 'visa', last4: '4242' })],
    bind: [() => json(200, { reqStatus: 0, status: 'bound' })],
    confirm: [() => json(200, bound)],
    buy: [() => json(200, { status: 'success', order_id: 'o1', ticket_id: null, challenge_url: null, notification: rented })],
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rent: PurchaseOption = {
  seq_id: 3,
  usage_model: 'TVOD',
  service: null,
  content: { quality: 'HD', name: 'The Film', media_item_type: 'film' },
  periods: [
    { duration: 48, duration_unit: 'hour', is_default: true, prices: [{ price_id: 31, type: 'one_time', amount: 149, currency: 'RUB' }] },
  ],
  is_quick_purchase: false,
};
const target = { item_type: 'media_item' as const, item_id: 7, name: 'The Film', watchHref: '/movies/the-film/player' };

async function open() {
  renderWith(<PurchaseModal target={target} context={{ options: [rent], pinRequired: false }} />, [
    [endpointQuery('sessions.current'), { is_auth: true }],
  ]);
  await screen.findByRole('radio', { name: 'New card' });
}

async function toCardEntry() {
  await open();
  fireEvent.click(screen.getByRole('radio', { name: 'New card' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Pay by card' });
}

/** Types as a viewer does: the input event imask listens to. */
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

function fillCard(number = '4242424242424242') {
  type('Card number', number);
  type('Expiry date', '1228');
  type('CVC/CVV', '123');
}

const pay = () => screen.getByRole('button', { name: /^Pay .*149/ }) as HTMLButtonElement;

/** The bank's page answers its parent, as the sandbox's does. */
/** The bank's page answers; effects are flushed first, so the frame shown now is the one listening (a busy machine). */
async function answerChallenge(status: 'passed' | 'failed', origin = ACQUIRER) {
  await act(async () => {});
  const frame = screen.getByTitle('Your bank’s page to confirm the payment') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        source: frame.contentWindow,
        data: { source: 'efir-sandbox-acquirer', type: '3ds-result', challenge_id: 'ch_1', status },
      }),
    );
  });
}

describe('paying by card (spec 2 §4 Card entry, §8)', () => {
  it('a linked card pays in one press, with its card, confirmed, and a key of its own', async () => {
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Visa •• 4242' }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay .*149/ }));
    await screen.findByRole('heading', { name: '“The Film” is rented' });
    expect(bodies('/api/v1/buy')).toEqual([
      {
        seq_id: 3,
        price_id: 31,
        payment_method_id: 3,
        item: { item_type: 'media_item', item_id: 7 },
        bank_card_id: LINKED_ID,
        is_confirmed: true,
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('a new card: the submit waits for the order, the card goes to the acquirer only, then the purchase pays with it', async () => {
    let release: () => void = () => {};
    answers.add = [() => new Promise<void>((resolve) => (release = resolve)).then(() => json(200, order(1)))];
    await toCardEntry();
    fillCard();
    expect(pay().disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(pay().disabled).toBe(false));
    expect(screen.getByRole('checkbox', { name: 'Remember the card' })).toHaveProperty('checked', true);
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).autocomplete).toBe('cc-number');
    expect((screen.getByLabelText('Expiry date') as HTMLInputElement).value).toBe('12/28');
    fireEvent.click(pay());

    await screen.findByRole('heading', { name: '“The Film” is rented' });
    expect(bodies('/api/v1/bank_cards')).toEqual([{ idempotency_key: expect.any(String) }]);
    expect(bodies('/card/create')).toEqual([{ cardnumber: '4242424242424242', 'cc-exp': '12/28', cvc: '123' }]);
    expect(bodies('/card/bind')).toEqual([{ req_id: 'req_1', card_token: 'ct_1' }]);
    expect(bodies('/api/v1/tickets/confirm')).toEqual([{ ticket_id: TICKET, idempotency_key: expect.any(String) }]);
    expect(bodies('/api/v1/buy')).toEqual([
      expect.objectContaining({ payment_method_id: 4, bank_card_id: CARD_ID, is_should_link_card: true, is_confirmed: true }),
    ]);
    // Every money write has its own key: the order's, the ticket's and the purchase's.
    const keys = [...bodies('/api/v1/bank_cards'), ...bodies('/api/v1/tickets/confirm'), ...bodies('/api/v1/buy')].map(
      (b) => b.idempotency_key,
    );
    expect(new Set(keys).size).toBe(3);
    const toOurApi = fetchMock.mock.calls.filter(([url]) => !String(url).startsWith(ACQUIRER));
    expect(toOurApi.map(([, init]) => String(init?.body ?? '')).join()).not.toContain('4242424242424242');
  });

  it('3-D Secure on the card and on the payment: both bank pages in the modal, then the ticket and success', async () => {
    answers.bind = [() => json(200, { reqStatus: 0, status: 'challenge', challenge_url: BIND_CHALLENGE })];
    answers.buy = [
      () => json(200, { status: 'wait_payment', order_id: 'o1', ticket_id: TICKET, challenge_url: PAY_CHALLENGE, notification: rented }),
    ];
    answers.confirm = [() => json(200, bound), () => json(200, { status: 'success', notification: rented, bank_card: null })];
    await toCardEntry();
    fillCard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember the card' }));
    await waitFor(() => expect(pay().disabled).toBe(false));
    fireEvent.click(pay());

    await screen.findByRole('heading', { name: 'Confirm with your bank' });
    expect(screen.getByTitle('Your bank’s page to confirm the payment').getAttribute('src')).toBe(BIND_CHALLENGE);
    await answerChallenge('passed', 'http://evil.test');
    expect(calls('/api/v1/tickets/confirm')).toHaveLength(0);
    await answerChallenge('passed');

    await waitFor(() => expect(screen.getByTitle('Your bank’s page to confirm the payment').getAttribute('src')).toBe(PAY_CHALLENGE));
    expect(bodies('/api/v1/buy')).toEqual([expect.objectContaining({ bank_card_id: CARD_ID, is_should_link_card: false })]);
    await answerChallenge('passed');
    await screen.findByRole('heading', { name: '“The Film” is rented' });
    expect(screen.getByText('Until 27 November')).toBeTruthy();
    expect(bodies('/api/v1/tickets/confirm').map((body) => body.ticket_id)).toEqual([TICKET, TICKET]);
  });

  it('a card the bank declines says bank_card.error.default on the number, opens a new order and buys nothing', async () => {
    answers.bind = [() => json(200, { reqStatus: 5, message: 'the card was declined' })];
    await toCardEntry();
    fillCard('4000000000000002');
    await waitFor(() => expect(pay().disabled).toBe(false));
    fireEvent.click(pay());
    await screen.findByText('The card payment did not go through. Check the details or try another card.');
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(calls('/api/v1/bank_cards')).toHaveLength(2));
    const [first, second] = bodies('/api/v1/bank_cards');
    expect(first!.idempotency_key).not.toBe(second!.idempotency_key);
    expect(calls('/api/v1/buy')).toHaveLength(0);
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
  });

  it('a failed 3-D Secure check on the payment ends in the error step with bank_card.error.default', async () => {
    answers.buy = [
      () => json(200, { status: 'wait_payment', order_id: 'o1', ticket_id: TICKET, challenge_url: PAY_CHALLENGE, notification: rented }),
    ];
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Visa •• 4242' }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay .*149/ }));
    await screen.findByTitle('Your bank’s page to confirm the payment');
    await answerChallenge('failed');
    await screen.findByRole('heading', { name: 'The payment did not go through' });
    expect(screen.getByText('The card payment did not go through. Check the details or try another card.')).toBeTruthy();
    expect(calls('/api/v1/tickets/confirm')).toHaveLength(0);
  });

  it('the server’s refusal of the ticket shows its description on the number field', async () => {
    answers.confirm = [() => json(402, { error_code: 1000405, description: 'Insufficient funds on the card' })];
    await toCardEntry();
    fillCard();
    await waitFor(() => expect(pay().disabled).toBe(false));
    fireEvent.click(pay());
    await screen.findByText('Insufficient funds on the card');
    expect(calls('/api/v1/buy')).toHaveLength(0);
  });

  it('an order the server refuses shows its description, else error.default, and nothing can be sent', async () => {
    answers.add = [() => json(400, { error_code: 1000402, description: 'Card payments are not available' })];
    await toCardEntry();
    await screen.findByText('Card payments are not available');
    fillCard();
    expect(pay().disabled).toBe(true);
  });

  it('wrong fields are named together after a press, and nothing leaves the browser (spec 2 §5)', async () => {
    await toCardEntry();
    await waitFor(() => expect(pay().disabled).toBe(false));
    type('Card number', '4242424242424241');
    type('Expiry date', '1328');
    type('CVC/CVV', '123');
    fireEvent.click(pay());
    await screen.findByText('Check the card number and expiry date');
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('CVC/CVV').getAttribute('aria-invalid')).toBeNull();
    type('CVC/CVV', '1');
    await screen.findByText('Please check what you entered');
    expect(calls('/card/create')).toHaveLength(0);
  });

  it('back from the card entry returns to the methods', async () => {
    await toCardEntry();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('radio', { name: 'New card' });
  });
});
